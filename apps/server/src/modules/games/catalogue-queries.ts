import type { GameCard } from '@portal/contract/game-card';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { cardColumns, hotFlag, toCard, visibleGames, type CardRow } from './catalogue.ts';

/** Filters of the list calls; absent means any. */
export interface GameFilters {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  /** Matched case-insensitively anywhere in the game's names of every language. */
  gameName?: string | undefined;
  hotOnly?: boolean;
}

/** A page of cards (CDN-less) with the totals of the filtered list. */
export interface CardPage {
  cards: GameCard[];
  total: number;
  totalPages: number;
}

function whereOf(filters: Omit<GameFilters, 'gameName'>, params: unknown[]): string {
  const parts: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length}`));
  };
  if (filters.gameType) add('g.game_type = ?', filters.gameType);
  if (filters.vassalage) add('g.vendor_code = ?', filters.vassalage);
  if (filters.gameClassify && filters.gameClassify.toUpperCase() !== 'ALL')
    add('g.classify = ?', filters.gameClassify.toUpperCase());
  // Hot for this merchant: its override first. The global partial index `game_hot` no longer
  // narrows this (an override may make any game hot); the type and vendor indexes still do, and
  // hot lists are cached per merchant.
  if (filters.hotOnly) parts.push(hotFlag);
  return parts.map((part) => ` and ${part}`).join('');
}

/**
 * One page of the merchant's visible games, in display order. A page beyond the last answers no
 * cards and the real totals. The name search is `namePage` (name-search.ts).
 */
export async function gamePage(
  q: Queryable,
  merchant: Merchant,
  language: string,
  filters: Omit<GameFilters, 'gameName'>,
  page: { pageNo: number; pageSize: number },
): Promise<CardPage> {
  const params: unknown[] = [merchant.id, language];
  const where = whereOf(filters, params);
  const countParams = [...params];
  const order = 'g.sort, g.id';
  params.push(page.pageSize, (page.pageNo - 1) * page.pageSize);
  const [rows, counted] = await Promise.all([
    q.query<CardRow>(
      `select ${cardColumns(2)} from ${visibleGames(1)}${where}
       order by ${order} limit $${params.length - 1} offset $${params.length}`,
      params,
    ),
    q.query<{ n: number }>(
      // $2 (the language) is unused here but keeps the numbering of the shared filters.
      `select count(*)::int as n, $2::text as l from ${visibleGames(1)}${where}`,
      countParams,
    ),
  ]);
  const total = counted[0]?.n ?? 0;
  return {
    cards: rows.map((row) => toCard(row, '')),
    total,
    totalPages: Math.ceil(total / page.pageSize),
  };
}
