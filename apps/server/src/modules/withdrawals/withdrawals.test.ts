import { sessionEndpoints } from '@portal/contract/session';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { memberChannel } from '../../realtime/realtime.ts';
import { call, rowCounts } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { DemoPayoutProvider, usePayoutProvider } from './payout-provider.ts';
import { addTurnoverRequirement } from './turnover.ts';
import {
  balanceOf,
  callAs,
  fundedMember,
  readyToWithdraw,
  testWithdrawPassword as pw,
} from '../../testing/wallet-kit.ts';

describe('withdrawal password, receiving accounts and withdrawals', () => {
  let t: TestApp;
  const clock = new ManualClock();
  const provider = new DemoPayoutProvider();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    usePayoutProvider(t.app.platform, provider);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets the password without an old one, then changes it only with the old one', async () => {
    const { token } = await fundedMember(t, 'wpass01', '0');
    const set = (input: Record<string, unknown>) =>
      callAs(t, withdrawalsEndpoints.withdrawPassword, token, input);
    expectError(
      await set({ newPassword: '12345', confirmPassword: '12345' }),
      400,
      'invalid_input',
    );
    const mismatch = expectError(
      await set({ newPassword: '123456', confirmPassword: '123457' }),
      400,
      'confirmation_mismatch',
    );
    expect(mismatch.fields?.confirmPassword).toBe('Incorrect confirmation input.');
    let settings = expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawSettings, token),
      withdrawalsEndpoints.withdrawSettings,
    );
    expect(settings.hasWithdrawPassword).toBe(false);
    expectOk(
      await set({ newPassword: '123456', confirmPassword: '123456' }),
      withdrawalsEndpoints.withdrawPassword,
    );
    settings = expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawSettings, token),
      withdrawalsEndpoints.withdrawSettings,
    );
    expect(settings.hasWithdrawPassword).toBe(true);
    expectError(
      await set({ newPassword: '654321', confirmPassword: '654321' }),
      400,
      'invalid_input',
    );
    expectError(
      await set({ oldPassword: '000000', newPassword: '654321', confirmPassword: '654321' }),
      400,
      'wrong_withdraw_password',
    );
    expectOk(
      await set({ oldPassword: '123456', newPassword: '654321', confirmPassword: '654321' }),
      withdrawalsEndpoints.withdrawPassword,
    );
    const [row] = await t.db.query<{ h: string }>(
      `select payment_password_hash as h from member where account = 'wpass01'`,
    );
    expect(row!.h).toMatch(/^scrypt\$/u);
    expect(row!.h).not.toContain('654321');
  });

  it('refuses a sixth wrong password within 15 minutes, then lets go', async () => {
    const { token } = await fundedMember(t, 'wpass02', '0');
    await readyToWithdraw(t, token);
    const add = (password: string) =>
      callAs(t, withdrawalsEndpoints.receivingAccountAdd, token, {
        kind: 'wallet',
        holderName: 'Ana Costa',
        institution: 'USDT-TRC20',
        number: 'TXyz1234567890abcd',
        withdrawPassword: password,
      });
    for (let i = 0; i < 5; i += 1) expectError(await add('999999'), 400, 'wrong_withdraw_password');
    // Even the right password is refused while the window lasts.
    expectError(await add(pw), 429, 'too_many_requests');
    clock.advance(15 * 60_000);
    expectOk(await add(pw), withdrawalsEndpoints.receivingAccountAdd);
  });

  it('adds, lists masked and removes receiving accounts with the spec messages', async () => {
    const { token } = await fundedMember(t, 'accts01', '0');
    const add = (input: Record<string, unknown>) =>
      callAs(t, withdrawalsEndpoints.receivingAccountAdd, token, input);
    const good = {
      kind: 'bank',
      holderName: 'João Pereira',
      institution: 'Banco Demo',
      number: '12345678901234',
      withdrawPassword: pw,
    };
    expectError(await add(good), 409, 'withdraw_password_not_set');
    await readyToWithdraw(t, token);
    const en = expectError(
      await add({ ...good, holderName: '1abc', number: '', withdrawPassword: '' }),
      400,
      'invalid_input',
    );
    expect(en.fields).toMatchObject({
      holderName: expect.stringMatching(/name/iu),
      number: 'Please enter the receiving address.',
      withdrawPassword: 'Please enter the withdrawal password.',
    });
    const format = expectError(await add({ ...good, number: '12 34' }), 400, 'invalid_input');
    expect(format.fields?.number).toBe('Enter 6 to 64 letters or digits, no spaces.');
    const added = expectOk(await add(good), withdrawalsEndpoints.receivingAccountAdd);
    expect(added).toMatchObject({
      kind: 'bank',
      holderName: 'João Pereira',
      maskedNumber: '****1234',
    });
    const listed = expectOk(
      await callAs(t, withdrawalsEndpoints.receivingAccounts, token),
      withdrawalsEndpoints.receivingAccounts,
    );
    expect(listed.list).toHaveLength(2);
    expect(JSON.stringify(listed)).not.toContain('12345678901234');
    const left = expectOk(
      await callAs(t, withdrawalsEndpoints.receivingAccountDelete, token, {
        accountId: added.accountId,
      }),
      withdrawalsEndpoints.receivingAccountDelete,
    );
    expect(left.list.map((a) => a.accountId)).not.toContain(added.accountId);
    expectError(
      await callAs(t, withdrawalsEndpoints.receivingAccountDelete, token, {
        accountId: added.accountId,
      }),
      404,
      'not_found',
    );
  });

  it('withdraws: holds, pays out, and shows the withdrawal with its account', async () => {
    const { id, token } = await fundedMember(t, 'wdraw01', '500.00');
    const accountId = await readyToWithdraw(t, token);
    const [m] = await t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
    const events: string[] = [];
    const stop = await t.pubsub.subscribe(memberChannel(m!.id, id), (message) => {
      events.push(message);
    });
    const w = expectOk(
      await callAs(t, withdrawalsEndpoints.withdraw, token, {
        accountId,
        amount: '120.50',
        withdrawPassword: pw,
      }),
      withdrawalsEndpoints.withdraw,
    );
    expect(w).toMatchObject({
      amount: '120.50',
      status: 'awaiting_confirmation',
      autoReceived: false,
      missingAmount: null,
      proofCount: 0,
      account: { accountId, maskedNumber: '****0154' },
    });
    expect(Date.parse(w.autoReceiveAt!) - Date.parse(w.paidAt!)).toBe(30 * 60_000);
    expect(await balanceOf(t, id)).toBe('379.50');
    // Every open tab hears the new balance.
    await vi.waitFor(() =>
      expect(events).toContain(JSON.stringify({ type: 'balance', payload: { balance: '379.50' } })),
    );
    await stop();
    const settings = expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawSettings, token),
      withdrawalsEndpoints.withdrawSettings,
    );
    expect(settings).toMatchObject({
      available: '379.50',
      pendingTotal: '0.00',
      turnoverRemaining: '0.00',
      minAmount: '20.00',
      maxAmount: '20000.00',
      autoReceiveMinutes: 30,
    });
    const list = expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawals, token),
      withdrawalsEndpoints.withdrawals,
    );
    expect(list).toMatchObject({ total: 1, totalPages: 1, pageNum: 1 });
    expect(list.list[0]!.withdrawalId).toBe(w.withdrawalId);
    // The account is used by a withdrawal waiting for confirmation.
    expectError(
      await callAs(t, withdrawalsEndpoints.receivingAccountDelete, token, { accountId }),
      409,
      'receiving_account_in_use',
    );
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('refuses bad amounts, wrong passwords and foreign accounts, changing nothing', async () => {
    const { id, token } = await fundedMember(t, 'wdraw02', '100.00');
    const accountId = await readyToWithdraw(t, token);
    const other = await fundedMember(t, 'wdraw03', '0');
    const otherAccount = await readyToWithdraw(t, other.token);
    // Every table but the kept answers of idempotent calls (an expected error is an answer too).
    const counts = async () => ({ ...(await rowCounts(t)), wallet_request: 0 });
    const before = await counts();
    const withdraw = (input: Record<string, unknown>) =>
      callAs(t, withdrawalsEndpoints.withdraw, token, {
        accountId,
        withdrawPassword: pw,
        ...input,
      });
    expectError(await withdraw({ amount: '19.99' }), 400, 'amount_below_minimum');
    expectError(await withdraw({ amount: '20000.01' }), 400, 'amount_above_maximum');
    expectError(await withdraw({ amount: '100.01' }), 409, 'insufficient_funds');
    expectError(await withdraw({ amount: '1.5.0' }), 400, 'invalid_input');
    expectError(await withdraw({ amount: '0' }), 400, 'invalid_amount');
    expectError(
      await withdraw({ amount: '50', withdrawPassword: '000000' }),
      400,
      'wrong_withdraw_password',
    );
    expectError(await withdraw({ amount: '50', accountId: otherAccount }), 404, 'not_found');
    expectError(
      await call(
        t,
        withdrawalsEndpoints.withdraw,
        { accountId, amount: '50', withdrawPassword: pw },
        { token },
      ),
      400,
      'idempotency_key_required',
    );
    expect(await counts()).toEqual(before);
    expect(await balanceOf(t, id)).toBe('100.00');
    // Another member cannot see or touch the withdrawals of this one.
    expectOk(await withdraw({ amount: '20.00' }), withdrawalsEndpoints.withdraw);
    const theirs = expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawals, other.token),
      withdrawalsEndpoints.withdrawals,
    );
    expect(theirs.total).toBe(0);
  });

  it('refunds the held funds when the payout fails', async () => {
    const { id, token } = await fundedMember(t, 'wdraw04', '80.00');
    const accountId = await readyToWithdraw(t, token);
    provider.mode = 'fail';
    try {
      const w = expectOk(
        await callAs(t, withdrawalsEndpoints.withdraw, token, {
          accountId,
          amount: '80.00',
          withdrawPassword: pw,
        }),
        withdrawalsEndpoints.withdraw,
      );
      expect(w.status).toBe('failed');
    } finally {
      provider.mode = 'pay';
    }
    expect(await balanceOf(t, id)).toBe('80.00');
    const kinds = await t.db.query<{ kind: string }>(
      `select t.kind from ledger_txn t join ledger_entry e on e.txn_id = t.id
       join ledger_account a on a.id = e.account_id where a.owner_member_id = $1 order by t.id`,
      [id],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['seed', 'withdrawal', 'withdrawal_refund']);
    // The account is free again.
    expectOk(
      await callAs(t, withdrawalsEndpoints.receivingAccountDelete, token, { accountId }),
      withdrawalsEndpoints.receivingAccountDelete,
    );
  });

  it('keeps an open turnover requirement out of the available amount until it is bet', async () => {
    const { id, token } = await fundedMember(t, 'wdraw05', '300.00');
    const accountId = await readyToWithdraw(t, token);
    const [m] = await t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
    await addTurnoverRequirement(t.db, {
      merchantId: m!.id,
      memberId: id,
      amount: 20000n,
      source: 'test',
    });
    const available = async () =>
      expectOk(
        await callAs(t, withdrawalsEndpoints.withdrawSettings, token),
        withdrawalsEndpoints.withdrawSettings,
      );
    expect(await available()).toMatchObject({ available: '100.00', turnoverRemaining: '200.00' });
    expectError(
      await callAs(t, withdrawalsEndpoints.withdraw, token, {
        accountId,
        amount: '100.01',
        withdrawPassword: pw,
      }),
      409,
      'insufficient_funds',
    );
    // Settled stakes count; open and rolled-back ones do not.
    await t.db.query(
      `insert into bet (merchant_id, member_id, vendor_code, round_id, currency, stake, payout, status, settled_at)
       values ($1, $2, 'PGE', 'tv-1', 'BRL', 15000, 0, 'settled', now()),
              ($1, $2, 'PGE', 'tv-2', 'BRL', 9000, 0, 'open', null)`,
      [m!.id, id],
    );
    expect(await available()).toMatchObject({ available: '250.00', turnoverRemaining: '50.00' });
    await t.db.query(
      `insert into bet (merchant_id, member_id, vendor_code, round_id, currency, stake, payout, status, settled_at)
       values ($1, $2, 'PGE', 'tv-3', 'BRL', 6000, 0, 'settled', now())`,
      [m!.id, id],
    );
    expect(await available()).toMatchObject({ available: '300.00', turnoverRemaining: '0.00' });
    expectOk(
      await callAs(t, withdrawalsEndpoints.withdraw, token, {
        accountId,
        amount: '300.00',
        withdrawPassword: pw,
      }),
      withdrawalsEndpoints.withdraw,
    );
    const [open] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from turnover_requirement where member_id = $1 and cleared_at is null',
      [id],
    );
    expect(open!.n).toBe(0);
  });

  it('refuses trial accounts and calls without a session', async () => {
    const trial = expectOk(await call(t, sessionEndpoints.freeplay, {}), sessionEndpoints.freeplay);
    for (const endpoint of [
      withdrawalsEndpoints.withdrawSettings,
      withdrawalsEndpoints.receivingAccounts,
      withdrawalsEndpoints.withdrawals,
    ]) {
      expectError(await callAs(t, endpoint, trial.token!), 403, 'in_need_true_account');
      expectError(await call(t, endpoint, {}), 401, 'in_no_login');
    }
    expectError(
      await callAs(t, withdrawalsEndpoints.withdrawPassword, trial.token!, {
        newPassword: '123456',
        confirmPassword: '123456',
      }),
      403,
      'in_need_true_account',
    );
  });

  it('keeps merchants apart: a brand without limits offers no withdrawals', async () => {
    await createSecondMerchant(t);
    const host = 'beta.example';
    const beta = await fundedMember(t, 'betawd01', '100.00', { merchantCode: 'beta', host });
    const accountId = await readyToWithdraw(t, beta.token, host);
    expectError(
      await callAs(t, withdrawalsEndpoints.withdrawSettings, beta.token, {}, null, host),
      403,
      'feature_disabled',
    );
    await t.db.query(
      `insert into withdraw_limit (merchant_id, min_amount, max_amount)
       select id, 1000, 100000 from merchant where code = 'beta'`,
    );
    // The demo brand's token is no session on the beta brand, and the other way round.
    const demo = await fundedMember(t, 'wdraw06', '0');
    expectError(
      await callAs(t, withdrawalsEndpoints.withdrawals, demo.token, {}, null, host),
      401,
      'in_no_login',
    );
    const w = expectOk(
      await callAs(
        t,
        withdrawalsEndpoints.withdraw,
        beta.token,
        { accountId, amount: '10.00', withdrawPassword: pw },
        undefined,
        host,
      ),
      withdrawalsEndpoints.withdraw,
    );
    expect(w.status).toBe('awaiting_confirmation');
    expect(await balanceOf(t, beta.id)).toBe('90.00');
    const demoList = expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawals, demo.token),
      withdrawalsEndpoints.withdrawals,
    );
    expect(demoList.total).toBe(0);
  });
});
