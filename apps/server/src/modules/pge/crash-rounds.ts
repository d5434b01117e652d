import { randomBytes } from 'node:crypto';
import type { CrashHistoryEntry } from '@portal/contract/pge-crash';
import type { Db, Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { seedHash } from './fair.ts';
import { commitmentOf, crashPointOf, msToReach, multiplierAt, seedAt } from './crash-chain.ts';

/**
 * The shared crash round of a brand, kept in the database so every node sees the same round on
 * the server clock, and a restart in the middle of a round loses nothing: the round engine is a
 * set of idempotent steps (open the next round, cash out due bets, settle a crashed round) that
 * any node may run at any time. Wins leave through `pge_win_outbox` (see `crash-bets.ts`).
 */

export interface CrashSettings {
  bettingMs: number;
  pauseMs: number;
  chainLength: number;
}

export interface CrashRound {
  merchantId: number;
  roundNo: number;
  chainId: number;
  chainIndex: number;
  /** Secret while the round is open: never sent before `crashesMs`. */
  seed: string;
  /** Crash point, hundredths. */
  crash: number;
  bettingEndsMs: number;
  crashesMs: number;
  settled: boolean;
}

export type CrashPhase = 'betting' | 'running' | 'crashed';

export function phaseOf(round: CrashRound, now: number): CrashPhase {
  if (now < round.bettingEndsMs) return 'betting';
  return now < round.crashesMs ? 'running' : 'crashed';
}

/** The multiplier a running round shows at `now` (hundredths); the crash point once crashed. */
export function shownMultiplier(round: CrashRound, now: number): number {
  if (now >= round.crashesMs) return round.crash;
  return multiplierAt(now - round.bettingEndsMs);
}

const roundColumns = `merchant_id, round_no::int as round_no, chain_id::int as chain_id, chain_index,
  seed, crash, betting_ends_ms::float8 as betting_ends_ms, crashes_ms::float8 as crashes_ms,
  settled_at is not null as settled`;

interface RoundRow {
  merchant_id: number;
  round_no: number;
  chain_id: number;
  chain_index: number;
  seed: string;
  crash: number;
  betting_ends_ms: number;
  crashes_ms: number;
  settled: boolean;
}

const toRound = (r: RoundRow): CrashRound => ({
  merchantId: r.merchant_id,
  roundNo: r.round_no,
  chainId: r.chain_id,
  chainIndex: r.chain_index,
  seed: r.seed,
  crash: r.crash,
  bettingEndsMs: r.betting_ends_ms,
  crashesMs: r.crashes_ms,
  settled: r.settled,
});

/** The latest round of a brand, or null before its first. */
export async function latestRound(q: Queryable, merchantId: number): Promise<CrashRound | null> {
  const [row] = await q.query<RoundRow>(
    `select ${roundColumns} from pge_crash_round where merchant_id = $1 order by round_no desc limit 1`,
    [merchantId],
  );
  return row ? toRound(row) : null;
}

/** One round by number. */
export async function roundByNo(
  q: Queryable,
  merchantId: number,
  roundNo: number,
): Promise<CrashRound | null> {
  const [row] = await q.query<RoundRow>(
    `select ${roundColumns} from pge_crash_round where merchant_id = $1 and round_no = $2`,
    [merchantId, roundNo],
  );
  return row ? toRound(row) : null;
}

export interface CrashChain {
  id: number;
  length: number;
  commitment: string;
  salt: string;
}

export async function chainOf(
  q: Queryable,
  chainId: number,
): Promise<CrashChain & { top: string }> {
  const [row] = await q.query<{
    id: number;
    top_seed: string;
    length: number;
    commitment: string;
    salt: string;
  }>(
    'select id::int as id, top_seed, length, commitment, salt from pge_crash_chain where id = $1',
    [chainId],
  );
  if (!row) throw new Error(`crash chain ${chainId} is missing`);
  return {
    id: row.id,
    top: row.top_seed,
    length: row.length,
    commitment: row.commitment,
    salt: row.salt,
  };
}

async function newChain(q: Queryable, merchantId: number, length: number): Promise<number> {
  const top = randomBytes(32).toString('hex');
  const salt = randomBytes(16).toString('hex');
  const [row] = await q.query<{ id: number }>(
    `insert into pge_crash_chain (merchant_id, top_seed, length, commitment, salt)
     values ($1, $2, $3, $4, $5) returning id::int as id`,
    [merchantId, top, length, commitmentOf(top, length), salt],
  );
  return row!.id;
}

/**
 * The round a player sees now: the latest one while it is betting, running or in its pause
 * after the crash; otherwise the next round is opened (one node wins the advisory lock, the
 * others read what it wrote). A brand nobody watched for a while starts betting at `now`.
 */
export async function currentRound(
  db: Db,
  merchant: Merchant,
  settings: CrashSettings,
  now: number,
): Promise<CrashRound> {
  const latest = await latestRound(db, merchant.id);
  if (latest && now < latest.crashesMs + settings.pauseMs) return latest;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`pge-crash:${merchant.id}`]);
    const last = await latestRound(tx, merchant.id);
    if (last && now < last.crashesMs + settings.pauseMs) return last;
    let chainId: number;
    let index: number;
    if (last) {
      const chain = await chainOf(tx, last.chainId);
      if (last.chainIndex < chain.length) {
        chainId = chain.id;
        index = last.chainIndex + 1;
      } else {
        chainId = await newChain(tx, merchant.id, settings.chainLength);
        index = 1;
      }
    } else {
      chainId = await newChain(tx, merchant.id, settings.chainLength);
      index = 1;
    }
    const chain = await chainOf(tx, chainId);
    const seed = seedAt(chain.top, chain.length, index);
    const crash = crashPointOf(seed, chain.salt);
    const bettingEndsMs = now + settings.bettingMs;
    const [row] = await tx.query<RoundRow>(
      `insert into pge_crash_round
         (merchant_id, round_no, chain_id, chain_index, seed, crash, betting_ends_ms, crashes_ms)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${roundColumns}`,
      [
        merchant.id,
        (last?.roundNo ?? 0) + 1,
        chainId,
        index,
        seed,
        crash,
        bettingEndsMs,
        bettingEndsMs + msToReach(crash),
      ],
    );
    return toRound(row!);
  });
}

