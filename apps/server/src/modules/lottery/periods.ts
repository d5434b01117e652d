import type { PeriodStatus, PeriodView } from '@portal/contract/lottery/wire';
import type { Queryable, Tx } from '../../db/db.ts';
import type { Keyring } from '../../merchant/key-sealing.ts';
import { commitmentsFrom, currentChain } from './chains.ts';
import type { LotteryGame } from './lottery-terms.ts';
import { slotsBetween } from './schedule.ts';

/** A `lottery_period` row as the engine reads it. */
export interface PeriodRow {
  merchant_id: number;
  game_code: string;
  period_no: string;
  status: PeriodStatus;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  chain_id: bigint | null;
  chain_index: number | null;
  commitment: string | null;
  seed: string | null;
  ticket_count: number | null;
  fingerprint: string | null;
  result: number[] | null;
  result_version: number;
}

export const periodColumns = `merchant_id, game_code, period_no, status, opens_at, closes_at,
  draws_at, chain_id, chain_index, commitment, seed, ticket_count, fingerprint, result, result_version`;

/**
 * A period as the wire shows it. The commitment of a period that has not opened stays hidden:
 * it is the seed of the period selling before it.
 */
export function periodView(row: PeriodRow, now: number): PeriodView {
  const opened = row.status !== 'SCHEDULED' || row.opens_at.getTime() <= now;
  return {
    periodNo: row.period_no,
    status: row.status === 'SCHEDULED' && opened ? 'OPEN' : row.status,
    opensAt: row.opens_at.getTime(),
    closesAt: row.closes_at.getTime(),
    drawsAt: row.draws_at.getTime(),
    seedCommitment: opened ? row.commitment : null,
    result: row.result,
  };
}

/** How far ahead periods are written: the running one and the two after it. */
const aheadPeriods = 2;

/**
 * Writes the game's periods from `now` until `aheadPeriods` periods later that do not exist
 * yet, each with the next index of the game's chain (RNG games), in time order, so consecutive
 * periods hold consecutive seeds. Runs under a per-game lock: two nodes never both schedule.
 */
export async function schedulePeriods(
  tx: Tx,
  keyring: Keyring,
  game: LotteryGame,
  timeZone: string,
  now: number,
): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
    `lottery:schedule:${game.merchantId}:${game.gameCode}`,
  ]);
  const [last] = await tx.query<{ draws_at: Date }>(
    `select draws_at from lottery_period where merchant_id = $1 and game_code = $2
     order by draws_at desc limit 1`,
    [game.merchantId, game.gameCode],
  );
  const from = Math.max(now, last?.draws_at.getTime() ?? 0);
  const slots = slotsBetween(game, timeZone, from, now + aheadPeriods * game.periodSeconds * 1000)
    // The slot holding `from` is the last written one when `from` is its draw time minus 0.
    .filter((slot) => last === undefined || slot.opensAt >= last.draws_at.getTime());
  if (slots.length === 0) return;
  let chainId: bigint | null = null;
  let indexes: number[] = [];
  let commitments: (string | null)[] = slots.map(() => null);
  if (game.drawSource === 'RNG') {
    const chain = await currentChain(tx, keyring, {
      merchantId: game.merchantId,
      gameCode: game.gameCode,
      length: game.chainLength,
    });
    // A chain about to run out serves what it has left; the next call starts a new one.
    const take = Math.min(slots.length, chain.length - chain.nextIndex);
    slots.length = take;
    chainId = chain.id;
    indexes = slots.map((_, i) => chain.nextIndex + i);
    commitments = commitmentsFrom(chain, chain.nextIndex, take);
    await tx.query('update lottery_chain set next_index = next_index + $2 where id = $1', [
      chain.id.toString(),
      take,
    ]);
  }
  await tx.query(
    `insert into lottery_period (merchant_id, game_code, period_no, opens_at, closes_at, draws_at,
       chain_id, chain_index, commitment)
     select $1, $2, p, o, c, d, $3, i, m
     from unnest($4::text[], $5::timestamptz[], $6::timestamptz[], $7::timestamptz[], $8::int[],
       $9::text[]) as x(p, o, c, d, i, m)`,
    [
      game.merchantId,
      game.gameCode,
      chainId?.toString() ?? null,
      slots.map((s) => s.periodNo),
      slots.map((s) => new Date(s.opensAt).toISOString()),
      slots.map((s) => new Date(s.closesAt).toISOString()),
      slots.map((s) => new Date(s.drawsAt).toISOString()),
      chainId === null ? slots.map(() => null) : indexes,
      commitments,
    ],
  );
}

/** The period running at `now` (selling, or closed awaiting its draw) and the one after it. */
export async function currentAndNext(
  q: Queryable,
  game: LotteryGame,
  now: number,
): Promise<{ current: PeriodRow | null; next: PeriodRow | null }> {
  const rows = await q.query<PeriodRow>(
    `select ${periodColumns} from lottery_period
     where merchant_id = $1 and game_code = $2 and draws_at > $3 and status <> 'CANCELLED'
     order by draws_at limit 2`,
    [game.merchantId, game.gameCode, new Date(now).toISOString()],
  );
  return { current: rows[0] ?? null, next: rows[1] ?? null };
}

/** The last drawn period of a game. */
export async function lastDrawn(q: Queryable, game: LotteryGame): Promise<PeriodRow | null> {
  const [row] = await q.query<PeriodRow>(
    `select ${periodColumns} from lottery_period
     where merchant_id = $1 and game_code = $2 and status in ('DRAWN', 'SETTLED')
     order by draws_at desc limit 1`,
    [game.merchantId, game.gameCode],
  );
  return row ?? null;
}
