import { useSearchParams } from 'react-router';
import { GameListCenter, type GameListType } from '../../features/games/game-list-center.tsx';
import { GamesEnvProvider } from './games/games-env-provider.tsx';
import { useRouteHandle } from './route-handle.ts';

const listTypes: readonly GameListType[] = ['LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE'];

/** /live, /fish, /rng, /pvp, /inHouse: the category lobby; /rng takes a `vassalage` query. */
export function GameListCenterRoute() {
  const { gameType } = useRouteHandle();
  const [params] = useSearchParams();
  const type = listTypes.find((candidate) => candidate === gameType) ?? 'RNG';
  const vassalage = type === 'RNG' ? (params.get('vassalage') ?? undefined) : undefined;
  return (
    <GamesEnvProvider>
      <GameListCenter gameType={type} vassalage={vassalage} />
    </GamesEnvProvider>
  );
}
