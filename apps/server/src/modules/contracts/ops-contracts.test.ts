import { contractsOpsEndpoints } from '@portal/contract/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sql } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { addOperator, operatorSession, operatorSessionToken } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { kitAccount, kitAgent, type KitAccount } from '../agent/agent-test-kit.ts';
import { act, tiers } from './contracts-test-kit.ts';

/**
 * The operator's contract calls (`/operator/contracts`): the brand's rules, the list, the
 * house's offers and its side of its contracts, and the engine run, each audited with the
 * operator who acted.
 */
const e = contractsOpsEndpoints;
let t: TestApp;
let operatorId: string;
let token: string;
let top: KitAccount;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await addOperator(t, { username: 'contractsowner', role: 'owner' });
  operatorId = owner.id;
  token = await operatorSessionToken(t.db, owner.id, t.app.platform.clock.now());
  top = await kitAgent(t, 'optop01');
});
afterAll(async () => {
  await t.close();
});

const run = (endpoint: (typeof e)[keyof typeof e], input: Record<string, unknown>) =>
  call(t, endpoint, input, { token });

async function auditRows(action: string) {
  return t.db.query<{
    operator_id: string | null;
    member_id: string | null;
    detail: Record<string, unknown>;
  }>(
    `select operator_id::text as operator_id, member_id::text as member_id, detail
     from audit_log where action = $1 order by id`,
    [action],
  );
}

const resetSettings = () =>
  sql(
    t,
    `delete from merchant_setting where key = 'contracts'
       and merchant_id = (select id from merchant where code = 'demo')`,
  );

