import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { createMember } from '../../testing/accounts.ts';
import { addOperator } from '../../testing/operators.ts';
import { demoBrand } from '../../testing/play-kit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { decideRedemption } from './decide.ts';
import { pointBalance } from './point-accounts.ts';
import { pointsSettings } from './points-settings.ts';
import { givePoints } from './points-test-kit.ts';
import { redeemReward } from './redeem.ts';

/**
 * Property test of points: random runs of earnings, redemptions of a credit reward (some
 * replayed under their key, some for more points than the member has) and operator decisions
 * (approve, reject, a second decision) against an in-memory model. After every run each
 * member's points balance equals the model's and the sum of its ledger entries, each main
 * wallet holds exactly the approved credit, and the ledger's invariants hold. Replay a failure
 * with FC_SEED=<seed>.
 */
let t: TestApp;
let merchant: Merchant;
let rewardId = '';
/** The operator who decides (the audit row names it). */
let decider = { operatorId: '', username: '' };
let runNo = 0;
/** The reward: 300 points a unit, crediting 2.50 a unit. */
const cost = 300n;
const credit = 250n;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await demoBrand(t.db);
  const [row] = await t.db.query<{ id: string }>(
    `insert into point_reward (merchant_id, names, kind, points, amount, max_quantity)
     values ($1, '{"EN": "Property chip"}', 'credit', $2, $3, 5) returning id::text as id`,
    [merchant.id, cost.toString(), credit.toString()],
  );
  rewardId = row!.id;
  const operator = await addOperator(t, { username: 'propdecider', role: 'finance' });
  decider = { operatorId: operator.id, username: operator.username };
});
afterAll(() => t.close());

type Op =
  | { kind: 'earn'; member: number; points: bigint }
  | { kind: 'redeem'; member: number; quantity: number; key: number }
  | { kind: 'decide'; redemption: number; approve: boolean };

const member = fc.integer({ min: 0, max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('earn' as const),
    member,
    points: fc.bigInt({ min: 1n, max: 1_000n }),
  }),
  fc.record({
    kind: fc.constant('redeem' as const),
    member,
    quantity: fc.integer({ min: 1, max: 3 }),
    key: fc.integer({ min: 0, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('decide' as const),
    redemption: fc.integer({ min: 0, max: 6 }),
    approve: fc.boolean(),
  }),
);

interface ModelRedemption {
  id: string;
  member: number;
  points: bigint;
  status: 'inProcess' | 'approved' | 'rejected';
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (err: unknown) => (err instanceof AppError ? err.code : String(err)),
  );

describe('points, property', () => {
  it('keep every points balance equal to its entries over random runs', async () => {
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Date.now();
    console.info(`points property seed ${seed}`);
    const settings = await pointsSettings(t.db, merchant);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        runNo += 1;
        const members = await Promise.all(
          [0, 1, 2].map((i) => createMember(t, { account: `pprop${runNo}x${i}` })),
        );
        const points = [0n, 0n, 0n];
        const money = [0n, 0n, 0n];
        const redemptions: ModelRedemption[] = [];
        const byKey = new Map<string, ModelRedemption>();
        for (const step of ops) {
          if (step.kind === 'earn') {
            await givePoints(t.db, merchant, members[step.member]!, step.points);
            points[step.member]! += step.points;
          } else if (step.kind === 'redeem') {
            const key = `r${step.key}`;
            const replay = byKey.get(`${step.member}:${key}`);
            const wanted = cost * BigInt(step.quantity);
            const result = await redeemReward(t.db, merchant, {
              memberId: members[step.member]!,
              key,
              rewardId,
              quantity: step.quantity,
              shipping: null,
              language: 'en',
            }).then(
              (row) => row,
              (err: unknown) => (err instanceof AppError ? err.code : String(err)),
            );
            if (replay) {
              // The key's first redemption answers, whatever this one asked.
              expect(typeof result === 'string' ? result : result.id.toString()).toBe(replay.id);
            } else if (points[step.member]! < wanted) {
              expect(result).toBe('points_insufficient');
            } else {
              expect(typeof result).not.toBe('string');
              const row = result as { id: bigint | string };
              const made = {
                id: String(row.id),
                member: step.member,
                points: wanted,
                status: 'inProcess' as const,
              };
              redemptions.push(made);
              byKey.set(`${step.member}:${key}`, made);
              points[step.member]! -= wanted;
            }
          } else {
            const target = redemptions[step.redemption];
            if (!target) continue;
            const decided = await outcome(
              decideRedemption(t.db, merchant, settings, {
                id: target.id,
                decision: step.approve ? 'approve' : 'reject',
                remark: '',
                operator: decider,
                ip: null,
              }),
            );
            if (target.status !== 'inProcess') {
              expect(decided).toBe('points_redeem_state');
              continue;
            }
            expect(decided).toBe('ok');
            target.status = step.approve ? 'approved' : 'rejected';
            if (step.approve) money[target.member]! += (target.points / cost) * credit;
            else points[target.member]! += target.points;
          }
        }

        for (const [i, memberId] of members.entries()) {
          expect(await pointBalance(t.db, merchant.id, memberId)).toBe(points[i]);
          const [sums] = await t.db.query<{ balance: bigint; entries: bigint }>(
            `select a.balance, coalesce(sum(e.amount), 0)::int8 as entries
             from ledger_account a left join ledger_entry e on e.account_id = a.id
             where a.kind = 'points' and a.owner_member_id = $1 group by a.id`,
            [memberId],
          );
          expect(sums?.balance ?? 0n).toBe(sums?.entries ?? 0n);
          expect(
            await mainBalance(t.db, {
              merchantId: merchant.id,
              memberId,
              currency: merchant.currency,
            }),
          ).toBe(money[i]);
        }
        expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
      }),
      { seed, numRuns: 20 },
    );
  });
});
