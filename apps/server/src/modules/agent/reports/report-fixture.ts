import { createMember, loginOk } from '../../../testing/accounts.ts';
import { createSecondMerchant } from '../../../testing/second-merchant.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { testPassword } from '../../../testing/wallet-kit.ts';
import { zoneMidnight } from '@portal/contract/day-range';
import { houseAccount, memberAccount, postTransfer } from '../../ledger/ledger.ts';

/**
 * The agent reports' test world: random but seeded activity of a small agent tree, written
 * through the ledger (`postTransfer`, then dated in the past) and as `bet` rows, beside teams
 * and a brand that must never show up in it.
 *
 * Demo brand (America/Sao_Paulo):
 *   rpagent (agent) -> rpa1, rpa2, rpa3 (never plays), rpsub (agent)
 *   rpsub -> rps1, rps2, rpdeep (agent) -> rpd1
 *   rpother (another agent) -> rpb1, rpb2; rploner (no upline)
 * Beta brand (UTC): rpbeta (agent) -> rpc1.
 * Everyone but rpa3 plays and moves money, rpagent itself included.
 */

/** The days the activity spreads over (merchant calendar); the tests ask inside and around. */
export const window = { first: '2026-02-24', last: '2026-03-12' };

const dayMs = 86_400_000;

/** A small seeded generator (mulberry32): the same world on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof generator>;

/**
 * An instant of the window in the brand's zone: mostly anywhere in a day, often a moment
 * either side of a local midnight, where a day is easiest to get wrong.
 */
function instant(random: Random, timeZone: string): Date {
  const days = (Date.parse(window.last) - Date.parse(window.first)) / dayMs;
  const day = Date.parse(window.first) + random.int(0, days) * dayMs;
  const midnight = zoneMidnight(timeZone, day);
  if (random.chance(0.3)) return new Date(midnight + random.pick([-1000, -1, 0, 1, 999]));
  return new Date(midnight + random.int(0, dayMs - 1));
}

interface Spec {
  account: string;
  type: number;
  parent: string | null;
  merchant: 'demo' | 'beta';
}

const tree: Spec[] = [
  { account: 'rpagent', type: 1, parent: null, merchant: 'demo' },
  { account: 'rpother', type: 1, parent: null, merchant: 'demo' },
  { account: 'rpa1', type: 0, parent: 'rpagent', merchant: 'demo' },
  { account: 'rpb1', type: 0, parent: 'rpother', merchant: 'demo' },
  { account: 'rpsub', type: 2, parent: 'rpagent', merchant: 'demo' },
  { account: 'rpa2', type: 0, parent: 'rpagent', merchant: 'demo' },
  { account: 'rps1', type: 0, parent: 'rpsub', merchant: 'demo' },
  { account: 'rpb2', type: 0, parent: 'rpother', merchant: 'demo' },
  { account: 'rpa3', type: 0, parent: 'rpagent', merchant: 'demo' },
  { account: 'rpdeep', type: 41, parent: 'rpsub', merchant: 'demo' },
  { account: 'rps2', type: 0, parent: 'rpsub', merchant: 'demo' },
  { account: 'rpd1', type: 0, parent: 'rpdeep', merchant: 'demo' },
  { account: 'rploner', type: 0, parent: null, merchant: 'demo' },
  { account: 'rpbeta', type: 1, parent: null, merchant: 'beta' },
  { account: 'rpc1', type: 0, parent: 'rpbeta', merchant: 'beta' },
];

/** Ledger kinds the world posts: the reports' kinds and others they must leave out. */
const credits = ['deposit', 'bonus', 'raffle_prize', 'lottery_rebate', 'game_win', 'adjustment'];

export interface ReportWorld {
  /** Member ids by account. */
  ids: Map<string, string>;
  /** Bearer tokens of the accounts that call in the tests. */
  tokens: { agent: string; sub: string; other: string; member: string; beta: string };
}

