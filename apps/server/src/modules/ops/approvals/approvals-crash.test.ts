import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { migrate } from '../../../db/migrate.ts';
import { demoMerchantSeeder } from '../../../seed/demo-merchant.ts';
import { seedDemo } from '../../../seed/seeders.ts';
import { crashWorld, killRounds, sendAll, type CrashCall } from '../../../testing/crash-world.ts';
import { operatorSessionToken } from '../../../testing/operators.ts';
import { demoBrand } from '../../../testing/play-kit.ts';
import { killServer } from '../../../testing/server-process.ts';
import { addMember } from '../../contracts/engine/engine-test-kit.ts';
import { houseAccount, postTransfer } from '../../ledger/ledger.ts';
import { holdAccountName, payoutsAccountName } from '../../withdrawals/payout-settle.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';

/**
 * The four-eyes decision's crash test: 120 balance adjustments, 20 withdrawal payouts, 20
 * dispute refunds and 40 bonus grants credited at once, each asked for by one operator, are
 * approved by another through the real server
 * (`apps/server/src/main.ts`), eight decisions in flight at a time, and the server is killed
 * with SIGKILL a few decisions into each round, several times. Afterwards every approval is sent
 * again: each adjustment and refund was carried out once, with one ledger transaction under its
 * key, each payout left review once and was paid at most once, every wallet holds exactly what
 * it was given, and the ledger's invariants hold.
 */
const kills = Number(process.env.APPROVAL_CRASH_KILLS ?? 3);
const members = 40;
const perMember = 3;
/** One withdrawal request per member (half payouts, half disputes) and one bonus grant. */
const total = members * (perMember + 2);

const world = crashWorld('approval-crash');

interface Request {
  id: string;
  memberId: string;
  amount: bigint;
  /** A withdrawal's request: `review` (its payout) or `disputed` (its refund). */
  withdrawal?: { id: string; status: 'review' | 'disputed' };
  /** A bonus grant's reference. */
  bonus?: string;
}

/**
 * A withdrawal of `amount` whose funds already sit where its status keeps them (the hold for
 * `review`, paid out for `disputed`), and the first operator's request on it.
 */
async function withdrawalRequest(
  db: Db,
  merchant: Awaited<ReturnType<typeof demoBrand>>,
  i: number,
  askerId: string,
): Promise<Request> {
  const memberId = await addMember(db, merchant, `approvalcrashw${i}`);
  const status = i % 2 === 0 ? 'review' : 'disputed';
  const amount = BigInt(150_000 + i * 100);
  return db.transaction(async (tx) => {
    const [account] = await tx.query<{ id: string }>(
      `insert into receiving_account (merchant_id, member_id, kind, holder_name, institution,
         number) values ($1, $2, 'bank', 'Crash Test', 'Demo Bank', '1234567890') returning id`,
      [merchant.id, memberId],
    );
    const paid = status === 'disputed' ? new Date() : null;
    const [made] = await tx.query<{ id: string }>(
      `insert into withdrawal (merchant_id, member_id, account_id, amount, currency, status,
         provider, idempotency_key, created_at, paid_at, auto_receive_at, missing_amount)
       values ($1, $2, $3, $4, $5, $6, 'demo', $7, now(), $8, $8, $9) returning id::text as id`,
      [
        merchant.id,
        memberId,
        account!.id,
        amount,
        merchant.currency,
        status,
        `w${i}`,
        paid,
        paid ? amount : null,
      ],
    );
    const id = made!.id;
    const spec = { merchantId: merchant.id, currency: merchant.currency };
    await postTransfer(tx, {
      merchantId: merchant.id,
      kind: 'crash_test_setup',
      idempotencyKey: `crash-setup:${id}`,
      entries: [
        { accountId: await houseAccount(tx, { ...spec, name: 'adjustments' }), amount: -amount },
        {
          accountId: await houseAccount(tx, {
            ...spec,
            name: status === 'review' ? holdAccountName : payoutsAccountName,
          }),
          amount,
        },
      ],
    });
    const kind = status === 'review' ? 'withdrawal_payout' : 'withdrawal_dispute';
    const [row] = await tx.query<{ id: string }>(
      `insert into operator_approval (merchant_id, kind, member_id, withdrawal_id, amount, reason,
         requested_by)
       values ($1, $2, $3, $4, $5, 'Crash test', $6) returning id::text as id`,
      [merchant.id, kind, memberId, id, amount, askerId],
    );
    return { id: row!.id, memberId, amount, withdrawal: { id, status } };
  });
}

