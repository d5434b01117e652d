import { uplineEndpoints } from '@portal/contract/upline';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginOk } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import {
  balanceOf,
  callAs,
  credit,
  fundedMember,
  testWithdrawPassword as pw,
} from '../../testing/wallet-kit.ts';

describe('transfer to the upline agent', () => {
  let t: TestApp;
  let agentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    agentId = await createMember(t, { account: 'upagent1', type: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function downline(account: string, balance: string) {
    const id = await createMember(t, { account });
    await t.db.query('update member set parent_agent_id = $2 where id = $1', [id, agentId]);
    await credit(t, id, balance);
    const { token } = await loginOk(t, account, 'secret99');
    expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawPassword, token, {
        newPassword: pw,
        confirmPassword: pw,
      }),
      withdrawalsEndpoints.withdrawPassword,
    );
    return { id, token };
  }

  it('shows the upline and moves money to its main wallet once per key', async () => {
    const { id, token } = await downline('updown01', '250.00');
    const info = expectOk(
      await callAs(t, uplineEndpoints.transferUplineInfo, token),
      uplineEndpoints.transferUplineInfo,
    );
    expect(info).toEqual({ upline: { account: 'upagent1' }, available: '250.00' });
    const body = { amount: '75.50', withdrawPassword: pw };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callAs(t, uplineEndpoints.transferUpline, token, body, 'up-1'),
      ),
    );
    const values = answers.map((res) => expectOk(res, uplineEndpoints.transferUpline));
    expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
    expect(values[0]).toMatchObject({ balance: '174.50', currency: 'BRL' });
    expect(await balanceOf(t, id)).toBe('174.50');
    expect(await balanceOf(t, agentId)).toBe('75.50');
    expectError(
      await callAs(t, uplineEndpoints.transferUpline, token, { ...body, amount: '1.00' }, 'up-1'),
      409,
      'idempotency_mismatch',
    );
    const [txn] = await t.db.query<{ kind: string }>(
      `select kind from ledger_txn where idempotency_key = $1`,
      [`upline:${id}:up-1`],
    );
    expect(txn!.kind).toBe('upline_transfer');
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('refuses wrong passwords, too much and bad amounts, changing nothing', async () => {
    const { id, token } = await downline('updown02', '40.00');
    const send = (input: Record<string, unknown>) =>
      callAs(t, uplineEndpoints.transferUpline, token, { withdrawPassword: pw, ...input });
    expectError(
      await send({ amount: '10', withdrawPassword: '111111' }),
      400,
      'wrong_withdraw_password',
    );
    expectError(await send({ amount: '40.01' }), 409, 'insufficient_funds');
    expectError(await send({ amount: '0.00' }), 400, 'invalid_amount');
    expectError(await send({ amount: '-1' }), 400, 'invalid_input');
    expect(await balanceOf(t, id)).toBe('40.00');
    expectOk(await send({ amount: '40' }), uplineEndpoints.transferUpline);
    expect(await balanceOf(t, id)).toBe('0.00');
  });

  it('answers no_upline for members outside any downline', async () => {
    const { token } = await fundedMember(t, 'upnone01', '20.00');
    const info = expectOk(
      await callAs(t, uplineEndpoints.transferUplineInfo, token),
      uplineEndpoints.transferUplineInfo,
    );
    expect(info).toEqual({ upline: null, available: '20.00' });
    expectError(
      await callAs(t, uplineEndpoints.transferUpline, token, { amount: '5', withdrawPassword: pw }),
      409,
      'no_upline',
    );
  });

  it('the seeded player02 sends to agent01', async () => {
    const { token } = await loginOk(t, 'player02', 'player1234');
    const info = expectOk(
      await callAs(t, uplineEndpoints.transferUplineInfo, token),
      uplineEndpoints.transferUplineInfo,
    );
    expect(info).toEqual({ upline: { account: 'agent01' }, available: '250.00' });
  });
});
