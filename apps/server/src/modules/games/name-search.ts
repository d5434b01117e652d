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
  /** Keyed by `trigramAt`: one number per trigram. */
  postings: ReadonlyMap<number, Int32Array>;
}

/**
 * The trigram at `at` as one number, its three UTF-16 code units 16 bits each (48 bits, exact
 * in a double). Built from numbers, the demo catalogue's index (ten thousand games) takes about
 * a third of the time it took from three-letter strings: no string is made per trigram.
 */
function trigramAt(text: string, at: number): number {
  return (
    text.charCodeAt(at) * 0x1_0000_0000 +
    text.charCodeAt(at + 1) * 0x1_0000 +
    text.charCodeAt(at + 2)
  );
}

function trigramsOf(text: string): Set<number> {
  const out = new Set<number>();
  for (let at = 0; at + gram <= text.length; at += 1) out.add(trigramAt(text, at));
  return out;
}

/** The index of `games` (kept in their order). */
export function buildIndex(games: readonly IndexedGame[]): NameIndex {
  const lists = new Map<number, number[]>();
  games.forEach(({ text }, position) => {
    for (let at = 0; at + gram <= text.length; at += 1) {
      const trigram = trigramAt(text, at);
      const list = lists.get(trigram);
      if (list === undefined) lists.set(trigram, [position]);
      // Positions come in order, so a trigram seen again in the same name is the last one.
      else if (list[list.length - 1] !== position) list.push(position);
    }
  });
  const postings = new Map<number, Int32Array>();
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
    // The whole visible catalogue as one JSON text, not a row per game: each row handed back
    // costs a few microseconds in the driver (in PGlite, with the event loop held), and ten
    // thousand of them took twice as long as building and parsing the one value.
    const [row] = await q.query<{ games: string }>(
      `select coalesce(json_agg(json_build_array(g.id::text, g.search_text, g.game_type,
                 g.vendor_code, g.classify) order by g.sort, g.id), '[]')::text as games
       from ${visibleGames(1)}`,
      [merchant.id],
    );
    const games = JSON.parse(row!.games) as Array<[string, string, string, string, string | null]>;
    return buildIndex(
      games.map(([id, text, type, vendor, classify]) => ({
        id: BigInt(id),
        text,
        type,
        vendor,
        classify,
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
