import type { gameTypes } from '@portal/contract/constants';
import type { Db } from '../db/db.ts';
import {
  merchantColumns,
  merchantFromRow,
  type Merchant,
  type MerchantRow,
} from '../merchant/merchant.ts';

/**
 * Play and deposits written straight into the tables, as the game and deposit paths leave
 * them, for the jobs that read settled play (points earning, VIP progress, manual rebate).
 */

/** The demo brand as the server sees it. */
export async function demoBrand(db: Db): Promise<Merchant> {
  const [row] = await db.query<MerchantRow>(
    `select ${merchantColumns} from merchant where code = 'demo'`,
  );
  return merchantFromRow(row!);
}

type GameType = (typeof gameTypes)[number];

/** One settled (or other) bet on a game of `gameType`. */
export interface PlaySpec {
  memberId: string;
  gameType: GameType;
  stake: bigint;
  /** What the bet paid (default nothing). */
  payout?: bigint;
  at: number;
  status?: 'settled' | 'open' | 'rolled_back';
}

let rounds = 0;

/** Writes bets as the game paths do, on the first catalogue game of each type. */
export async function addPlay(
  db: Db,
  merchant: Merchant,
  play: readonly PlaySpec[],
): Promise<void> {
  if (play.length === 0) return;
  const written = await db.query(
    `insert into bet (merchant_id, member_id, game_id, vendor_code, round_id, currency, stake,
       payout, status, created_at, settled_at)
     select $1, x.m, g.id, g.vendor_code, x.r, $2, x.s, x.p, x.st, x.at,
       case when x.st = 'open' then null else x.at end
     from unnest($3::int8[], $4::text[], $5::text[], $6::int8[], $7::text[], $8::timestamptz[],
       $9::int8[]) as x(m, gt, r, s, st, at, p)
     join lateral (select id, vendor_code from game where game_type = x.gt order by id limit 1) g
       on true
     returning 1`,
    [
      merchant.id,
      merchant.currency,
      play.map((p) => p.memberId),
      play.map((p) => p.gameType),
      play.map(() => `play-kit-${process.pid}-${(rounds += 1)}`),
      play.map((p) => p.stake.toString()),
      play.map((p) => p.status ?? 'settled'),
      play.map((p) => new Date(p.at).toISOString()),
      play.map((p) => (p.payout ?? 0n).toString()),
    ],
  );
  // A game type the database has no game of writes nothing: the catalogue was not seeded.
  if (written.length !== play.length) throw new Error('addPlay: seed the game catalogue first');
}

/** A credited deposit of `amount` (minor units) settled at `at`. */
export async function addDeposit(
  db: Db,
  merchant: Merchant,
  memberId: string,
  amount: bigint,
  at: number,
): Promise<void> {
  rounds += 1;
  await db.query(
    `insert into wallet_op (merchant_id, member_id, kind, idempotency_key, request_hash, state,
       amount, currency, channel_id, provider, settled_at)
     values ($1, $2, 'deposit', $3, 'test', 'posted', $4, $5, 'pix-demo', 'demo', $6)`,
    [
      merchant.id,
      memberId,
      `play-kit-${rounds}`,
      amount.toString(),
      merchant.currency,
      new Date(at),
    ],
  );
}
