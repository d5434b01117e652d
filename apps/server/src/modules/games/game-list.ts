import { gamesEndpoints } from '@portal/contract/games';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { catalogueLanguage, pickCdn, withCdn } from './catalogue.ts';
import { gamePage } from './catalogue-queries.ts';
import { conditional } from '../../http/etag.ts';
import { nameIndex, namePage } from './name-search.ts';

/**
 * GET /wps/relay/GCSGAME_gameList: a page of games by type, vendor, classify and name. Pages
 * without a name search are cached per merchant and language; name searches run on the cached
 * in-memory name index; a page beyond the last answers no games with the real `totalPages`.
 */
export function registerGameList(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, gamesEndpoints.gameList, async ({ input, merchant, request, reply }) => {
    const language = catalogueLanguage(input.language, merchant);
    const filters = {
      gameType: input.gameType,
      vassalage: input.vassalage,
      gameClassify: input.gameClassify,
    };
    const paging = { pageNo: input.pageNo, pageSize: input.pageSize };
    const gameName = input.gameName;
    const page = gameName
      ? await namePage(
          platform.db,
          platform.catalogue,
          await nameIndex(platform.db, platform.catalogue, merchant),
          merchant,
          language,
          { ...filters, gameName },
          paging,
        )
      : await platform.catalogue.get(
          `list:${merchant.id}:${language}:${JSON.stringify([filters, paging])}`,
          () => gamePage(platform.db, merchant, language, filters, paging),
        );
    const base = {
      games: page.cards,
      totalPages: page.totalPages,
      pageNum: input.pageNo,
      total: page.total,
    };
    if (conditional(request, reply, base)) return base;
    return { ...base, games: withCdn(base.games, pickCdn(merchant.imageCdns)) };
  });
}
