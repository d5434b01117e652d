import { moduleIds } from '@portal/contract/module-tree';
import { LoginModal } from '../../features/session/login-modal.tsx';
import { useModuleEnabled } from '../../features/system/use-module-enabled.ts';
import { useSafeNavigate } from '../../shared/hooks/use-safe-navigate.ts';
import type { LoginModalOptions } from '../../shared/modals/modal-store.ts';
import { paths } from '../paths.ts';
import { PopupBanner } from './popup-banner.tsx';

/**
 * The login popup with what it needs from elsewhere: the SMS_LOGIN and FREE_PLAY switches, and
 * the agent centre as the place an agent lands after logging in (spec section 4).
 */
export function LoginModalEntry({
  side,
  notice,
  onClose,
}: LoginModalOptions & { onClose: () => void }) {
  const smsLogin = useModuleEnabled(moduleIds.smsLogin);
  const freePlay = useModuleEnabled(moduleIds.freePlay);
  const navigate = useSafeNavigate();
  return (
    <LoginModal
      side={side}
      notice={notice}
      smsLogin={smsLogin}
      freePlay={freePlay}
      onClose={onClose}
      banner={<PopupBanner group="w_login" onBeforeOpen={onClose} />}
      onLoggedIn={(session) => {
        if (session.isAgent) navigate(paths.agentHome.build());
      }}
    />
  );
}
