import { GameCenter, type GameCenterType } from '../../features/games/game-center.tsx';
import { useRouteHandle } from './route-handle.ts';

const centerTypes: readonly GameCenterType[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

/** /sports, /esports, /lott, /elott: the game centre of the route's game type. */
export function GameCenterRoute() {
  const { gameType } = useRouteHandle();
  const type = centerTypes.find((candidate) => candidate === gameType) ?? 'SPORTS';
  return <GameCenter gameType={type} />;
}
