import { opsEndpoints } from '@portal/contract/ops';
import { withdrawalsEndpoints, withdrawalsOpsEndpoints } from '@portal/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorPair } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { balanceOf, callAs, withdrawingMember } from '../../testing/wallet-kit.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';

const { opsWithdrawals, opsWithdrawalReview } = withdrawalsOpsEndpoints;

describe('withdrawal review', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A member who asked for `amount`; the demo brand reviews over 1000.00, four-eyes over 5000.00. */
  const requested = (account: string, amount: string) =>
    withdrawingMember(t, account, '9000.00', amount);

  const review = (token: string, id: string, decision: 'approve' | 'reject') =>
    call(t, opsWithdrawalReview, { id, decision, remark: 'checked' }, { token });

  const memberView = async (token: string) =>
    expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawals, token),
      withdrawalsEndpoints.withdrawals,
    ).list[0]!;

  it('holds a withdrawal over the review threshold until finance lets it go, then pays it', async () => {
    const small = await requested('review01', '1000.00');
    expect(small.w.status).toBe('awaiting_confirmation');

    const { id, token, w } = await requested('review02', '1500.00');
    expect(w.status).toBe('review');
    expect(await balanceOf(t, id)).toBe('7500.00');
    const settings = expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawSettings, token),
      withdrawalsEndpoints.withdrawSettings,
    );
    expect(settings.pendingTotal).toBe('1500.00');

    const readonly = await operatorPair(t, 'readonly');
    const listed = expectOk(
      await call(t, opsWithdrawals, { member: 'review02' }, { token: readonly.first }),
      opsWithdrawals,
    );
    expect(listed.items).toMatchObject([
      { withdrawalId: w.withdrawalId, memberAccount: 'review02', amount: '1500.00' },
    ]);
    expectError(await review(readonly.first, w.withdrawalId, 'approve'), 403, 'forbidden');

    const finance = await operatorPair(t);
    const done = expectOk(
      await review(finance.first, w.withdrawalId, 'approve'),
      opsWithdrawalReview,
    );
    expect(done.approval).toBeNull();
    expect(done.withdrawal).toMatchObject({ status: 'awaiting_confirmation' });
    expect(done.withdrawal.reviewedBy).toMatch(/^pair/u);
    expect(await memberView(token)).toMatchObject({ status: 'awaiting_confirmation' });
    expect(await balanceOf(t, id)).toBe('7500.00');
    // Once only.
    expectError(await review(finance.second, w.withdrawalId, 'approve'), 409, 'conflict');
    expectError(await review(finance.second, w.withdrawalId, 'reject'), 409, 'conflict');
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('gives the funds back when finance refuses a withdrawal', async () => {
    const { id, token, w } = await requested('review03', '2000.00');
    const finance = await operatorPair(t);
    const done = expectOk(
      await review(finance.first, w.withdrawalId, 'reject'),
      opsWithdrawalReview,
    );
    expect(done.withdrawal).toMatchObject({
      status: 'failed',
      failureReason: 'refused_by_operator',
    });
    expect(await balanceOf(t, id)).toBe('9000.00');
    expect(await memberView(token)).toMatchObject({ status: 'failed' });
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('asks a second operator above the four-eyes threshold; the asker cannot approve', async () => {
    const { id, token, w } = await requested('review04', '6000.00');
    const { first, second } = await operatorPair(t);
    const asked = expectOk(await review(first, w.withdrawalId, 'approve'), opsWithdrawalReview);
    expect(asked.withdrawal).toMatchObject({
      status: 'review',
      openApprovalId: asked.approval!.id,
    });
    expect(asked.approval).toMatchObject({
      kind: 'withdrawal_payout',
      withdrawalId: w.withdrawalId,
      amount: '6000.00',
      state: 'pending',
    });
    // While the request waits, nobody reviews the withdrawal directly.
    expectError(await review(second, w.withdrawalId, 'reject'), 409, 'approval_pending');
    const decide = (token: string) =>
      call(
        t,
        opsEndpoints.approvalDecide,
        { id: asked.approval!.id, decision: 'approve' },
        {
          token,
        },
      );
    expectError(await decide(first), 403, 'four_eyes_self');
    expect(await memberView(token)).toMatchObject({ status: 'review' });

    const answers = await Promise.all(Array.from({ length: 8 }, () => decide(second)));
    for (const answer of answers) {
      expect(expectOk(answer, opsEndpoints.approvalDecide).state).toBe('approved');
    }
    expect(await memberView(token)).toMatchObject({ status: 'awaiting_confirmation' });
    expect(await balanceOf(t, id)).toBe('3000.00');
    const [payouts] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_txn where idempotency_key = $1`,
      [`withdrawal:${w.withdrawalId}:paid`],
    );
    expect(payouts!.n).toBe(1);
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('lets exactly one of many concurrent reviews through', async () => {
    const { id, w } = await requested('review05', '1200.00');
    const operators = await Promise.all(Array.from({ length: 4 }, () => operatorPair(t)));
    const answers = await Promise.all(
      operators.flatMap(({ first, second }, i) => [
        review(first, w.withdrawalId, i % 2 === 0 ? 'approve' : 'reject'),
        review(second, w.withdrawalId, 'approve'),
      ]),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = expectOk(
      answers.find((a) => a.statusCode === 200)!,
      opsWithdrawalReview,
    );
    // Paid (7800.00 left) or refused (9000.00 back), never both.
    const expected = winner.withdrawal.status === 'failed' ? '9000.00' : '7800.00';
    expect(await balanceOf(t, id)).toBe(expected);
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });
});
