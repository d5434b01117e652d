import { agentEndpoints } from '@portal/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { balanceOf, callAs, newKey, testWithdrawPassword as pw } from '../../testing/wallet-kit.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { kitAccount, kitAgent, setAgentCentre } from './agent-test-kit.ts';

describe('transfer to a downline', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** An agent with a balance and a withdrawal password, and a direct downline. */
  async function team(prefix: string, balance: string) {
    const agent = await kitAgent(t, `${prefix}ag`, { balance, withdrawPassword: true });
    const down = await kitAccount(t, `${prefix}dn`, { parentId: agent.id });
    const send = (input: Record<string, unknown>, key = newKey()) =>
      callAs(
        t,
        agentEndpoints.transferDownline,
        agent.token,
        { account: down.account, withdrawPassword: pw, ...input },
        key,
      );
    return { agent, down, send };
  }

  it('shows what may be sent and the default limits', async () => {
    const { agent } = await team('tdinfo', '80.00');
    const info = expectOk(
      await callAs(t, agentEndpoints.transferDownlineInfo, agent.token),
      agentEndpoints.transferDownlineInfo,
    );
    expect(info).toEqual({
      available: '80.00',
      min: '1.00',
      max: null,
      dailyMax: null,
      sentToday: '0.00',
    });
  });

  it('moves money once per key, and a replay answers the first result', async () => {
    const { agent, down, send } = await team('tdonce', '250.00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send({ amount: '75.50' }, 'dn-1')),
    );
    const values = answers.map((res) => expectOk(res, agentEndpoints.transferDownline));
    expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
    expect(values[0]).toMatchObject({ balance: '174.50', currency: 'BRL' });
    expect(await balanceOf(t, agent.id)).toBe('174.50');
    expect(await balanceOf(t, down.id)).toBe('75.50');
    expectError(await send({ amount: '1.00' }, 'dn-1'), 409, 'idempotency_mismatch');
    const txns = await t.db.query<{ kind: string }>(
      'select kind from ledger_txn where idempotency_key = $1',
      [`downline:${agent.id}:dn-1`],
    );
    expect(txns).toEqual([{ kind: 'downline_transfer' }]);
    const [audit] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where member_id = $1 and action = 'downline_transfer'`,
      [down.id],
    );
    expect(audit!.n).toBe(1);
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('lets exactly one of 30 concurrent transfers of the whole balance through', async () => {
    const { agent, down, send } = await team('tdrace', '120.00');
    const answers = await Promise.all(Array.from({ length: 30 }, () => send({ amount: '120.00' })));
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectError(res, 409, 'insufficient_funds');
    expect(await balanceOf(t, agent.id)).toBe('0.00');
    expect(await balanceOf(t, down.id)).toBe('120.00');
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('refuses a wrong password, too much, and amounts outside the brand limits, moving nothing', async () => {
    const { agent, down, send } = await team('tdlimit', '500.00');
    expectError(
      await send({ amount: '10.00', withdrawPassword: '111111' }),
      400,
      'wrong_withdraw_password',
    );
    expectError(await send({ amount: '500.01' }), 409, 'insufficient_funds');
    expectError(await send({ amount: '0.50' }), 400, 'amount_below_minimum');
    // 5.00 to 100.00 a transfer, 150.00 a day.
    await setAgentCentre(t, { transferDownline: { min: '500', max: '10000', dailyMax: '15000' } });
    try {
      expectError(await send({ amount: '4.99' }), 400, 'amount_below_minimum');
      expectError(await send({ amount: '100.01' }), 400, 'amount_above_maximum');
      expectOk(await send({ amount: '100.00' }), agentEndpoints.transferDownline);
      expectError(await send({ amount: '50.01' }), 409, 'daily_limit_exceeded');
      expectOk(await send({ amount: '50.00' }), agentEndpoints.transferDownline);
      expectError(await send({ amount: '5.00' }), 409, 'daily_limit_exceeded');
      const info = expectOk(
        await callAs(t, agentEndpoints.transferDownlineInfo, agent.token),
        agentEndpoints.transferDownlineInfo,
      );
      expect(info).toEqual({
        available: '350.00',
        min: '5.00',
        max: '100.00',
        dailyMax: '150.00',
        sentToday: '150.00',
      });
    } finally {
      await setAgentCentre(t, null);
    }
    expect(await balanceOf(t, agent.id)).toBe('350.00');
    expect(await balanceOf(t, down.id)).toBe('150.00');
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('sends only to direct downlines', async () => {
    const { agent, down } = await team('tddeep', '50.00');
    const deep = await kitAccount(t, 'tddeepx', { parentId: down.id });
    await t.db.query('update member set type = 1 where id = $1', [down.id]);
    const res = await callAs(t, agentEndpoints.transferDownline, agent.token, {
      account: deep.account,
      amount: '5.00',
      withdrawPassword: pw,
    });
    expectError(res, 403, 'forbidden');
    expect(await balanceOf(t, agent.id)).toBe('50.00');
  });
});
