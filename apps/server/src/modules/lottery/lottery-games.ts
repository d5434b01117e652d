import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import {
  lotteryGameColumns,
  lotteryGameFromRow,
  type LotteryGame,
  type LotteryGameRow,
} from './lottery-terms.ts';

/**
 * A brand's enabled lottery games, in lobby order. A game whose stored terms do not hold
 * together (`termsProblems`) is left out, as if disabled, so a bad edit never sells.
 */
export async function enabledGames(q: Queryable, merchantId: number): Promise<LotteryGame[]> {
  const rows = await q.query<LotteryGameRow>(
    `select ${lotteryGameColumns} from lottery_game
     where merchant_id = $1 and enabled order by sort, game_code`,
    [merchantId],
  );
  return rows.flatMap((row) => {
    const game = lotteryGameFromRow(row);
    return game === null ? [] : [game];
  });
}

/** One enabled game of the brand; 404 `lottery_game_unavailable` otherwise. */
export async function enabledGame(
  q: Queryable,
  merchantId: number,
  gameCode: string,
): Promise<LotteryGame> {
  const [row] = await q.query<LotteryGameRow>(
    `select ${lotteryGameColumns} from lottery_game
     where merchant_id = $1 and game_code = $2 and enabled`,
    [merchantId, gameCode],
  );
  const game = row ? lotteryGameFromRow(row) : null;
  if (game === null) throw new AppError('lottery_game_unavailable');
  return game;
}
