import { GameCenter, type GameCenterType } from '../../features/games/game-center.tsx';
import { GamesEnvProvider } from './games/games-env-provider.tsx';
import { useRouteHandle } from './route-handle.ts';

const centerTypes: readonly GameCenterType[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

/** /sports, /esports, /lott, /elott: the category lobby of the route's game type. */
export function GameCenterRoute() {
  const { gameType } = useRouteHandle();
  const type = centerTypes.find((candidate) => candidate === gameType) ?? 'SPORTS';
  return (
    <GamesEnvProvider>
      <GameCenter gameType={type} />
    </GamesEnvProvider>
  );
}
