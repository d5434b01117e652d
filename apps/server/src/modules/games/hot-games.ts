import { gamesEndpoints } from '@portal/contract/games';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { catalogueLanguage, pickCdn, withCdn } from './catalogue.ts';
import { gamePage } from './catalogue-queries.ts';
import { conditionalTag } from '../../http/etag.ts';
import { PreparedAnswer } from './prepared-answer.ts';

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
    const prepared = await platform.catalogue.get(
      `hot:${merchant.id}:${language}:${JSON.stringify(filters)}`,
      async () => {
        const page = await gamePage(platform.db, merchant, language, filters, {
          pageNo: 1,
          pageSize: hotGamesLimit,
        });
        return new PreparedAnswer({ list: page.cards }, (base, cdn) => ({
          list: withCdn(base.list, cdn),
        }));
      },
    );
    if (conditionalTag(request, reply, prepared.tag)) return prepared.base;
    return prepared.behind(pickCdn(merchant.imageCdns));
  });
}
