import { favouritesEndpoints } from '@portal/contract/favourites';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { favouriteIds } from './favourite-store.ts';

/** GET /wps/relay/MCSFE_getFavoriteGames: the nodeIds of the member's favourites. */
export function registerFavouriteIds(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, favouritesEndpoints.ids, async ({ session, reply }) => {
    reply.header('cache-control', 'no-store');
    return { ids: await favouriteIds(platform.db, session!.memberId) };
  });
}
