import { useMemo, type ReactNode } from 'react';
import { GamesEnvContext, type GamesEnv } from '../../../features/games/games-env.ts';
import { VendorGamesDialog } from '../../../features/games/vendor-games-dialog.tsx';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { useStatus } from '../../../features/system/use-status.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { useGameLaunch } from './use-game-launch.ts';

/**
 * Where the game screens meet the session and the launch: provides `GamesEnv` and shows the
 * vendor popup of the launch rules.
 */
export function GamesEnvProvider({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const isLogin = useSessionStore((state) => state.isLogin);
  const { launch, popup, closePopup } = useGameLaunch();
  const currencySymbol = useStatus().merchant.currencySymbol;
  const env = useMemo<GamesEnv>(
    () => ({
      currencySymbol,
      token,
      isLogin,
      openLogin: () => openModal('loginPopupModal', {}),
      play: (card, { freePlay }) => launch(card, { freePlay }),
    }),
    [currencySymbol, isLogin, launch, token],
  );
  return (
    <GamesEnvContext.Provider value={env}>
      {children}
      {popup === null ? null : (
        <VendorGamesDialog
          vassalage={popup.vassalage}
          displayName={popup.displayName}
          onClose={closePopup}
        />
      )}
    </GamesEnvContext.Provider>
  );
}