/** Crashed rounds of a brand not settled yet (a node stopped before it settled them). */
export async function unsettledCrashed(
  q: Queryable,
  merchantId: number,
  now: number,
): Promise<CrashRound[]> {
  const rows = await q.query<RoundRow>(
    `select ${roundColumns} from pge_crash_round
     where merchant_id = $1 and settled_at is null and crashes_ms <= $2 order by round_no limit 50`,
    [merchantId, now],
  );
  return rows.map(toRound);
}

/** The brands with crashed rounds left to settle. */
export async function merchantsWithUnsettled(q: Queryable, now: number): Promise<number[]> {
  const rows = await q.query<{ merchant_id: number }>(
    `select distinct merchant_id from pge_crash_round where settled_at is null and crashes_ms <= $1`,
    [now],
  );
  return rows.map((r) => r.merchant_id);
}

/** The last crashed rounds, newest first. */
export async function crashHistory(
  q: Queryable,
  merchantId: number,
  now: number,
  limit = 12,
): Promise<CrashHistoryEntry[]> {
  const rows = await q.query<RoundRow>(
    `select ${roundColumns} from pge_crash_round
     where merchant_id = $1 and crashes_ms <= $2 order by round_no desc limit $3`,
    [merchantId, now, limit],
  );
  return rows.map((r) => ({
    roundNo: r.round_no,
    crash: r.crash,
    seed: r.seed,
    hash: seedHash(r.seed),
    chainIndex: r.chain_index,
  }));
}
