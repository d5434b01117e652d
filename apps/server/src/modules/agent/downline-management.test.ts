import { agentEndpoints } from '@portal/contract/agent';
import { memberEndpoints } from '@portal/contract/member';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callEncrypted, login, loginOk } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs, testPassword } from '../../testing/wallet-kit.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { kitAccount, kitAgent, setAgentCentre, type KitAccount } from './agent-test-kit.ts';

describe('managing downlines', () => {
  let t: TestApp;
  let agent: KitAccount;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await kitAgent(t, 'mgagent1');
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (input: Record<string, unknown>, token = agent.token) =>
    callEncrypted(t, agentEndpoints.createDownline, input, { token });
  const summary = (account: string, token = agent.token) =>
    callAs(t, agentEndpoints.downline, token, { account });
  const changeType = (account: string, type: number) =>
    callAs(t, agentEndpoints.changeDownlineType, agent.token, { account, type });
  const lock = (account: string, locked: boolean) =>
    callAs(t, agentEndpoints.lockDownline, agent.token, { account, locked });

  /** A `deposit` ledger transaction into a member's main wallet, and a settled bet. */
  async function play(memberId: string, deposit: bigint, stake: bigint, payout: bigint) {
    const [m] = await t.db.query<{ id: number; currency: string }>(
      `select id, currency from merchant where code = 'demo'`,
    );
    const spec = { merchantId: m!.id, currency: m!.currency };
    await t.db.transaction(async (tx) => {
      await postTransfer(tx, {
        merchantId: m!.id,
        kind: 'deposit',
        idempotencyKey: `test-deposit:${memberId}:${deposit}`,
        entries: [
          { accountId: await memberAccount(tx, { ...spec, memberId }), amount: deposit },
          { accountId: await houseAccount(tx, { ...spec, name: 'cashier' }), amount: -deposit },
        ],
      });
    });
    await t.db.query(
      `insert into bet (merchant_id, member_id, vendor_code, round_id, currency, stake, payout, status)
       values ($1, $2, 'PGE', $3, $4, $5, $6, 'settled'), ($1, $2, 'PGE', $3 || 'o', $4, 999, 0, 'open')`,
      [m!.id, memberId, `mg-${memberId}`, m!.currency, stake.toString(), payout.toString()],
    );
  }

  it('creates a direct downline that logs in with the chosen password', async () => {
    const row = expectOk(
      await create({ account: 'mgnew001', password: 'pass1234', type: 0, prizeGroup: 1850 }),
      agentEndpoints.createDownline,
    );
    expect(row).toMatchObject({
      account: 'mgnew001',
      type: 0,
      isAgent: false,
      level: 1,
      upline: 'mgagent1',
      balance: '0.00',
      locked: false,
      deposits: '0.00',
      validBets: '0.00',
      teamSize: 0,
    });
    await loginOk(t, 'mgnew001', 'pass1234');
    const [stored] = await t.db.query<{ prize_group: number; wallets: number; audit: string }>(
      `select m.prize_group,
         (select count(*)::int from ledger_account where owner_member_id = m.id and kind = 'main') as wallets,
         (select action from audit_log where member_id = m.id and action = 'downline_create') as audit
       from member m where m.account = 'mgnew001'`,
    );
    expect(stored).toEqual({ prize_group: 1850, wallets: 1, audit: 'downline_create' });
    const sub = expectOk(
      await create({ account: 'mgsub001', password: 'pass1234', type: 1 }),
      agentEndpoints.createDownline,
    );
    expect(sub).toMatchObject({ type: 1, isAgent: true });
    expectError(
      await create({ account: 'MGNEW001', password: 'pass1234', type: 0 }),
      409,
      'username_taken',
    );
    const bad = expectError(
      await create({ account: 'x_1', password: 'pass1234', type: 0 }),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['account']);
    expectError(
      await create({ account: 'mgnew002', password: 'pass1234', type: 2 }),
      400,
      'downline_type_not_allowed',
    );
    expectError(
      await create({ account: 'mgnew002', password: 'pass1234', type: 0, prizeGroup: 1990 }),
      400,
      'prize_group_not_allowed',
    );
  });

  it('lists direct downlines or the whole team, searched, filtered, sorted and paged', async () => {
    const boss = await kitAgent(t, 'lsboss01');
    const sub = await kitAccount(t, 'lsSub001', { type: 1, parentId: boss.id, balance: '30.00' });
    const alice = await kitAccount(t, 'lsalice1', { parentId: boss.id, balance: '10.00' });
    await kitAccount(t, 'lsdeep01', { parentId: sub.id });
    await play(alice.id, 5000n, 700n, 1500n);
    const list = async (input: Record<string, unknown>) =>
      expectOk(
        await callAs(t, agentEndpoints.downlines, boss.token, input),
        agentEndpoints.downlines,
      );

    const all = await list({ sort: 'account', order: 'asc' });
    expect(all.list.map((row) => row.account)).toEqual(['lsalice1', 'lsdeep01', 'lsSub001']);
    expect(all).toMatchObject({ total: 3, totalPages: 1, pageNum: 1 });
    expect(all.list[0]).toMatchObject({
      level: 1,
      upline: 'lsboss01',
      balance: '60.00',
      deposits: '50.00',
      validBets: '7.00',
      teamSize: 0,
      isAgent: false,
    });
    expect(all.list[1]).toMatchObject({ level: 2, upline: 'lsSub001' });
    expect(all.list[2]).toMatchObject({ level: 1, teamSize: 1, isAgent: true, balance: '30.00' });

    expect((await list({ scope: 'direct' })).total).toBe(2);
    expect((await list({ account: 'LSS' })).list.map((row) => row.account)).toEqual(['lsSub001']);
    expect((await list({ role: 'agent' })).list.map((row) => row.account)).toEqual(['lsSub001']);
    expect((await list({ role: 'member', sort: 'account' })).list.map((r) => r.account)).toEqual([
      'lsdeep01',
      'lsalice1',
    ]);
    const byBalance = await list({ sort: 'balance', order: 'desc' });
    expect(byBalance.list.map((row) => row.account)).toEqual(['lsalice1', 'lsSub001', 'lsdeep01']);
    const page2 = await list({ sort: 'account', order: 'asc', pageSize: 2, pageNo: 2 });
    expect(page2).toMatchObject({ total: 3, totalPages: 2, pageNum: 2 });
    expect(page2.list.map((row) => row.account)).toEqual(['lsSub001']);

    // One downline's summary: its figures, and what the agent may do at each depth.
    const direct = expectOk(await summary('LSALICE1', boss.token), agentEndpoints.downline);
    expect(direct).toMatchObject({
      withdrawals: '0.00',
      payout: '15.00',
      profit: '8.00',
      prizeGroup: null,
      actions: { changeType: [1], lock: true, transfer: true },
    });
    expect(direct.firstDepositAt).not.toBeNull();
    const agentRow = expectOk(await summary('lssub001', boss.token), agentEndpoints.downline);
    // An agent with a team is not offered the member type.
    expect(agentRow.actions).toEqual({ changeType: [], lock: true, transfer: true });
    const deeper = expectOk(await summary('lsdeep01', boss.token), agentEndpoints.downline);
    expect(deeper.downline.level).toBe(2);
    expect(deeper.actions).toEqual({ changeType: [], lock: false, transfer: false });
  });

  it('changes a direct downline between member and agent, never an agent with a team', async () => {
    const member = await kitAccount(t, 'mgtype01', { parentId: agent.id });
    expect(
      expectOk(await changeType('mgtype01', 1), agentEndpoints.changeDownlineType),
    ).toMatchObject({ type: 1, isAgent: true });
    // Now an agent: it has the agent centre.
    expectOk(
      await callAs(t, agentEndpoints.registerCentre, member.token),
      agentEndpoints.registerCentre,
    );
    expectError(await changeType('mgtype01', 2), 400, 'downline_type_not_allowed');
    const below = await kitAccount(t, 'mgtype02', { parentId: member.id });
    expectError(await changeType('mgtype01', 0), 409, 'downline_has_team');
    await t.db.query('update member set parent_agent_id = null where id = $1', [below.id]);
    expect(
      expectOk(await changeType('mgtype01', 0), agentEndpoints.changeDownlineType),
    ).toMatchObject({ type: 0, isAgent: false });
    expectError(await callAs(t, agentEndpoints.registerCentre, member.token), 403, 'forbidden');
    const [audit] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where member_id = $1 and action = 'downline_type_change'`,
      [member.id],
    );
    expect(audit!.n).toBe(2);

    await setAgentCentre(t, { changeType: false });
    try {
      expectError(await changeType('mgtype01', 1), 403, 'feature_disabled');
    } finally {
      await setAgentCentre(t, null);
    }
  });

  it('locks a downline out at once and lets it back in when unlocked', async () => {
    const member = await kitAccount(t, 'mglock01', { parentId: agent.id });
    expectOk(
      await call(t, memberEndpoints.info, {}, { token: member.token }),
      memberEndpoints.info,
    );
    const handoff = expectOk(
      await callAs(t, sessionEndpoints.handoff, member.token),
      sessionEndpoints.handoff,
    );
    expect(expectOk(await lock('mglock01', true), agentEndpoints.lockDownline).locked).toBe(true);
    // Its sessions ended: the old token is refused.
    expect((await call(t, memberEndpoints.info, {}, { token: member.token })).statusCode).toBe(401);
    expectError(await login(t, 'mglock01', testPassword), 403, 'account_locked');
    // Every door refuses it, the QR code's hand-off too.
    expectError(
      await call(t, sessionEndpoints.handoffRedeem, { code: handoff.code }),
      403,
      'account_locked',
    );
    const [failed] = await t.db.query<{ detail: { reason: string } }>(
      `select detail from audit_log where member_id = $1 and action = 'login_failed'
       order by id desc limit 1`,
      [member.id],
    );
    expect(failed!.detail.reason).toBe('account_locked');
    // A wrong password still says only that.
    expectError(await login(t, 'mglock01', 'wrong999'), 401, 'login_failed');

    expect(expectOk(await lock('mglock01', false), agentEndpoints.lockDownline).locked).toBe(false);
    await loginOk(t, 'mglock01', testPassword);

    await setAgentCentre(t, { lockDownline: false });
    try {
      expectError(await lock('mglock01', true), 403, 'feature_disabled');
    } finally {
      await setAgentCentre(t, null);
    }
  });
});
