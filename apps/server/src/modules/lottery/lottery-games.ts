import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import {
  lotteryGameColumns,
  lotteryGameFromRow,
  type LotteryGame,
  type LotteryGameRow,
} from './lottery-terms.ts';

/**
 * The last read of each brand's games, with the fingerprint of the rows it was read from, per
 * database handle (test processes open several databases cloned from one template, whose row
 * versions can match).
 */
const known = new WeakMap<
  Queryable,
  Map<number, { fingerprint: string; games: readonly LotteryGame[] }>
>();

/**
 * A brand's enabled lottery games, in lobby order. A game whose stored terms do not hold
 * together (`termsProblems`) is left out, as if disabled, so a bad edit never sells.
 *
 * The draw engine asks every second and the lobby and menus on every call, for rows that
 * change a few times a year; reading them whole (tens of games, each with its odds and names)
 * cost more than the rest of an engine step. A fingerprint of the rows (their count and row
 * versions, which any insert, update or delete changes, on any node) is read instead, and the
 * rows only when it moved. The games are frozen: callers share them.
 */
export async function enabledGames(
  q: Queryable,
  merchantId: number,
): Promise<readonly LotteryGame[]> {
  const [mark] = await q.query<{ fingerprint: string }>(
    `select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) || ':'
            || coalesce(sum(xmin::text::bigint), 0) as fingerprint
     from lottery_game where merchant_id = $1`,
    [merchantId],
  );
  const fingerprint = mark?.fingerprint ?? '';
  let byMerchant = known.get(q);
  if (!byMerchant) {
    byMerchant = new Map();
    known.set(q, byMerchant);
  }
  const cached = byMerchant.get(merchantId);
  if (cached && cached.fingerprint === fingerprint) return cached.games;
  const rows = await q.query<LotteryGameRow>(
    `select ${lotteryGameColumns} from lottery_game
     where merchant_id = $1 and enabled order by sort, game_code`,
    [merchantId],
  );
  const games = rows.flatMap((row) => {
    const game = lotteryGameFromRow(row);
    return game === null ? [] : [Object.freeze(game)];
  });
  byMerchant.set(merchantId, { fingerprint, games });
  return games;
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
