import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { PromotionsPage } from '../../features/content/promotions/promotions-page.tsx';
import type { PromotionsEnv } from '../../features/content/promotions/promotions-env.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { useStatus } from '../../features/system/use-status.ts';
import { openTrialDialog } from '../../features/session/trial-dialog.ts';
import { openModal } from '../../shared/modals/modal-store.ts';

/** /promotions with an optional `#promoId`, with the session the page needs. */
export function PromotionsRoute() {
  const { hash } = useLocation();
  const promoId = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : undefined;
  const token = useSessionStore((state) => state.token);
  const isLogin = useSessionStore((state) => state.isLogin);
  const isTrial = useSessionStore((state) => state.isTrial);
  const currencySymbol = useStatus().merchant.currencySymbol;
  const env = useMemo<PromotionsEnv>(
    () => ({
      token,
      isLogin,
      isTrial,
      openLogin: () => openModal('loginPopupModal', {}),
      openTrial: openTrialDialog,
      currencySymbol,
    }),
    [token, isLogin, isTrial, currencySymbol],
  );
  return <PromotionsPage promoId={promoId} env={env} />;
}
