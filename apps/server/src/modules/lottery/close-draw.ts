import { createHash, createHmac } from 'node:crypto';
import { deriveDraw, type DrawInput } from '@portal/contract/lottery/draw';
import type { Hmac } from '@portal/contract/lottery/webcrypto-hmac';
import type { Db } from '../../db/db.ts';
import type { Keyring } from '../../merchant/key-sealing.ts';
import { chainById, seedAt } from './chains.ts';
import type { LotteryGame } from './lottery-terms.ts';
import { periodColumns, type PeriodRow } from './periods.ts';
import { fingerprintOf, fingerprintTickets } from './tickets.ts';

/**
 * Closing and drawing a period (reference section 4). The close takes the period row FOR
 * UPDATE, which waits for every bet still holding it FOR SHARE; a bet arriving later finds it
 * closed. The close seals the ticket count, their stakes and the Merkle root over them, so a
 * ticket added, removed or altered afterwards shows. The draw reveals the period's seed and
 * derives the result from it (RNG games only; MANUAL games wait for an operator's result).
 */

/** HMAC-SHA256 from node:crypto, the same bytes as WebCrypto's, for the engine's draws. */
export const nodeHmac: Hmac = async (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

type PeriodKey = { merchantId: number; gameCode: string; periodNo: string };

const keyParams = (p: PeriodKey) => [p.merchantId, p.gameCode, p.periodNo];

/** Closes a period whose sales time is over; false when it was not due or already closed. */
export async function closePeriod(db: Db, period: PeriodKey, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ status: string; closes_at: Date }>(
      `select status, closes_at from lottery_period
       where merchant_id = $1 and game_code = $2 and period_no = $3 for update`,
      keyParams(period),
    );
    if (!row || !['SCHEDULED', 'OPEN'].includes(row.status)) return false;
    if (row.closes_at.getTime() > now) return false;
    const tickets = await fingerprintTickets(tx, period);
    await tx.query(
      `update lottery_period set status = 'CLOSED', ticket_count = $4, ticket_sum = $5,
         fingerprint = $6
       where merchant_id = $1 and game_code = $2 and period_no = $3`,
      [
        ...keyParams(period),
        tickets.length,
        tickets.reduce((sum, t) => sum + t.stake, 0n).toString(),
        await fingerprintOf(tickets),
      ],
    );
    return true;
  });
}

/** The draw of a period from its revealed seed: the inputs any player can recompute. */
export function drawInput(game: LotteryGame, periodNo: string, seed: Uint8Array): DrawInput {
  return { serverSeed: seed, gameCode: game.gameCode, periodId: periodNo, shape: game.shape };
}

/** Draws a closed RNG period at its draw time; false when it was not due or already drawn. */
export async function drawPeriod(
  db: Db,
  keyring: Keyring,
  game: LotteryGame,
  periodNo: string,
  now: number,
): Promise<boolean> {
  if (game.drawSource !== 'RNG') return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<PeriodRow>(
      `select ${periodColumns} from lottery_period
       where merchant_id = $1 and game_code = $2 and period_no = $3 for update`,
      [game.merchantId, game.gameCode, periodNo],
    );
    if (!row || row.status !== 'CLOSED' || row.draws_at.getTime() > now) return false;
    if (row.chain_id === null || row.chain_index === null) {
      throw new Error(`lottery period ${game.gameCode} ${periodNo} has no seed`);
    }
    const chain = await chainById(tx, keyring, {
      merchantId: game.merchantId,
      gameCode: game.gameCode,
      id: row.chain_id,
    });
    const seed = seedAt(chain, row.chain_index);
    // The seed must be the one committed to when the period opened.
    if (createHash('sha256').update(seed).digest('hex') !== row.commitment) {
      throw new Error(`lottery period ${game.gameCode} ${periodNo} seed breaks its commitment`);
    }
    const result = await deriveDraw(drawInput(game, periodNo, seed), nodeHmac);
    await tx.query(
      `update lottery_period set status = 'DRAWN', seed = $4, result = $5::int[],
         result_version = 1, drawn_at = $6
       where merchant_id = $1 and game_code = $2 and period_no = $3`,
      [
        game.merchantId,
        game.gameCode,
        periodNo,
        seed.toString('hex'),
        result,
        new Date(now).toISOString(),
      ],
    );
    return true;
  });
}
