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
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';

/**
 * The four-eyes decision's crash test: 120 balance adjustments one operator asked for are
 * approved by another through the real server (`apps/server/src/main.ts`), eight decisions in
 * flight at a time, and the server is killed with SIGKILL a few decisions into each round,
 * several times. Afterwards every approval is sent again: each adjustment was carried out
 * once, with one ledger transaction under its key, every wallet holds exactly its
 * adjustments, and the ledger's invariants hold.
 */
const kills = Number(process.env.APPROVAL_CRASH_KILLS ?? 3);
const opsToken = 'approval-crash-ops-token-0123456789';
const members = 40;
const perMember = 3;
const total = members * perMember;

const world = crashWorld('approval-crash', opsToken);

interface Request {
  id: string;
  memberId: string;
  amount: bigint;
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
  it(`carries out every approved adjustment exactly once after ${kills} kills`, async () => {
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
            `select id, idempotency_key from ledger_txn where kind = 'operator_adjustment'`,
          )
        ).map((row) => [row.idempotency_key, row.id]),
      );
      expect(txns.size).toBe(total);
      for (const row of rows) {
        expect(row.state).toBe('approved');
        expect(txns.get(`approval:${row.id}`)).toBe(row.ledger_txn_id);
      }
      const expected = new Map<string, bigint>();
      for (const r of requests)
        expected.set(r.memberId, (expected.get(r.memberId) ?? 0n) + r.amount);
      const wallets = await db.query<{ member_id: string; balance: bigint }>(
        `select owner_member_id::text as member_id, balance from ledger_account where kind = 'main'`,
      );
      expect(new Map(wallets.map((w) => [w.member_id, w.balance]))).toEqual(expected);
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    });
  }, 600_000);
});
