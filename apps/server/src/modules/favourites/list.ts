import { favouritesEndpoints } from '@portal/contract/favourites';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { memberGamesPage } from '../games/member-games-page.ts';

/** GET /wps/relay/MCSFE_getFavoriteGamesList: the member's favourites as cards (page size 999). */
export function registerFavouriteList(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, favouritesEndpoints.list, async ({ input, merchant, session, reply }) => {
    const page = await memberGamesPage(platform.db, {
      list: 'favourites',
      merchant,
      memberId: session!.memberId,
      language: input.language,
      gameType: input.gameType,
      vassalage: input.vassalage,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    });
    reply.header('cache-control', 'no-store');
    return {
      content: page.cards,
      totalPages: page.totalPages,
      pageNum: input.pageNo,
      total: page.total,
    };
  });
}