/** Two finance operators, the members and the adjustments the first one asked for. */
async function prepare(db: Db): Promise<{ requests: Request[]; token: string }> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder]);
  const merchant = await demoBrand(db);
  const [asker, approver] = await db.query<{ id: string }>(
    `insert into operator (merchant_id, username, password_hash, role)
     values ($1, 'asker', 'unused', 'finance'), ($1, 'approver', 'unused', 'finance')
     returning id::text as id`,
    [merchant.id],
  );
  const requests: Request[] = [];
  for (let i = 0; i < members; i += 1) {
    const memberId = await addMember(db, merchant, `approvalcrash${i}`);
    for (let k = 0; k < perMember; k += 1) {
      const amount = BigInt(101 + ((i * 37 + k * 101) % 899));
      const [row] = await db.query<{ id: string }>(
        `insert into operator_approval (merchant_id, kind, member_id, amount, reason, requested_by)
         values ($1, 'balance_adjustment', $2, $3, 'Crash test credit', $4) returning id::text as id`,
        [merchant.id, memberId, amount, asker!.id],
      );
      requests.push({ id: row!.id, memberId, amount });
    }
    // Interleaved, so that the kills land among withdrawal and bonus decisions too.
    requests.push(await withdrawalRequest(db, merchant, i, asker!.id));
    const reference = `crash-bonus-${i}`;
    const terms = { reference, titles: { EN: 'Crash', PT: 'Crash' }, turnoverPercent: 0 };
    const bonus = BigInt(50_000 + i);
    const [grant] = await db.query<{ id: string }>(
      `insert into operator_approval (merchant_id, kind, member_id, amount, reason, requested_by,
         payload)
       values ($1, 'bonus_grant', $2, $3, $4, $5, $6) returning id::text as id`,
      [
        merchant.id,
        memberId,
        bonus,
        reference,
        asker!.id,
        JSON.stringify({ ...terms, claimable: false, expiresAt: null }),
      ],
    );
    requests.push({ id: grant!.id, memberId, amount: bonus, bonus: reference });
  }
  return { requests, token: await operatorSessionToken(db, approver!.id) };
}

let requests: Request[];
let token: string;

const decisionCalls = (todo: readonly Request[], round: number): CrashCall[] =>
  todo.map((request) => ({
    path: '/operator/approvals/decide',
    token,
    key: () => `decide-${request.id}-r${round}`,
    body: { id: request.id, decision: 'approve' },
  }));

/** The requests still pending (the server must be down on PGlite). */
const pendingIds = () =>
  world.withDb(async (db) => {
    const rows = await db.query<{ id: string }>(
      `select id::text as id from operator_approval where state = 'pending'`,
    );
    return new Set(rows.map((row) => row.id));
  });

beforeAll(async () => {
  ({ requests, token } = await world.withDb(prepare));
}, 300_000);

describe('SIGKILL in the middle of four-eyes approvals', () => {
  it(`carries out every approved request exactly once after ${kills} kills`, async () => {
    const midWork = await killRounds(world, {
      kills,
      total,
      todo: async (round) => {
        const pending = await pendingIds();
        return decisionCalls(
          requests.filter((request) => pending.has(request.id)),
          round,
        );
      },
      done: async () => total - (await pendingIds()).size,
    });
    expect(midWork).toBe(kills);

    // Every decision again: a decided request answers as decided, the rest are decided now.
    const server = await world.start();
    const statuses = await sendAll(server, decisionCalls(requests, 99), 8);
    await killServer(server);
    expect(statuses.filter((answer) => answer.status !== 200)).toEqual([]);

    await world.withDb(async (db) => {
      const rows = await db.query<{ id: string; state: string; ledger_txn_id: bigint | null }>(
        `select id::text as id, state, ledger_txn_id from operator_approval`,
      );
      expect(rows).toHaveLength(total);
      const txns = new Map(
        (
          await db.query<{ id: bigint; idempotency_key: string }>(
            `select id, idempotency_key from ledger_txn
             where kind in ('operator_adjustment', 'withdrawal_refund', 'withdrawal_payout')`,
          )
        ).map((row) => [row.idempotency_key, row.id]),
      );
      const states = new Map(
        (
          await db.query<{ id: string; status: string }>(
            `select id::text as id, status from withdrawal`,
          )
        ).map((row) => [row.id, row.status]),
      );
      const bonuses = new Map(
        (
          await db.query<{ reference: string; n: number; txn: bigint | null }>(
            `select reference, count(*)::int as n, max(ledger_txn_id) as txn from bonus
             where source = 'operator' group by reference`,
          )
        ).map((row) => [row.reference, row]),
      );
      const byId = new Map(requests.map((r) => [r.id, r]));
      const expected = new Map<string, bigint>();
      let held = 0n;
      for (const row of rows) {
        expect(row.state).toBe('approved');
        const request = byId.get(row.id)!;
        const w = request.withdrawal;
        if (request.bonus !== undefined) {
          // One bonus under the reference, credited by the transfer the approval names.
          const bonus = bonuses.get(request.bonus);
          expect(bonus?.n).toBe(1);
          expect(bonus?.txn).toBe(row.ledger_txn_id);
        } else if (!w) {
          expect(txns.get(`approval:${row.id}`)).toBe(row.ledger_txn_id);
        } else if (w.status === 'disputed') {
          // The whole amount went back once: failed, one refund under the withdrawal's key.
          expect(states.get(w.id)).toBe('failed');
          expect(txns.get(`withdrawal:${w.id}:resolve`)).toBe(row.ledger_txn_id);
        } else {
          // Out of review once; paid once, or still pending for the retry job after a kill.
          const status = states.get(w.id);
          expect(['pending', 'awaiting_confirmation']).toContain(status);
          expect(txns.has(`withdrawal:${w.id}:paid`)).toBe(status === 'awaiting_confirmation');
          if (status === 'pending') held += request.amount;
          continue;
        }
        expected.set(request.memberId, (expected.get(request.memberId) ?? 0n) + request.amount);
      }
      const wallets = await db.query<{ member_id: string; balance: bigint }>(
        `select owner_member_id::text as member_id, balance from ledger_account
         where kind = 'main' and balance <> 0`,
      );
      expect(new Map(wallets.map((w) => [w.member_id, w.balance]))).toEqual(expected);
      const [hold] = await db.query<{ balance: bigint }>(
        `select coalesce(sum(balance), 0)::int8 as balance from ledger_account
         where kind = 'house' and house_name = $1`,
        [holdAccountName],
      );
      expect(hold!.balance).toBe(held);
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    });
  }, 600_000);
});
