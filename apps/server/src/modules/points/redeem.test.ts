import { pointsEndpoints, pointsOpsEndpoints } from '@portal/contract/points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../merchant/merchant.ts';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { ownerSession } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs, newKey } from '../../testing/wallet-kit.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { turnoverRemaining } from '../withdrawals/turnover.ts';
import { pointBalance } from './point-accounts.ts';
import { demoBrand } from '../../testing/play-kit.ts';
import { givePoints, pointsMember, sendPoints, setRules } from './points-test-kit.ts';

/**
 * Redemptions, conversions and the operator's decisions through the wire: what is refused
 * changes nothing; a key redeems or converts once under 30 concurrent sends; the last unit of
 * a reward goes to one redemption; an approval pays a credit reward once and a rejection
 * returns the points once, however many operators press at once.
 */
const { redeem, convert, redeemList, rewards, balance } = pointsEndpoints;
const { opsRewardCreate, opsRedemptionDecide } = pointsOpsEndpoints;
const shipping = {
  recipient: 'Maria Silva',
  phone: '+351912345678',
  address: 'Rua Augusta 1, Lisboa',
};

describe('points redemptions and conversions', () => {
  let t: TestApp;
  let merchant: Merchant;
  let credit = '';
  let goods = '';
  let operator = '';

  const newReward = async (body: Record<string, unknown>) =>
    expectOk(await call(t, opsRewardCreate, body, { token: operator }), opsRewardCreate).id;
  const decide = (id: string, decision: 'approve' | 'reject') =>
    call(
      t,
      opsRedemptionDecide,
      { id, decision, remark: decision === 'reject' ? 'out of stock' : '' },
      { token: operator },
    );
  const points = (memberId: string) => pointBalance(t.db, merchant.id, memberId);
  const main = (memberId: string) =>
    mainBalance(t.db, { merchantId: merchant.id, memberId, currency: merchant.currency });
  const idOf = (refNo: string) => refNo.replace(/^PR-/u, '');

  beforeAll(async () => {
    t = await createTestApp();
    merchant = await demoBrand(t.db);
    operator = await ownerSession(t);
    await setRules(t);
    credit = await newReward({
      names: { PT: 'Ficha de teste', EN: 'Test chip' },
      kind: 'credit',
      points: '300',
      amount: '3',
      maxQuantity: 2,
      sort: 0,
    });
    goods = await newReward({
      names: { PT: 'Camisola de teste', EN: 'Test jersey' },
      kind: 'goods',
      points: '500',
      stock: 1,
      sort: 1,
    });
  });
  afterAll(() => t.close());

  it('lists the rewards on offer in the member’s language', async () => {
    const member = await pointsMember(t, 'ptshelf');
    const res = await callAs(t, rewards, member.token);
    const list = expectOk(res, rewards).list;
    const mine = list.filter((r) => r.id === credit || r.id === goods);
    expect(mine.map((r) => [r.name, r.kind, r.points, r.amount, r.stock])).toEqual([
      ['Test chip', 'credit', '300', '3.00', null],
      ['Test jersey', 'goods', '500', '0.00', 1],
    ]);
    const inPt = expectOk(
      await call(t, rewards, {}, { token: member.token, language: 'PT' }),
      rewards,
    );
    expect(inPt.list.find((r) => r.id === credit)!.name).toBe('Ficha de teste');
  });

  it('refuses what it cannot redeem and changes nothing', async () => {
    const member = await pointsMember(t, 'ptrefuse');
    await givePoints(t.db, merchant, member.id, 400n);
    expectError(
      await sendPoints(t, redeem, member.token, { rewardId: goods, quantity: 1 }),
      400,
      'points_shipping_required',
    );
    expectError(
      await sendPoints(t, redeem, member.token, { rewardId: credit, quantity: 3 }),
      409,
      'points_reward_unavailable',
    );
    expectError(
      await sendPoints(t, redeem, member.token, { rewardId: goods, quantity: 1, shipping }),
      409,
      'points_insufficient',
    );
    expectError(
      await sendPoints(t, redeem, member.token, {
        rewardId: credit,
        quantity: 1,
        withdrawPassword: '000000',
      }),
      400,
      'wrong_withdraw_password',
    );
    expectError(
      await sendPoints(t, redeem, member.token, { rewardId: '999999', quantity: 1 }),
      409,
      'points_reward_unavailable',
    );
    expect(await points(member.id)).toBe(400n);
    const history = expectOk(await callAs(t, redeemList, member.token), redeemList);
    expect(history.total).toBe(0);
  });

  it('redeems once per key under 30 concurrent sends, in process with the points taken', async () => {
    const member = await pointsMember(t, 'ptredeem');
    await givePoints(t.db, merchant, member.id, 1_000n);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        sendPoints(t, redeem, member.token, { rewardId: credit, quantity: 2 }, key),
      ),
    );
    const records = answers.map((res) => expectOk(res, redeem).record);
    expect(new Set(records.map((r) => r.refNo)).size).toBe(1);
    expect(records[0]).toMatchObject({
      kind: 'reward',
      name: 'Test chip',
      quantity: 2,
      points: '600',
      amount: '6.00',
      status: 'inProcess',
      changedPoints: '-600',
      pointsBalance: '400',
    });
    expect(await points(member.id)).toBe(400n);
    const history = expectOk(await callAs(t, redeemList, member.token), redeemList);
    expect(history.list.map((r) => r.refNo)).toEqual([records[0]!.refNo]);
    expect(
      expectOk(await callAs(t, redeemList, member.token, { status: 'approved' }), redeemList).total,
    ).toBe(0);
    // A different request under the same key is refused.
    expectError(
      await sendPoints(t, redeem, member.token, { rewardId: credit, quantity: 1 }, key),
      409,
      'idempotency_mismatch',
    );

    // Approved by 30 operators at once: paid once, with its turnover.
    const before = await main(member.id);
    const decisions = await Promise.all(
      Array.from({ length: 30 }, () => decide(idOf(records[0]!.refNo), 'approve')),
    );
    expect(decisions.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of decisions.filter((r) => r.statusCode !== 200))
      expectError(res, 409, 'points_redeem_state');
    expect((await main(member.id)) - before).toBe(600n);
    const member_ = { merchantId: merchant.id, memberId: member.id, currency: merchant.currency };
    expect((await turnoverRemaining(t.db, member_)).remaining).toBe(600n);
    const after = expectOk(await callAs(t, redeemList, member.token), redeemList).list[0]!;
    expect(after.status).toBe('approved');
  });

  it('gives the last unit of a reward to one of 30 concurrent redemptions', async () => {
    const member = await pointsMember(t, 'ptstock');
    await givePoints(t.db, merchant, member.id, 20_000n);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        sendPoints(t, redeem, member.token, { rewardId: goods, quantity: 1, shipping }),
      ),
    );
    const won = answers.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectError(res, 409, 'points_reward_unavailable');
    expect(await points(member.id)).toBe(19_500n);

    // Rejected by 30 operators at once: the points come back once, the unit goes back on the shelf.
    const refNo = expectOk(won[0]!, redeem).record.refNo;
    const decisions = await Promise.all(
      Array.from({ length: 30 }, () => decide(idOf(refNo), 'reject')),
    );
    expect(decisions.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(await points(member.id)).toBe(20_000n);
    const record = expectOk(await callAs(t, redeemList, member.token), redeemList).list[0]!;
    expect(record).toMatchObject({
      status: 'rejected',
      changedPoints: '0',
      remark: 'out of stock',
    });
    const shelf = expectOk(await callAs(t, rewards, member.token), rewards).list;
    expect(shelf.find((r) => r.id === goods)!.stock).toBe(1);
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('converts whole steps at once, once per key', async () => {
    const member = await pointsMember(t, 'ptconvert');
    await givePoints(t.db, merchant, member.id, 500n);
    expectError(
      await sendPoints(t, convert, member.token, { points: '250' }),
      400,
      'points_convert_amount',
    );
    expectError(
      await sendPoints(t, convert, member.token, { points: '100' }),
      400,
      'points_convert_amount',
    );
    expectError(
      await sendPoints(t, convert, member.token, { points: '600' }),
      409,
      'points_insufficient',
    );
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        sendPoints(t, convert, member.token, { points: '300' }, key),
      ),
    );
    const values = answers.map((res) => expectOk(res, convert));
    expect(new Set(values.map((v) => v.record.refNo)).size).toBe(1);
    expect(values[0]).toMatchObject({
      points: '200',
      balance: '3.00',
      record: { kind: 'convert', status: 'approved', amount: '3.00', changedPoints: '-300' },
    });
    expect(await points(member.id)).toBe(200n);
    expect(await main(member.id)).toBe(300n);
    expect(expectOk(await callAs(t, balance, member.token), balance).points).toBe('200');
    const [row] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_txn where kind = 'points_convert'
         and idempotency_key like 'points-convert:%'`,
    );
    expect(row!.n).toBe(1);
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('decides only what is in process', async () => {
    expectError(await decide('987654', 'approve'), 404, 'not_found');
  });
});
