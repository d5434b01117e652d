import {
  responsibleGamingEndpoints as rg,
  responsibleGamingOpsEndpoints as ops,
} from '@portal/contract/responsible-gaming';
import { withdrawalsOpsEndpoints } from '@portal/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorPair, operatorSession } from '../../testing/operators.ts';
import { balanceOf, callAs, readyToWithdraw } from '../../testing/wallet-kit.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { rgKit, type Player, type RgKit } from './rg-test-kit.ts';

let kit: RgKit;
beforeAll(async () => {
  kit = await rgKit();
});
afterAll(async () => {
  await kit.t.close();
});

/** A member with `balance` and a receiving account, then in a 24-hour cool-off. */
async function cooledOff(balance: string): Promise<Player & { accountId: string }> {
  const p = await kit.player(balance);
  const accountId = await readyToWithdraw(kit.t, p.token);
  expectOk(
    await kit.call(rg.exclude, { kind: 'cool_off', hours: 24 }, { token: p.token }),
    rg.exclude,
  );
  return { ...p, accountId };
}

function payout(token: string, input: Record<string, unknown>, key?: string) {
  return callAs(kit.t, ops.opsPayout, token, { reason: 'Member called support', ...input }, key);
}

async function countOf(sql: string, memberId: string) {
  const [row] = await kit.t.db.query<{ n: number }>(sql, [memberId]);
  return row!.n;
}
const withdrawals = (memberId: string) =>
  countOf('select count(*)::int as n from withdrawal where member_id = $1', memberId);
const payoutAudits = (memberId: string) =>
  countOf(
    `select count(*)::int as n from audit_log where member_id = $1 and action = 'rg_payout'`,
    memberId,
  );

describe('the operator payout of an excluded member', () => {
  it('pays the whole balance into review, once per key, audited, then the normal review lets it go', async () => {
    const p = await cooledOff('800.00');
    const { first, second } = await operatorPair(kit.t, 'risk');
    const member = expectOk(
      await call(kit.t, ops.opsMember, { memberId: p.id }, { token: first }),
      ops.opsMember,
    );
    expect(member.account).toBe(p.account);
    expect(member.payout.available).toBe('800.00');
    expect(member.payout.accounts.map((a) => a.accountId)).toEqual([p.accountId]);
    const byLogin = expectOk(
      await call(kit.t, ops.opsMember, { account: p.account.toUpperCase() }, { token: first }),
      ops.opsMember,
    );
    expect(byLogin.payout).toEqual(member.payout);
    expectError(await call(kit.t, ops.opsMember, {}, { token: first }), 400, 'invalid_input');
    expectError(
      await call(kit.t, ops.opsMember, { account: 'nobody-here' }, { token: first }),
      404,
      'not_found',
    );

    const made = expectOk(
      await payout(first, { memberId: p.id, accountId: p.accountId }, 'payout-once'),
      ops.opsPayout,
    );
    expect(made.withdrawal).toMatchObject({ amount: '800.00', status: 'review' });
    expect(await balanceOf(kit.t, p.id)).toBe('0.00');
    // A replay answers the same withdrawal; another request under the key is refused.
    const again = expectOk(
      await payout(first, { memberId: p.id, accountId: p.accountId }, 'payout-once'),
      ops.opsPayout,
    );
    expect(again.withdrawal.withdrawalId).toBe(made.withdrawal.withdrawalId);
    expectError(
      await payout(
        first,
        { memberId: p.id, accountId: p.accountId, amount: '1.00' },
        'payout-once',
      ),
      409,
      'idempotency_mismatch',
    );
    expect(await withdrawals(p.id)).toBe(1);
    const [audit] = await kit.t.db.query<{ detail: Record<string, unknown> }>(
      `select detail from audit_log where member_id = $1 and action = 'rg_payout'`,
      [p.id],
    );
    expect(audit!.detail).toMatchObject({
      withdrawal: made.withdrawal.withdrawalId,
      amount: '800.00',
      reason: 'Member called support',
    });

    const queue = expectOk(
      await call(
        kit.t,
        withdrawalsOpsEndpoints.opsWithdrawals,
        { status: 'review', member: p.account },
        { token: second },
      ),
      withdrawalsOpsEndpoints.opsWithdrawals,
    );
    expect(queue.items.map((w) => w.withdrawalId)).toEqual([made.withdrawal.withdrawalId]);
    const decided = expectOk(
      await call(
        kit.t,
        withdrawalsOpsEndpoints.opsWithdrawalReview,
        { id: made.withdrawal.withdrawalId, decision: 'approve', remark: 'checked' },
        { token: second },
      ),
      withdrawalsOpsEndpoints.opsWithdrawalReview,
    );
    expect(decided.withdrawal.status).not.toBe('review');
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('pays a given amount and refuses more than the balance, writing nothing', async () => {
    const p = await cooledOff('300.00');
    const { first } = await operatorPair(kit.t, 'finance');
    expectError(
      await payout(first, { memberId: p.id, accountId: p.accountId, amount: '300.01' }),
      409,
      'insufficient_funds',
    );
    expect(await balanceOf(kit.t, p.id)).toBe('300.00');
    expect(await withdrawals(p.id)).toBe(0);
    expect(await payoutAudits(p.id)).toBe(0);
    const part = expectOk(
      await payout(first, { memberId: p.id, accountId: p.accountId, amount: '120.50' }),
      ops.opsPayout,
    );
    expect(part.withdrawal).toMatchObject({ amount: '120.50', status: 'review' });
    expect(await balanceOf(kit.t, p.id)).toBe('179.50');
  });

  it('refuses a member who may log in, another member’s account and an operator without withdrawals.decide', async () => {
    const free = await kit.player('100.00');
    const freeAccount = await readyToWithdraw(kit.t, free.token);
    const { first } = await operatorPair(kit.t, 'risk');
    expectError(
      await payout(first, { memberId: free.id, accountId: freeAccount }),
      409,
      'rg_not_excluded',
    );
    const p = await cooledOff('100.00');
    expectError(await payout(first, { memberId: p.id, accountId: freeAccount }), 404, 'not_found');
    const support = await operatorSession(kit.t, 'support');
    expectError(
      await payout(support, { memberId: p.id, accountId: p.accountId }),
      403,
      'forbidden',
    );
    expectError(
      await payout(first, { memberId: p.id, accountId: p.accountId, amount: '0' }),
      400,
      'invalid_amount',
    );
    expect(await withdrawals(free.id)).toBe(0);
    expect(await withdrawals(p.id)).toBe(0);
    expect(await balanceOf(kit.t, p.id)).toBe('100.00');
    expect(await payoutAudits(p.id)).toBe(0);
  });

  it('10 concurrent payouts of the whole balance: exactly one succeeds', async () => {
    const p = await cooledOff('500.00');
    const { first } = await operatorPair(kit.t, 'risk');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payout(first, { memberId: p.id, accountId: p.accountId })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expectError(refused, 409, 'insufficient_funds');
    expect(
      ok[0]!.json<{ value: { withdrawal: { amount: string } } }>().value.withdrawal.amount,
    ).toBe('500.00');
    expect(await balanceOf(kit.t, p.id)).toBe('0.00');
    expect(await withdrawals(p.id)).toBe(1);
    expect(await payoutAudits(p.id)).toBe(1);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });
});
