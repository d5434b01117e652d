import { favouritesEndpoints } from '@portal/contract/favourites';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { favouriteIds, favouriteTarget } from './favourite-store.ts';

/** POST /wps/relay/MCSFE_addFavoriteGameV2: adds a favourite; adding it again changes nothing. */
export function registerFavouriteAdd(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, favouritesEndpoints.add, async ({ input, merchant, session }) => {
    const s = session!;
    const gameId = await favouriteTarget(platform.db, merchant, input);
    await platform.db.query(
      `insert into favourite_game (merchant_id, member_id, game_id) values ($1, $2, $3)
       on conflict (member_id, game_id) do nothing`,
      [merchant.id, s.memberId, gameId.toString()],
    );
    return { ids: await favouriteIds(platform.db, s.memberId) };
  });
}
