import { agentEndpoints, agentOpsEndpoints } from '@portal/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { addOperator, operatorSession, operatorSessionToken } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs } from '../../testing/wallet-kit.ts';
import { kitAgent, setAgentCentre } from './agent-test-kit.ts';

const e = agentOpsEndpoints;

describe('the operator’s agent-centre rules', () => {
  let t: TestApp;
  let operatorId: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await addOperator(t, { username: 'agentrulesowner', role: 'owner' });
    operatorId = owner.id;
    token = await operatorSessionToken(t.db, owner.id, t.app.platform.clock.now());
  });
  afterAll(async () => {
    await setAgentCentre(t, null);
    await t.close();
  });

  const read = async () => expectOk(await call(t, e.opsSettings, {}, { token }), e.opsSettings);
  const save = (input: Record<string, unknown>) => call(t, e.opsSettingsSave, input, { token });
  const audits = () =>
    t.db.query<{ operator_id: string | null; detail: Record<string, unknown> }>(
      `select operator_id::text as operator_id, detail from audit_log
       where action = 'setting_change' and detail->>'key' = 'agentCentre' order by id`,
    );

  it('shows the defaults, stores new rules that agents see at once, audited', async () => {
    await setAgentCentre(t, null);
    const defaults = await read();
    expect(defaults).toEqual({
      downlineTypes: [0, 1],
      changeType: true,
      lockDownline: true,
      prizeGroup: { min: 1700, max: 1960 },
      transferDownline: { min: '100', max: null, dailyMax: null },
    });

    const stored = expectOk(
      await save({
        lockDownline: false,
        transferDownline: { min: '500', max: '100000', dailyMax: '250000' },
      }),
      e.opsSettingsSave,
    );
    expect(stored).toEqual({
      ...defaults,
      lockDownline: false,
      transferDownline: { min: '500', max: '100000', dailyMax: '250000' },
    });
    expect(await read()).toEqual(stored);
    const agent = await kitAgent(t, 'opsrules01');
    const info = expectOk(
      await callAs(t, agentEndpoints.transferDownlineInfo, agent.token),
      agentEndpoints.transferDownlineInfo,
    );
    expect(info).toMatchObject({ min: '5.00', max: '1000.00', dailyMax: '2500.00' });
    expect(await audits()).toEqual([
      {
        operator_id: operatorId,
        detail: { key: 'agentCentre', before: defaults, after: stored },
      },
    ]);
  });

  it('refuses bad rules and downline types agents could never give, changing nothing', async () => {
    const before = await read();
    const bad = expectError(
      await save({ prizeGroup: { min: 1990, max: 1700 }, transferDownline: { min: '-1' } }),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual([
      'prizeGroup.max',
      'transferDownline.min',
    ]);
    // Type 4 is the deployment's trial type: neither member nor agent.
    const types = expectError(await save({ downlineTypes: [0, 4] }), 400, 'invalid_input');
    expect(Object.keys(types.fields ?? {})).toEqual(['downlineTypes']);
    expect(await read()).toEqual(before);
    expect(await audits()).toHaveLength(1);
  });

  it('refuses a role without agents.write', async () => {
    const support = await operatorSession(t, 'support');
    expectError(await call(t, e.opsSettings, {}, { token: support }), 403, 'forbidden');
    expectError(
      await call(t, e.opsSettingsSave, { changeType: false }, { token: support }),
      403,
      'forbidden',
    );
  });
});
