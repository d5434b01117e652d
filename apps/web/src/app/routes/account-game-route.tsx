import { AccountGame } from '../../features/games/account-game.tsx';
import { useRouteHandle } from './route-handle.ts';

/** /favorite and /recent: the account game page, its `type` taken from the route. */
export function AccountGameRoute() {
  const { name } = useRouteHandle();
  return <AccountGame type={name === 'recent' ? 'recent' : 'favorite'} />;
}
