import { launchEndpoints } from '@portal/contract/launch';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import '../../../features/games/games-texts.ts';
import {
  decideLaunch,
  type LaunchRequest,
  type LaunchTarget,
} from '../../../features/launch/launch-rules.ts';
import { safeReturnPath, storeSeamlessGame } from '../../../features/launch/seamless-game.ts';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { call } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useSafeNavigate } from '../../../shared/hooks/use-safe-navigate.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { useLoadingCoverStore } from '../../../shared/ui/loading-cover-store.ts';
import { paths } from '../../paths.ts';

/** The vendor whose game list the popup shows (a card with isGame VASSALAGE). */
export interface VendorPopup {
  vassalage: string;
  displayName: string;
}

/**
 * Starts games by the launch rules (`decideLaunch`): the login popup, the trial dialog, the
 * lottery pages, the slots lobby of a vendor, the vendor popup, or `GCS_gameLaunchFB` and the
 * seamless page with the answered URL.
 */
export function useGameLaunch() {
  const navigate = useSafeNavigate();
  const location = useLocation();
  const language = useLanguage();
  const isLogin = useSessionStore((state) => state.isLogin);
  const isTrial = useSessionStore((state) => state.isTrial);
  const [popup, setPopup] = useState<VendorPopup | null>(null);
  const from = safeReturnPath(`${location.pathname}${location.search}`);

  const launch = useCallback(
    (target: LaunchTarget, request: LaunchRequest = {}) => {
      const step = decideLaunch(target, { isLogin, isTrial }, request);
      switch (step.kind) {
        case 'login':
          openModal('loginPopupModal', {});
          return;
        case 'trial':
          // Loaded on the rare click that needs it: it brings the account screens' texts,
          // which the home page's game tiles would otherwise download on every first visit.
          void import('../../../features/session/trial-dialog.ts').then((dialog) =>
            dialog.openTrialDialog(),
          );
          return;
        case 'lottery':
          navigate(paths[step.route].build(step.gameCode));
          return;
        case 'rngVendor':
          navigate(paths.rng.build(step.vassalage));
          return;
        case 'vendorPopup':
          setPopup({ vassalage: step.vassalage, displayName: step.displayName });
          return;
        case 'launch':
          break;
      }
      const cover = useLoadingCoverStore.getState();
      cover.show();
      call(launchEndpoints.launchFb, {
        nodeId: target.nodeId,
        vassalage: target.vassalage,
        gameType: target.gameType,
        freePlay: step.freePlay,
        language,
        // The contract wants a path with at least one segment; home needs no back address.
        backUrl: from === '/' ? undefined : from,
      })
        .then((value) => {
          setPopup(null);
          storeSeamlessGame({ ...value, from });
          navigate(paths.seamless.build(), { state: { ...value, from } });
        })
        .catch((error: unknown) => {
          openModal('message', {
            title: i18n.t('games.launchFailed'),
            message: isApiError(error) ? error.message : i18n.t('games.launchFailed'),
          });
        })
        .finally(() => cover.hide());
    },
    [from, isLogin, isTrial, language, navigate],
  );

  return { launch, popup, closePopup: () => setPopup(null) };
}
