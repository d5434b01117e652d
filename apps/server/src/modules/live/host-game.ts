import type { GameCard } from '@portal/contract/game-card';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import {
  cardColumns,
  catalogueLanguage,
  pickCdn,
  toCard,
  visibleGames,
  type CardRow,
} from '../games/catalogue.ts';

/**
 * The catalogue card of the game a host presents, as the brand's lobby shows it (its vendor
 * and the game switched on for the brand); null when the code is not there, so the room never
 * offers a button that cannot start a game.
 */
export async function hostGameCard(
  q: Queryable,
  merchant: Merchant,
  language: string,
  gameCode: string | null,
): Promise<GameCard | null> {
  if (gameCode === null || gameCode === '') return null;
  const [row] = await q.query<CardRow>(
    `select ${cardColumns(2)} from ${visibleGames(1)} and g.game_code = $3
     order by g.merchant_id nulls last, g.id limit 1`,
    [merchant.id, catalogueLanguage(language, merchant), gameCode],
  );
  return row ? toCard(row, pickCdn(merchant.imageCdns)) : null;
}
