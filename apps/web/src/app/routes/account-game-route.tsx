import { useTranslation } from '../../i18n/use-translation.ts';
import { AccountGame } from '../../features/games/account-game.tsx';
import { useSessionStore } from '../../features/session/session-store.ts';
import { GamesEnvProvider } from './games/games-env-provider.tsx';
import { useRouteHandle } from './route-handle.ts';
import { TrialBlocked } from './trial-blocked.tsx';

/**
 * /favorite and /recent: the account game page, its `type` taken from the route. Trial accounts
 * get the "register a real account" dialog instead.
 */
export function AccountGameRoute() {
  const { t } = useTranslation();
  const { name } = useRouteHandle();
  const isTrial = useSessionStore((state) => state.isTrial);
  const type = name === 'recent' ? 'recent' : 'favorite';
  if (isTrial) return <TrialBlocked title={t(`sections.${type}`)} />;
  return (
    <GamesEnvProvider>
      <AccountGame type={type} />
    </GamesEnvProvider>
  );
}
