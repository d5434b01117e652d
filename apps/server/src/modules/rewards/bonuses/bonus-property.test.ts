import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { createMember } from '../../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';
import { demoBrand } from '../../../testing/play-kit.ts';
import { bonusKey, cancelBonus, grantBonus, turnoverOf } from './bonus-store.ts';
import { claimBonus } from './claim.ts';

/**
 * Property test of bonuses: random runs of grants (claimable or issued, some repeated under the
 * same reference), claims (of pending, claimed, expired and cancelled bonuses), cancellations
 * and expiries against an in-memory model. After every run each member's main wallet holds the
 * sum of its credited bonuses, each credited bonus has exactly one ledger transaction under its
 * key, each open turnover requirement matches its bonus, and the ledger's invariants hold.
 * Replay a failure with FC_SEED=<seed>.
 */
let t: TestApp;
let merchant: Merchant;
let runNo = 0;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await demoBrand(t.db);
});
afterAll(async () => {
  await t.close();
});

type Op =
  | {
      kind: 'grant';
      member: number;
      ref: number;
      amount: bigint;
      claimable: boolean;
      turnover: number;
    }
  | { kind: 'claim'; member: number; ref: number }
  | { kind: 'cancel'; member: number; ref: number }
  | { kind: 'expire'; member: number; ref: number };

const member = fc.integer({ min: 0, max: 2 });
const ref = fc.integer({ min: 0, max: 5 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('grant' as const),
    member,
    ref,
    amount: fc.bigInt({ min: 1n, max: 100_000n }),
    claimable: fc.boolean(),
    turnover: fc.constantFrom(0, 100, 250),
  }),
  fc.record({ kind: fc.constant('claim' as const), member, ref }),
  fc.record({ kind: fc.constant('cancel' as const), member, ref }),
  fc.record({ kind: fc.constant('expire' as const), member, ref }),
);

interface ModelBonus {
  amount: bigint;
  turnover: bigint;
  state: 'pending' | 'issued' | 'claimed' | 'expired' | 'cancelled';
}

describe('bonuses, property', () => {
  it('keep every wallet equal to its credited bonuses over random runs', async () => {
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Date.now();
    console.info(`bonus property seed ${seed}`);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        runNo += 1;
        const members = await Promise.all(
          [0, 1, 2].map((i) => createMember(t, { account: `bprop${runNo}x${i}` })),
        );
        const model = new Map<string, ModelBonus>();
        const ids = new Map<string, string>();
        const key = (m: number, r: number) => `${m}:${r}`;
        const now = Date.now();
        for (const step of ops) {
          const k = key(step.member, step.ref);
          const memberId = members[step.member]!;
          if (step.kind === 'grant') {
            const { bonus, created } = await t.db.transaction((tx) =>
              grantBonus(
                tx,
                merchant,
                {
                  memberId,
                  source: 'operator',
                  reference: `p${step.ref}`,
                  titles: { EN: 'Property bonus' },
                  amount: step.amount,
                  turnoverPercent: step.turnover,
                  claimable: step.claimable,
                },
                now,
              ),
            );
            expect(created).toBe(!model.has(k));
            if (created)
              model.set(k, {
                amount: step.amount,
                turnover: turnoverOf(step.amount, step.turnover),
                state: step.claimable ? 'pending' : 'issued',
              });
            ids.set(k, bonus.id.toString());
            expect(bonus.state).toBe(model.get(k)!.state);
            continue;
          }
          const bonusId = ids.get(k);
          const want = model.get(k);
          if (bonusId === undefined || want === undefined) continue;
          if (step.kind === 'claim') {
            const outcome = await claimBonus(t.db, merchant, { memberId, bonusId, now }).then(
              () => 'claimed',
              (err: unknown) => (err instanceof AppError ? err.code : String(err)),
            );
            expect(outcome).toBe(want.state === 'pending' ? 'claimed' : 'reward_not_claimable');
            if (want.state === 'pending') want.state = 'claimed';
          } else if (step.kind === 'cancel') {
            const cancelled = await cancelBonus(t.db, merchant, bonusId, now);
            expect(cancelled !== null).toBe(want.state === 'pending');
            if (want.state === 'pending') want.state = 'cancelled';
          } else {
            // Its deadline passes: only a pending bonus reads as expired from then on.
            await t.db.query(
              `update bonus set expires_at = $2 where id = $1 and state = 'pending'`,
              [bonusId, new Date(now - 1000)],
            );
            if (want.state === 'pending') want.state = 'expired';
          }
        }

        for (const [i, memberId] of members.entries()) {
          const mine = [...model.entries()].filter(([k]) => k.startsWith(`${i}:`));
          const credited = mine
            .filter(([, b]) => b.state === 'issued' || b.state === 'claimed')
            .reduce((sum, [, b]) => sum + b.amount, 0n);
          const [wallet] = await t.db.query<{ balance: bigint }>(
            `select balance from ledger_account where kind = 'main' and owner_member_id = $1`,
            [memberId],
          );
          expect(wallet?.balance ?? 0n).toBe(credited);
          const rows = await t.db.query<{
            id: bigint;
            source: 'operator';
            reference: string;
            member_id: bigint;
            state: string;
            ledger_txn_id: bigint | null;
            expired: boolean;
          }>(
            `select id, source, reference, member_id, state, ledger_txn_id,
               (state = 'pending' and expires_at <= $2) as expired
             from bonus where member_id = $1`,
            [memberId, new Date(now)],
          );
          expect(rows).toHaveLength(mine.length);
          for (const row of rows) {
            const want = model.get(`${i}:${row.reference.slice(1)}`)!;
            expect(row.expired ? 'expired' : row.state).toBe(want.state);
            const [txn] = await t.db.query<{ id: bigint }>(
              `select id from ledger_txn where merchant_id = $1 and idempotency_key = $2`,
              [merchant.id, bonusKey(row)],
            );
            expect(txn?.id ?? null).toBe(row.ledger_txn_id);
          }
          const turnover = mine
            .filter(([, b]) => (b.state === 'issued' || b.state === 'claimed') && b.turnover > 0n)
            .reduce((sum, [, b]) => sum + b.turnover, 0n);
          const [req] = await t.db.query<{ total: bigint }>(
            `select coalesce(sum(amount), 0)::int8 as total from turnover_requirement
             where member_id = $1`,
            [memberId],
          );
          expect(req!.total).toBe(turnover);
        }
        expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
      }),
      { numRuns: 25, seed },
    );
  }, 300_000);
});
