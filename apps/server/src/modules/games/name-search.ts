import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { cardsByIds, visibleGames } from './catalogue.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { CardPage, GameFilters } from './catalogue-queries.ts';
import type { GameCard } from '@portal/contract/game-card';

/** One visible game as the name search needs it, in display order. */
export interface IndexedGame {
  id: bigint;
  /** Lower-cased names of every language, newline separated (the `search_text` column). */
  text: string;
  type: string;
  vendor: string;
  classify: string | null;
}

/** Terms shorter than this are matched by a scan: too short to narrow by trigrams. */
const gram = 3;

/**
 * A merchant's visible games for the name search, in display order, with a trigram index over
 * their names: each three-letter sequence maps to the positions (ascending) of the games whose
 * names hold it. A term of three letters or more is looked up by intersecting its trigrams'
 * lists, shortest first, and only those candidates are checked for the term itself, so a search
 * touches the few games that can match rather than the whole catalogue.
 */
export interface NameIndex {
  games: readonly IndexedGame[];
  postings: ReadonlyMap<string, Int32Array>;
}

function trigramsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (let at = 0; at + gram <= text.length; at += 1) out.add(text.slice(at, at + gram));
  return out;
}

/** The index of `games` (kept in their order). */
export function buildIndex(games: readonly IndexedGame[]): NameIndex {
  const lists = new Map<string, number[]>();
  games.forEach((game, position) => {
    for (const trigram of trigramsOf(game.text)) {
      const list = lists.get(trigram);
      if (list === undefined) lists.set(trigram, [position]);
      else list.push(position);
    }
  });
  const postings = new Map<string, Int32Array>();
  for (const [trigram, list] of lists) postings.set(trigram, Int32Array.from(list));
  return { games, postings };
}

/**
 * The positions of the games whose names may hold `term`, ascending: every position for a short
 * term, else the intersection of its trigrams' lists (empty when one trigram is unknown).
 */
export function candidates(index: NameIndex, term: string): Iterable<number> {
  if (term.length < gram) return index.games.keys();
  const lists: Int32Array[] = [];
  for (const trigram of trigramsOf(term)) {
    const list = index.postings.get(trigram);
    if (list === undefined) return [];
    lists.push(list);
  }
  lists.sort((a, b) => a.length - b.length);
  let result = lists[0]!;
  for (const list of lists.slice(1)) {
    const kept: number[] = [];
    let at = 0;
    for (const position of result) {
      while (at < list.length && list[at]! < position) at += 1;
      if (at === list.length) break;
      if (list[at] === position) kept.push(position);
    }
    result = Int32Array.from(kept);
    if (result.length === 0) break;
  }
  return result;
}

/**
 * The name index of a merchant's visible games, held in memory beside the other cached
 * catalogue answers (and dropped with them when the catalogue changes, on every node, so it
 * is rebuilt from the new catalogue on the next search). The same index serves the embedded
 * database and PostgreSQL: it answers without a round trip to either.
 */
export function nameIndex(
  q: Queryable,
  cache: CatalogueCache,
  merchant: Merchant,
): Promise<NameIndex> {
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
    return buildIndex(
      rows.map((row) => ({
        id: row.id,
        text: row.search_text,
        type: row.game_type,
        vendor: row.vendor_code,
        classify: row.classify,
      })),
    );
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
 * (candidates from the trigrams, each checked for the term) and the page's cards read through
 * `pageCards`.
 */
export async function namePage(
  q: Queryable,
  cache: CatalogueCache,
  index: NameIndex,
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
  for (const position of candidates(index, term)) {
    const game = index.games[position]!;
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
