import type { pointsEndpoints } from '@portal/contract/points';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import type { Db } from '../../db/db.ts';
import {
  merchantColumns,
  merchantFromRow,
  type Merchant,
  type MerchantRow,
} from '../../merchant/merchant.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { callEncrypted } from '../../testing/accounts.ts';
import { callAs, fundedMember, newKey, testWithdrawPassword } from '../../testing/wallet-kit.ts';
import { ops } from '../content/content-test-kit.ts';
import { postPoints } from './point-accounts.ts';

/** The demo brand as the server sees it. */
export async function demoBrand(db: Db): Promise<Merchant> {
  const [row] = await db.query<MerchantRow>(
    `select ${merchantColumns} from merchant where code = 'demo'`,
  );
  return merchantFromRow(row!);
}

/** The rules the tests earn by: RNG 2 points per 10.00, live 1 per 5.00, deposits 1 per 1.00. */
export const testRules = {
  enabled: true,
  graceSeconds: 60,
  earning: {
    rng: { unit: '10', points: 2 },
    live: { unit: '5', points: 1 },
    lottery: { unit: '1', points: 0 },
    pvp: { unit: '1', points: 0 },
    sports: { unit: '1', points: 0 },
    deposit: { unit: '1', points: 1 },
  },
  convert: { enabled: true, points: '100', amount: '1', minPoints: '200', turnoverMultiple: 1 },
};

/** Puts the brand's points rules in place through the operator call. */
export async function setRules(t: TestApp, rules: object = testRules): Promise<void> {
  const res = await ops(t, 'PUT', '/ops/merchants/demo/points/settings', rules);
  if (res.statusCode !== 200) throw new Error(`points settings: ${res.statusCode} ${res.body}`);
}

/** Moves the brand's earning mark: play settled from `at` on earns at the next run. */
export async function setMark(db: Db, merchant: Merchant, at: number): Promise<void> {
  await db.query(
    `insert into point_earning_mark (merchant_id, earned_until) values ($1, $2)
     on conflict (merchant_id) do update set earned_until = excluded.earned_until`,
    [merchant.id, new Date(at)],
  );
}

/** One settled (or other) bet on a game of `gameType`. */
export interface PlaySpec {
  memberId: string;
  gameType: 'RNG' | 'LIVE' | 'FISH' | 'LOTT';
  stake: bigint;
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
  await db.query(
    `insert into bet (merchant_id, member_id, game_id, vendor_code, round_id, currency, stake,
       payout, status, created_at, settled_at)
     select $1, x.m, g.id, g.vendor_code, x.r, $2, x.s, 0, x.st, x.at,
       case when x.st = 'open' then null else x.at end
     from unnest($3::int8[], $4::text[], $5::text[], $6::int8[], $7::text[], $8::timestamptz[])
       as x(m, gt, r, s, st, at)
     join lateral (select id, vendor_code from game where game_type = x.gt order by id limit 1) g
       on true`,
    [
      merchant.id,
      merchant.currency,
      play.map((p) => p.memberId),
      play.map((p) => p.gameType),
      play.map(() => `points-kit-${process.pid}-${(rounds += 1)}`),
      play.map((p) => p.stake.toString()),
      play.map((p) => p.status ?? 'settled'),
      play.map((p) => new Date(p.at).toISOString()),
    ],
  );
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
      `points-kit-${rounds}`,
      amount.toString(),
      merchant.currency,
      new Date(at),
    ],
  );
}

/** A member with a balance and a withdrawal password, logged in. */
export async function pointsMember(t: TestApp, account: string, balance = '0') {
  const member = await fundedMember(t, account, balance);
  const { withdrawPassword } = withdrawalsEndpoints;
  expectOk(
    await callAs(t, withdrawPassword, member.token, {
      newPassword: testWithdrawPassword,
      confirmPassword: testWithdrawPassword,
    }),
    withdrawPassword,
  );
  return member;
}

/** Gives a member points straight through the ledger, as an earning would. */
export async function givePoints(
  db: Db,
  merchant: Merchant,
  memberId: string,
  points: bigint,
): Promise<void> {
  rounds += 1;
  await db.transaction((tx) =>
    postPoints(tx, {
      merchantId: merchant.id,
      memberId,
      points,
      kind: 'points_rng',
      key: `points-kit-give:${process.pid}:${rounds}`,
    }),
  );
}

/** Redeem or convert as the web app sends them: encrypted, under an Idempotency-Key. */
export function sendPoints(
  t: TestApp,
  endpoint: typeof pointsEndpoints.redeem | typeof pointsEndpoints.convert,
  token: string,
  input: Record<string, unknown>,
  key = newKey(),
) {
  return callEncrypted(
    t,
    endpoint,
    { withdrawPassword: testWithdrawPassword, ...input },
    { token, headers: { 'idempotency-key': key } },
  );
}