describe('the operator’s contract rules', () => {
  afterAll(resetSettings);

  it('reads the defaults, saves new rules with an audit row, and refuses bad ones', async () => {
    await resetSettings();
    const defaults = expectOk(await run(e.opsSettings, {}), e.opsSettings);
    expect(defaults).toEqual({
      maxRate: '0.1',
      dividendPeriods: ['daily', 'weekly', 'semiMonthly', 'monthly'],
      offerExpiryDays: 7,
      graceSeconds: 60,
      activeMemberMinBet: '1',
      housePaysTopAgents: true,
    });

    const saved = expectOk(
      await run(e.opsSettingsSave, { maxRate: '0.05', dividendPeriods: ['weekly'] }),
      e.opsSettingsSave,
    );
    expect(saved).toEqual({ ...defaults, maxRate: '0.05', dividendPeriods: ['weekly'] });
    expect(expectOk(await run(e.opsSettings, {}), e.opsSettings)).toEqual(saved);
    const [audit] = await auditRows('setting_change');
    expect(audit).toMatchObject({
      operator_id: operatorId,
      detail: { key: 'contracts', before: defaults, after: saved },
    });

    const bad = expectError(
      await run(e.opsSettingsSave, { maxRate: '2', graceSeconds: 5000, dividendPeriods: [] }),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual([
      'dividendPeriods',
      'graceSeconds',
      'maxRate',
    ]);
    expect(expectOk(await run(e.opsSettings, {}), e.opsSettings)).toEqual(saved);
    expect(await auditRows('setting_change')).toHaveLength(1);
  });

  it('refuses a role without agents.write', async () => {
    const content = await operatorSession(t, 'content');
    expectError(await call(t, e.opsSettings, {}, { token: content }), 403, 'forbidden');
    expectError(
      await call(t, e.opsSettingsSave, { maxRate: '0.2' }, { token: content }),
      403,
      'forbidden',
    );
    const risk = await operatorSession(t, 'risk');
    expectError(await call(t, e.opsRun, {}, { token: risk }), 403, 'forbidden');
  });
});

describe('the house’s contracts', () => {
  const terms = tiers([['0.01', '0']]);

  it('offers a top agent, audited with the operator, and lists it', async () => {
    const offered = expectOk(
      await run(e.opsOffer, { kind: 'dailySalary', account: 'OPTOP01', terms }),
      e.opsOffer,
    );
    expect(offered).toMatchObject({ state: 'offered', upline: null, downline: top.account });
    const audits = await auditRows('contract_offer');
    expect(audits.at(-1)).toMatchObject({
      operator_id: operatorId,
      member_id: top.id,
      detail: { contract: offered.id, kind: 'dailySalary', payer: 'house' },
    });

    const listed = expectOk(
      await run(e.opsList, { kind: 'dailySalary', state: 'offered' }),
      e.opsList,
    );
    expect(listed.map((c) => c.id)).toEqual([offered.id]);
    expect(expectOk(await run(e.opsList, { state: 'ended' }), e.opsList)).toEqual([]);
    expectError(await run(e.opsList, { state: 'bogus' }), 400, 'invalid_input');

    // The house withdraws its offer; it cannot answer it for the agent.
    expectError(
      await run(e.opsProcess, { contractId: offered.id, action: 'accept' }),
      409,
      'contract_state',
    );
    const withdrawn = expectOk(
      await run(e.opsProcess, { contractId: offered.id, action: 'withdraw' }),
      e.opsProcess,
    );
    expect(withdrawn).toMatchObject({ state: 'ended', endReason: 'withdrawn' });
    const actions = await auditRows('contract_action');
    expect(actions.at(-1)).toMatchObject({
      operator_id: operatorId,
      detail: { contract: offered.id, action: 'withdraw', by: 'upline' },
    });
  });

  it('ends an active contract the agent asked to end, for the house', async () => {
    const offered = expectOk(
      await run(e.opsOffer, { kind: 'hourSalary', account: top.account, terms }),
      e.opsOffer,
    );
    await act(t, top.token, 'hourSalary', offered.id, 'accept');
    await act(t, top.token, 'hourSalary', offered.id, 'requestTermination');
    const ended = expectOk(
      await run(e.opsProcess, { contractId: offered.id, action: 'confirmTermination' }),
      e.opsProcess,
    );
    expect(ended).toMatchObject({ state: 'ended', endReason: 'terminated' });
  });

  it('refuses offers to unknown, non-top and non-agent accounts, bad input and unknown ids', async () => {
    const sub = await kitAgent(t, 'opsub01', { parentId: top.id });
    const member: KitAccount = await kitAccount(t, 'opmember01');
    const offer = (account: string) => run(e.opsOffer, { kind: 'dividend', account, terms });
    expectError(await offer('nobody99'), 404, 'not_found');
    expectError(await offer(sub.account), 404, 'not_found');
    expectError(await offer(member.account), 400, 'contract_downline_not_agent');
    const bad = expectError(
      await run(e.opsOffer, { kind: 'weekly', account: '', terms }),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['account', 'kind']);
    expectError(
      await run(e.opsProcess, { contractId: '999999999', action: 'withdraw' }),
      404,
      'not_found',
    );

    await sql(
      t,
      `insert into merchant_setting (merchant_id, key, value)
       values ((select id from merchant where code = 'demo'), 'contracts',
         '{"housePaysTopAgents": false}')`,
    );
    try {
      expectError(await offer(top.account), 403, 'feature_disabled');
    } finally {
      await resetSettings();
    }
  });
});

describe('the engine run', () => {
  it('runs now, audited as a job run; refuses asOf without a test clock and a bad instant', async () => {
    const before = await auditRows('job_run');
    const ran = expectOk(await run(e.opsRun, {}), e.opsRun);
    expect(Number.isNaN(Date.parse(ran.ranAt))).toBe(false);
    const after = await auditRows('job_run');
    expect(after.slice(before.length)).toMatchObject([
      { operator_id: operatorId, detail: { job: 'contracts-engine', asOf: null } },
    ]);
    expectError(await run(e.opsRun, { asOf: new Date().toISOString() }), 403, 'forbidden');
    const bad = expectError(await run(e.opsRun, { asOf: 'tomorrow' }), 400, 'invalid_input');
    expect(Object.keys(bad.fields ?? {})).toEqual(['asOf']);
    expect(await auditRows('job_run')).toHaveLength(after.length);
  });
});
