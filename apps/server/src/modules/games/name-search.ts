import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { cardsByIds, visibleGames, type CatalogueCache } from './catalogue.ts';
import type { CardPage, GameFilters } from './catalogue-queries.ts';
import type { GameCard } from '@portal/contract/game-card';

/** One visible game as the name search needs it, in display order. */
interface IndexedGame {
  id: bigint;
  /** Lower-cased names of every language, newline separated (the `search_text` column). */
  text: string;
  type: string;
  vendor: string;
  classify: string | null;
}

/**
 * A merchant's visible games for the name search, held in memory beside the other cached
 * catalogue answers (and dropped with them when the catalogue changes, on every node). A
 * substring search cannot use a b-tree index and PGlite has no trigram index, so a scan is
 * unavoidable: over 10,000 short strings in memory it costs a fraction of a millisecond, where
 * the same scan in the database cost a few milliseconds per request.
 */
export function nameIndex(
  q: Queryable,
  cache: CatalogueCache,
  merchant: Merchant,
): Promise<IndexedGame[]> {
  return cache.get(`names:${merchant.id}`, async () => {
    const rows = await q.query<{
      id: bigint;
      search_text: string;
      game_type: string;
      vendor_code: string;
      classify: string | null;
    }>(
      `select g.id, g.search_text, g.game_type, g.vendor_code, g.classify
       from ${visibleGames(1)} order by g.sort, g.id`,
      [merchant.id],
    );
    return rows.map((row) => ({
      id: row.id,
      text: row.search_text,
      type: row.game_type,
      vendor: row.vendor_code,
      classify: row.classify,
    }));
  });
}

/**
 * The cards of `ids`, in that order. Cards already read for a search are kept per merchant and
 * language, and dropped with the rest of the catalogue cache: a page reads from the database
 * only the cards no search has shown yet, and what is kept is bounded by the catalogue, not by
 * the terms visitors type.
 */
async function pageCards(
  q: Queryable,
  cache: CatalogueCache,
  merchant: Merchant,
  language: string,
  ids: readonly bigint[],
): Promise<GameCard[]> {
  const known = await cache.get(`cards:${merchant.id}:${language}`, async () => {
    return new Map<string, GameCard>();
  });
  const missing = ids.filter((id) => !known.has(id.toString()));
  if (missing.length > 0) {
    for (const card of await cardsByIds(q, merchant, language, missing)) {
      known.set(card.nodeId, card);
    }
  }
  return ids.flatMap((id) => {
    const card = known.get(id.toString());
    return card ? [card] : [];
  });
}

/**
 * A page of the name search: the same filters, order (names starting with the term first,
 * then display order) and totals as `gamePage`, with the matching done on the in-memory index
 * and the page's cards read through `pageCards`.
 */
export async function namePage(
  q: Queryable,
  cache: CatalogueCache,
  index: readonly IndexedGame[],
  merchant: Merchant,
  language: string,
  filters: Omit<GameFilters, 'hotOnly'> & { gameName: string },
  page: { pageNo: number; pageSize: number },
): Promise<CardPage> {
  const term = filters.gameName.toLowerCase();
  const classify =
    filters.gameClassify && filters.gameClassify.toUpperCase() !== 'ALL'
      ? filters.gameClassify.toUpperCase()
      : undefined;
  const prefix: bigint[] = [];
  const inner: bigint[] = [];
  for (const game of index) {
    if (filters.gameType && game.type !== filters.gameType) continue;
    if (filters.vassalage && game.vendor !== filters.vassalage) continue;
    if (classify && game.classify !== classify) continue;
    const at = game.text.indexOf(term);
    if (at === 0) prefix.push(game.id);
    else if (at > 0) inner.push(game.id);
  }
  const matches = prefix.concat(inner);
  const start = (page.pageNo - 1) * page.pageSize;
  const ids = matches.slice(start, start + page.pageSize);
  return {
    cards: await pageCards(q, cache, merchant, language, ids),
    total: matches.length,
    totalPages: Math.ceil(matches.length / page.pageSize),
  };
}
