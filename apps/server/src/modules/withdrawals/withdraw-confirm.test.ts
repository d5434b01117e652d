import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { uploadsEndpoints } from '@portal/contract/uploads';
import { opsEndpoints } from '@portal/contract/ops';
import { withdrawalsEndpoints, withdrawalsOpsEndpoints } from '@portal/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { call, loginOk, sendFile } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorPair } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { encodePng } from '../captcha/png.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { autoReceiveDue } from './auto-receive.ts';
import {
  balanceOf,
  callAs,
  fundedMember,
  testWithdrawPassword as pw,
  withdrawingMember,
} from '../../testing/wallet-kit.ts';

const png = encodePng(2, 2, new Uint8Array(12).fill(90));

describe('withdrawal confirmation, disputes and auto-receive', () => {
  let t: TestApp;
  let dir: string;
  const clock = new ManualClock();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'portal-withdraw-proofs-'));
    t = await createTestApp({ clock, config: { uploads: { storage: 'local', dir } } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function upload(token: string, purpose = 'withdrawal'): Promise<string> {
    const res = await sendFile(
      t,
      uploadsEndpoints.upload,
      png,
      'image/png',
      { purpose },
      { token },
    );
    return expectOk(res, uploadsEndpoints.upload).uploadId;
  }

  async function paidWithdrawal(account: string, amount = '100.00') {
    const member = await withdrawingMember(t, account, '1000.00', amount);
    expect(member.w.status).toBe('awaiting_confirmation');
    return member;
  }

  const confirm = (token: string, input: Record<string, unknown>, key?: string) =>
    callAs(t, withdrawalsEndpoints.withdrawConfirm, token, input, key);

  const { opsWithdrawals, opsWithdrawalResolve } = withdrawalsOpsEndpoints;

  /** A dispute's resolution: one finance operator asks, the other approves. */
  async function resolve(input: Record<string, unknown>) {
    const { first, second } = await operatorPair(t);
    const asked = await call(t, opsWithdrawalResolve, input, { token: first });
    if (asked.statusCode !== 200) return asked;
    const { approval } = expectOk(asked, opsWithdrawalResolve);
    const decided = expectOk(
      await call(
        t,
        opsEndpoints.approvalDecide,
        { id: approval!.id, decision: 'approve' },
        {
          token: second,
        },
      ),
      opsEndpoints.approvalDecide,
    );
    expect(decided.state).toBe('approved');
    return asked;
  }

  async function opsView(token: string, id: string, status = 'disputed') {
    const list = expectOk(await call(t, opsWithdrawals, { status }, { token }), opsWithdrawals);
    return list.items.find((x) => x.withdrawalId === id);
  }

  it('received: completed, and a second answer is refused', async () => {
    const { token, w } = await paidWithdrawal('conf01');
    const key = 'confirm-received-1';
    const done = expectOk(
      await confirm(token, { withdrawalId: w.withdrawalId, result: 'received' }, key),
      withdrawalsEndpoints.withdrawConfirm,
    );
    expect(done).toMatchObject({ status: 'completed', autoReceived: false });
    // A replay of the key answers the same; another body under it is a conflict.
    const again = expectOk(
      await confirm(token, { withdrawalId: w.withdrawalId, result: 'received' }, key),
      withdrawalsEndpoints.withdrawConfirm,
    );
    expect(again).toEqual(done);
    expectError(
      await confirm(
        token,
        { withdrawalId: w.withdrawalId, result: 'not_received', uploadIds: ['proof0001'] },
        key,
      ),
      409,
      'idempotency_mismatch',
    );
    expectError(
      await confirm(token, { withdrawalId: w.withdrawalId, result: 'received' }),
      409,
      'withdrawal_not_confirmable',
    );
  });

  it('not received needs 1-3 proofs of the member, then is disputed for the operator', async () => {
    const { id, token, w } = await paidWithdrawal('conf02', '150.00');
    const other = await fundedMember(t, 'conf03', '0');
    const base = { withdrawalId: w.withdrawalId, result: 'not_received' };
    expectError(await confirm(token, base), 400, 'proof_required');
    expectError(await confirm(token, { ...base, uploadIds: ['a', 'b'] }), 400, 'invalid_input');
    const foreign = await upload(other.token);
    expectError(await confirm(token, { ...base, uploadIds: [foreign] }), 400, 'upload_unknown');
    const wrongPurpose = await upload(token, 'activity');
    expectError(
      await confirm(token, { ...base, uploadIds: [wrongPurpose] }),
      400,
      'upload_unknown',
    );
    const four = [
      await upload(token),
      await upload(token),
      await upload(token),
      await upload(token),
    ];
    expectError(await confirm(token, { ...base, uploadIds: four }), 400, 'invalid_input');
    // Another member cannot answer for this withdrawal.
    expectError(
      await confirm(other.token, { withdrawalId: w.withdrawalId, result: 'received' }),
      404,
      'not_found',
    );
    const disputed = expectOk(
      await confirm(token, { ...base, uploadIds: four.slice(0, 2) }),
      withdrawalsEndpoints.withdrawConfirm,
    );
    expect(disputed).toMatchObject({ status: 'disputed', missingAmount: '150.00', proofCount: 2 });
    // A claimed upload is spent.
    const w2 = await paidAnother(token);
    expectError(
      await confirm(token, { withdrawalId: w2, result: 'not_received', uploadIds: [four[0]] }),
      400,
      'upload_unknown',
    );

    const { first } = await operatorPair(t, 'readonly');
    const mine = await opsView(first, w.withdrawalId);
    expect(mine).toMatchObject({ memberAccount: 'conf02', missingAmount: '150.00' });
    expect(mine!.proofUploadIds).toHaveLength(2);
    // The proofs open for the operator, as inert images.
    const proof = await t.app.inject({
      url: `/operator/uploads/file?uploadId=${mine!.proofUploadIds[0]}`,
      headers: { authorization: `Bearer ${first}` },
    });
    expect([proof.statusCode, proof.headers['content-type']]).toEqual([200, 'image/png']);
    expect(await balanceOf(t, id)).toBe('800.00');
    expectOk(await resolve({ id: w.withdrawalId, action: 'refund' }), opsWithdrawalResolve);
    expect(await opsView(first, w.withdrawalId, 'failed')).toMatchObject({
      refundedAmount: '150.00',
      resolution: 'refunded',
    });
    expect(await balanceOf(t, id)).toBe('950.00');
    // Resolved once only.
    expectError(await resolve({ id: w.withdrawalId, action: 'refund' }), 409, 'conflict');
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);

    async function paidAnother(tok: string): Promise<string> {
      const accounts = expectOk(
        await callAs(t, withdrawalsEndpoints.receivingAccounts, tok),
        withdrawalsEndpoints.receivingAccounts,
      );
      return expectOk(
        await callAs(t, withdrawalsEndpoints.withdraw, tok, {
          accountId: accounts.list[0]!.accountId,
          amount: '50.00',
          withdrawPassword: pw,
        }),
        withdrawalsEndpoints.withdraw,
      ).withdrawalId;
    }
  });

  it('partial: the missing amount is at most the whole; the operator refunds part or rejects', async () => {
    const { id, token, w } = await paidWithdrawal('conf04', '200.00');
    const proof = await upload(token);
    const base = { withdrawalId: w.withdrawalId, result: 'partial', uploadIds: [proof] };
    expectError(await confirm(token, base), 400, 'invalid_input');
    expectError(await confirm(token, { ...base, missingAmount: '200.01' }), 400, 'invalid_amount');
    const disputed = expectOk(
      await confirm(token, { ...base, missingAmount: '60.00' }),
      withdrawalsEndpoints.withdrawConfirm,
    );
    expect(disputed).toMatchObject({ status: 'disputed', missingAmount: '60.00', proofCount: 1 });
    const tooMuch = await resolve({ id: w.withdrawalId, action: 'refund', amount: '200.01' });
    expectError(tooMuch, 400, 'invalid_amount');
    expectError(await resolve({ id: '999999', action: 'reject' }), 409, 'conflict');
    const anonymous = await call(t, opsWithdrawals, {});
    expectError(anonymous, 401, 'in_no_login');
    expectOk(
      await resolve({ id: w.withdrawalId, action: 'refund', amount: '40.00' }),
      opsWithdrawalResolve,
    );
    const { first } = await operatorPair(t, 'readonly');
    expect(await opsView(first, w.withdrawalId, 'completed')).toMatchObject({
      refundedAmount: '40.00',
    });
    expect(await balanceOf(t, id)).toBe('840.00');

    const second = await paidWithdrawal('conf05', '30.00');
    expectOk(
      await confirm(second.token, {
        withdrawalId: second.w.withdrawalId,
        result: 'not_received',
        uploadIds: [await upload(second.token)],
      }),
      withdrawalsEndpoints.withdrawConfirm,
    );
    expectOk(await resolve({ id: second.w.withdrawalId, action: 'reject' }), opsWithdrawalResolve);
    expect(await opsView(first, second.w.withdrawalId, 'completed')).toMatchObject({
      resolution: 'rejected',
    });
    expect(await balanceOf(t, second.id)).toBe('970.00');
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('auto-receives unanswered withdrawals after the timeout: a forced receipt, never refunded', async () => {
    const { id, w } = await paidWithdrawal('conf06', '25.00');
    clock.advance(29 * 60_000);
    expect(await autoReceiveDue(t.app.platform, clock.now())).toBe(0);
    clock.advance(60_000);
    // The session idled out meanwhile.
    const { token } = await loginOk(t, 'conf06', 'secret99');
    // Past the time, the member's answer comes too late even before the job runs.
    expectError(
      await confirm(token, { withdrawalId: w.withdrawalId, result: 'received' }),
      409,
      'withdrawal_not_confirmable',
    );
    expect(await autoReceiveDue(t.app.platform, clock.now())).toBeGreaterThanOrEqual(1);
    const list = expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawals, token),
      withdrawalsEndpoints.withdrawals,
    );
    expect(list.list[0]).toMatchObject({ status: 'completed', autoReceived: true });
    expectError(
      await confirm(token, {
        withdrawalId: w.withdrawalId,
        result: 'not_received',
        uploadIds: [await upload(token)],
      }),
      409,
      'withdrawal_not_confirmable',
    );
    expect(await autoReceiveDue(t.app.platform, clock.now())).toBe(0);
    expect(await balanceOf(t, id)).toBe('975.00');
    // The recurring job does the same through the scheduler.
    await t.app.platform.jobs.runNow('withdrawal-auto-receive');
  });
});
