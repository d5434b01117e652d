import { gamesEndpoints } from '@portal/contract/games';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { catalogueLanguage, pickCdn, withCdn } from './catalogue.ts';
import { gamePage } from './catalogue-queries.ts';
import { conditional } from '../../http/etag.ts';

/** At most this many hot games per answer; the home page shows 12 of them. */
export const hotGamesLimit = 60;

/**
 * GET /wps/relay/GCSGAME_hotGamesV2: hot games by type and vendor (`value.list`), cached per
 * merchant. Hot is the merchant's own choice where its operators made one (`merchant_game_hot`),
 * else the catalogue's flag; a switch in the console invalidates the cache on every node.
 */
export function registerHotGames(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, gamesEndpoints.hotGames, async ({ input, merchant, request, reply }) => {
    const language = catalogueLanguage(input.language, merchant);
    const filters = {
      gameType: input.gameType,
      vassalage: input.vassalage,
      gameClassify: input.gameClassify,
      hotOnly: true,
    };
    const page = await platform.catalogue.get(
      `hot:${merchant.id}:${language}:${JSON.stringify(filters)}`,
      () =>
        gamePage(platform.db, merchant, language, filters, { pageNo: 1, pageSize: hotGamesLimit }),
    );
    const base = { list: page.cards };
    if (conditional(request, reply, base)) return base;
    return { list: withCdn(base.list, pickCdn(merchant.imageCdns)) };
  });
}
