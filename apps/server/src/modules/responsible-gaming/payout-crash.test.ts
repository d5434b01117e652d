import { responsibleGamingOpsEndpoints as ops } from '@portal/contract/responsible-gaming';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { demoMerchantSeeder } from '../../seed/demo-merchant.ts';
import { seedDemo } from '../../seed/seeders.ts';
import { crashWorld, killRounds, sendAll, type CrashCall } from '../../testing/crash-world.ts';
import { platformOperatorToken } from '../../testing/operators.ts';
import { demoBrand } from '../../testing/play-kit.ts';
import { killServer } from '../../testing/server-process.ts';
import { addMember } from '../contracts/engine/engine-test-kit.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { holdAccountName } from '../withdrawals/payout-settle.ts';

/**
 * The responsible-gaming payout's crash test: 12 self-excluded members, each with 50.00 and a
 * receiving account, are paid out by an operator in five payouts of 10.00 through the real
 * server (`apps/server/src/main.ts`), eight payouts in flight at a time, and the server is
 * killed with SIGKILL a few payouts into each round, several times; each round asks again,
 * under new keys, for the payouts not made yet. Then every payout is asked again under the key
 * it was last asked with. Afterwards each member has exactly five withdrawals of 10.00, waiting
 * in review, each with its one hold in the ledger and its one audit row; every wallet is empty,
 * the hold account holds it all, and the ledger's invariants hold.
 */
const kills = Number(process.env.RG_PAYOUT_CRASH_KILLS ?? 3);
const members = 12;
const perMember = 5;
const total = members * perMember;
/** One payout, in minor units (10.00), and each member's balance: exactly five of them. */
const part = 1_000n;
const balance = part * BigInt(perMember);

const world = crashWorld('rg-payout-crash');

interface Excluded {
  memberId: string;
  accountId: string;
}

let excluded: Excluded[] = [];
let operatorToken = '';
/** The key each payout (member, index) was last asked under. */
const keys = new Map<string, string>();

async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder]);
  const merchant = await demoBrand(db);
  const spec = { merchantId: merchant.id, currency: merchant.currency };
  for (let i = 0; i < members; i += 1) {
    const memberId = await addMember(db, merchant, `rgpaycrash${i}`);
    await db.transaction(async (tx) => {
      await postTransfer(tx, {
        merchantId: merchant.id,
        kind: 'crash_test_setup',
        idempotencyKey: `rg-payout-crash-fund:${memberId}`,
        entries: [
          { accountId: await memberAccount(tx, { ...spec, memberId }), amount: balance },
          { accountId: await houseAccount(tx, { ...spec, name: 'seed' }), amount: -balance },
        ],
      });
    });
    const [account] = await db.query<{ id: string }>(
      `insert into receiving_account (merchant_id, member_id, kind, holder_name, institution, number)
       values ($1, $2, 'bank', 'Maria Silva', 'Banco Demo', 'PT50000201231234567890154')
       returning id::text as id`,
      [merchant.id, memberId],
    );
    // Self-excluded for good: the member cannot log in, so the money leaves through an operator.
    await db.query(
      `insert into rg_member (merchant_id, member_id, exclusion_kind, excluded_at, excluded_until)
       values ($1, $2, 'self_exclusion', now(), null)`,
      [merchant.id, memberId],
    );
    excluded.push({ memberId, accountId: account!.id });
  }
  operatorToken = await platformOperatorToken(db);
}

const payoutCalls = (todo: Array<{ member: Excluded; index: number }>): CrashCall[] =>
  todo.map(({ member, index }) => ({
    path: ops.opsPayout.path,
    token: operatorToken,
    key: () => keys.get(`${member.memberId}:${index}`)!,
    body: {
      memberId: member.memberId,
      accountId: member.accountId,
      amount: '10.00',
      reason: 'Crash test',
    },
  }));

/** Withdrawals made so far per member. */
async function countsIn(db: Db): Promise<Map<string, number>> {
  const rows = await db.query<{ member_id: string; n: number }>(
    'select member_id::text as member_id, count(*)::int as n from withdrawal group by member_id',
  );
  return new Map(rows.map((row) => [row.member_id, row.n]));
}
/** The same with the server down (on PGlite the database is the server's while it runs). */
const withdrawalCounts = () => world.withDb(countsIn);

beforeAll(async () => {
  excluded = [];
  await world.withDb(prepare);
}, 300_000);

describe('SIGKILL in the middle of responsible-gaming payouts', () => {
  it(`makes each payout exactly once after ${kills} kills`, async () => {
    const midWork = await killRounds(world, {
      kills,
      total,
      todo: async (round) => {
        const counts = await withdrawalCounts();
        const todo: Array<{ member: Excluded; index: number }> = [];
        for (const member of excluded)
          for (let index = counts.get(member.memberId) ?? 0; index < perMember; index += 1) {
            keys.set(`${member.memberId}:${index}`, `rg-pay-${member.memberId}-${index}-r${round}`);
            todo.push({ member, index });
          }
        return payoutCalls(todo);
      },
      done: async () => [...(await withdrawalCounts()).values()].reduce((a, b) => a + b, 0),
    });
    expect(midWork).toBe(kills);

    // Every payout again under its last key: a stored answer is replayed, a payout whose answer
    // died with the server finds its withdrawal or an empty wallet; none is paid twice.
    const server = await world.start();
    const all = excluded.flatMap((member) =>
      Array.from({ length: perMember }, (_, index) => ({ member, index })),
    );
    const statuses = await sendAll(server, payoutCalls(all), 8);
    await killServer(server);
    for (const answer of statuses)
      expect(answer.status === 200 || answer.code === 'insufficient_funds').toBe(true);

    await world.withDb(async (db) => {
      const withdrawals = await db.query<{ member_id: string; amount: bigint; status: string }>(
        'select member_id::text as member_id, amount, status from withdrawal',
      );
      expect(withdrawals).toHaveLength(total);
      const counts = await countsIn(db);
      for (const member of excluded) expect(counts.get(member.memberId)).toBe(perMember);
      for (const withdrawal of withdrawals) {
        expect(BigInt(withdrawal.amount)).toBe(part);
        expect(withdrawal.status).toBe('review');
      }
      const [holds] = await db.query<{ n: number }>(
        `select count(*)::int as n from ledger_txn where kind = 'withdrawal'`,
      );
      expect(holds!.n).toBe(total);
      const [audits] = await db.query<{ n: number }>(
        `select count(*)::int as n from audit_log where action = 'rg_payout'`,
      );
      expect(audits!.n).toBe(total);
      const [wallets] = await db.query<{ sum: bigint }>(
        `select coalesce(sum(balance), 0)::bigint as sum from ledger_account where kind = 'main'`,
      );
      expect(BigInt(wallets!.sum)).toBe(0n);
      const [hold] = await db.query<{ sum: bigint }>(
        `select coalesce(sum(balance), 0)::bigint as sum from ledger_account where house_name = $1`,
        [holdAccountName],
      );
      expect(BigInt(hold!.sum)).toBe(balance * BigInt(members));
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    });
  }, 600_000);
});