/** Writes the world into the test app's database and logs the callers in. */
export async function seedReportWorld(t: TestApp, seed: number): Promise<ReportWorld> {
  await createSecondMerchant(t);
  const random = generator(seed);
  const brands = await t.db.query<{ code: string; id: number; currency: string; tz: string }>(
    `select code, id, currency, time_zone as tz from merchant where code in ('demo', 'beta')`,
  );
  const brand = (code: string) => brands.find((b) => b.code === code)!;
  const ids = new Map<string, string>();
  for (const spec of tree) {
    const id = await createMember(t, {
      account: spec.account,
      type: spec.type,
      merchantCode: spec.merchant,
    });
    // The upline as registration sets it (the tree's triggers see the update); registered on
    // a day of the window or before it.
    const joined = instant(random, brand(spec.merchant).tz);
    await t.db.query(
      `update member set parent_agent_id = $2, created_at = $3::timestamptz - interval '1 day' * $4::int where id = $1`,
      [id, spec.parent ? ids.get(spec.parent)! : null, joined, random.int(0, 1) * 20],
    );
    ids.set(spec.account, id);
  }
  const games = await t.db.query<{ id: string }>(
    `select distinct on (game_type) id::text as id from game order by game_type, id limit 4`,
  );
  const dated: Array<{ txn: string; at: Date }> = [];
  let round = 0;
  const bets: unknown[][] = [[], [], [], [], [], [], [], [], []];
  for (const spec of tree) {
    if (spec.account === 'rpa3') continue;
    const m = brand(spec.merchant);
    const memberId = ids.get(spec.account)!;
    const money = { merchantId: m.id, currency: m.currency };
    const post = async (kind: string, amount: bigint, at: Date) => {
      const { txnId } = await t.db.transaction(async (tx) =>
        postTransfer(tx, {
          merchantId: m.id,
          kind,
          idempotencyKey: `rp:${seed}:${dated.length}`,
          entries: [
            { accountId: await memberAccount(tx, { ...money, memberId }), amount },
            { accountId: await houseAccount(tx, { ...money, name: kind }), amount: -amount },
          ],
        }),
      );
      dated.push({ txn: txnId.toString(), at });
    };
    // Play money long before the window; for some, a deposit before it too (not a first one).
    await post('seed', 5_000_000n, new Date('2026-01-05T12:00:00Z'));
    if (random.chance(0.4)) await post('deposit', 10_000n, new Date('2026-01-20T12:00:00Z'));
    for (let n = random.int(3, 10); n > 0; n -= 1) {
      const at = instant(random, m.tz);
      const amount = BigInt(random.int(1, 50_000));
      if (random.chance(0.3)) {
        await post('withdrawal', -amount, at);
        if (random.chance(0.5)) await post('withdrawal_refund', amount, instant(random, m.tz));
      } else if (random.chance(0.15)) {
        await post(random.pick(['game_bet', 'upline_transfer']), -amount, at);
      } else {
        await post(random.pick(credits), amount, at);
      }
    }
    for (let n = random.int(2, 16); n > 0; n -= 1) {
      round += 1;
      const status = random.pick(['settled', 'settled', 'settled', 'open', 'rolled_back']);
      const stake = random.int(0, 20_000);
      const payout = status === 'open' ? 0 : random.pick([0, 0, stake, random.int(0, 60_000)]);
      const row = [
        m.id,
        memberId,
        random.chance(0.2) ? null : random.pick(games).id,
        `rp-${seed}-${round}`,
        m.currency,
        stake,
        payout,
        status,
        instant(random, m.tz),
      ];
      row.forEach((value, i) => bets[i]!.push(value));
    }
  }
  await t.db.query(
    `insert into bet (merchant_id, member_id, game_id, vendor_code, round_id, currency, stake,
       payout, status, created_at)
     select mc, mb, g, 'PGE', r, c, s, p, st, at
     from unnest($1::int[], $2::int8[], $3::int8[], $4::text[], $5::text[], $6::int8[],
       $7::int8[], $8::text[], $9::timestamptz[]) as x(mc, mb, g, r, c, s, p, st, at)`,
    bets,
  );
  // The ledger refuses updates; a test writing the past skips that guard in its own
  // transaction to give each transfer the time it stands for.
  await t.db.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      `update ledger_txn t set created_at = x.at
       from unnest($1::int8[], $2::timestamptz[]) as x(id, at) where t.id = x.id`,
      [dated.map((d) => d.txn), dated.map((d) => d.at)],
    );
  });
  const login = async (account: string, host?: string) =>
    (await loginOk(t, account, testPassword, host ? { host } : {})).token;
  return {
    ids,
    tokens: {
      agent: await login('rpagent'),
      sub: await login('rpsub'),
      other: await login('rpother'),
      member: await login('rpa1'),
      beta: await login('rpbeta', 'beta.example'),
    },
  };
}
