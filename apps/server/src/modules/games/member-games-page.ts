import type { GameCard, GameType } from '@portal/contract/game-card';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import {
  cardColumns,
  catalogueLanguage,
  pickCdn,
  toCard,
  visibleGames,
  type CardRow,
} from './catalogue.ts';

/** The member's own lists of games: favourites and recent games. */
const links = {
  favourites: { table: 'favourite_game', order: 'l.created_at desc, g.id desc' },
  recent: { table: 'recent_game', order: 'l.last_played_at desc, g.id' },
} as const;

export interface MemberGamesQuery {
  list: keyof typeof links;
  merchant: Merchant;
  memberId: string;
  language: string | undefined;
  gameType: GameType | undefined;
  vassalage: string | undefined;
  pageNo: number;
  pageSize: number;
}

/**
 * A page of a member's linked games as cards, with the catalogue's visibility rules applied (a
 * game the merchant switched off disappears from the member's lists too).
 */
export async function memberGamesPage(
  db: Queryable,
  query: MemberGamesQuery,
): Promise<{ cards: GameCard[]; total: number; totalPages: number }> {
  const link = links[query.list];
  const params: unknown[] = [
    query.merchant.id,
    catalogueLanguage(query.language, query.merchant),
    query.memberId,
  ];
  let where = '';
  if (query.gameType) {
    params.push(query.gameType);
    where += ` and g.game_type = $${params.length}`;
  }
  if (query.vassalage) {
    params.push(query.vassalage);
    where += ` and g.vendor_code = $${params.length}`;
  }
  const from = visibleGames(1).replace(
    'game g join',
    `${link.table} l join game g on g.id = l.game_id join`,
  );
  const counted = await db.query<{ n: number }>(
    `select count(*)::int as n, $2::text as l from ${from} and l.member_id = $3${where}`,
    params,
  );
  params.push(query.pageSize, (query.pageNo - 1) * query.pageSize);
  const rows = await db.query<CardRow>(
    `select ${cardColumns(2)} from ${from} and l.member_id = $3${where}
     order by ${link.order} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  const total = counted[0]?.n ?? 0;
  const cdn = pickCdn(query.merchant.imageCdns);
  return {
    cards: rows.map((row) => toCard(row, cdn)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
