import { favouritesEndpoints } from '@portal/contract/favourites';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { favouriteIds, favouriteTarget } from './favourite-store.ts';

/** DELETE /wps/relay/MCSFE_removeFavoriteGameV2: removes a favourite; idempotent. */
export function registerFavouriteRemove(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, favouritesEndpoints.remove, async ({ input, merchant, session }) => {
    const s = session!;
    const gameId = await favouriteTarget(platform.db, merchant, input);
    await platform.db.query('delete from favourite_game where member_id = $1 and game_id = $2', [
      s.memberId,
      gameId.toString(),
    ]);
    return { ids: await favouriteIds(platform.db, s.memberId) };
  });
}
