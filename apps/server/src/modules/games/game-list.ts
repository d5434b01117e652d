import { gamesEndpoints } from '@portal/contract/games';
import type { OutputOf } from '@portal/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { catalogueLanguage, pickCdn, withCdn } from './catalogue.ts';
import { gamePage, type CardPage } from './catalogue-queries.ts';
import { conditionalTag } from '../../http/etag.ts';
import { nameIndex, namePage } from './name-search.ts';
import { PreparedAnswer } from './prepared-answer.ts';

type GameListOutput = OutputOf<typeof gamesEndpoints.gameList>;

/** Name-search answers kept per merchant and language. */
const searchesKept = 500;

/** A page of games as it is sent, per image CDN. */
class PreparedPage extends PreparedAnswer<GameListOutput> {
  constructor(base: GameListOutput) {
    super(base, (page, cdn) => ({ ...page, games: withCdn(page.games, cdn) }));
  }
}

function baseOf(page: CardPage, pageNum: number): GameListOutput {
  return { games: page.cards, totalPages: page.totalPages, pageNum, total: page.total };
}

/**
 * GET /wps/relay/GCSGAME_gameList: a page of games by type, vendor, classify and name. Pages
 * are cached per merchant and language (name searches, the most recent only); a name search
 * runs on the cached in-memory name index; a page beyond the last answers no games with the
 * real `totalPages`.
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
    if (!gameName) {
      const prepared = await platform.catalogue.get(
        `list:${merchant.id}:${language}:${JSON.stringify([filters, paging])}`,
        async () =>
          new PreparedPage(
            baseOf(await gamePage(platform.db, merchant, language, filters, paging), input.pageNo),
          ),
      );
      if (conditionalTag(request, reply, prepared.tag)) return prepared.base;
      return prepared.behind(pickCdn(merchant.imageCdns));
    }
    // Searches repeat (players type the same few names): their answers are kept per merchant
    // and language, at most `searchesKept`, the oldest going first, and dropped with the rest
    // of the catalogue cache, so what visitors type cannot grow them.
    const searches = await platform.catalogue.get(
      `searches:${merchant.id}:${language}`,
      async () => new Map<string, PreparedPage>(),
    );
    const key = JSON.stringify([filters, gameName.toLowerCase(), paging]);
    let prepared = searches.get(key);
    if (!prepared) {
      const page = await namePage(
        platform.db,
        platform.catalogue,
        await nameIndex(platform.db, platform.catalogue, merchant),
        merchant,
        language,
        { ...filters, gameName },
        paging,
      );
      prepared = new PreparedPage(baseOf(page, input.pageNo));
      if (searches.size >= searchesKept) searches.delete(searches.keys().next().value!);
      searches.set(key, prepared);
    }
    if (conditionalTag(request, reply, prepared.tag)) return prepared.base;
    return prepared.behind(pickCdn(merchant.imageCdns));
  });
}
