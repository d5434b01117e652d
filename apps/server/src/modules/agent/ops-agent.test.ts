import { agentEndpoints } from '@portal/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, testOpsToken, type TestApp } from '../../testing/test-app.ts';
import { callAs } from '../../testing/wallet-kit.ts';
import { kitAgent, setAgentCentre } from './agent-test-kit.ts';

describe('the operator’s agent-centre rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await setAgentCentre(t, null);
    await t.close();
  });

  const ops = (method: 'GET' | 'PUT', code: string, payload?: unknown, token = testOpsToken) =>
    t.app.inject({
      method,
      url: `/ops/merchants/${code}/agent-centre`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('shows the defaults, stores new rules that agents see at once, and refuses bad ones', async () => {
    await setAgentCentre(t, null);
    const defaults = await ops('GET', 'demo');
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().value).toMatchObject({
      changeType: true,
      lockDownline: true,
      transferDownline: { min: '100', max: null, dailyMax: null },
    });

    const stored = await ops('PUT', 'demo', {
      lockDownline: false,
      transferDownline: { min: '500', max: '100000', dailyMax: '250000' },
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().value).toMatchObject({
      lockDownline: false,
      transferDownline: { min: '500', max: '100000', dailyMax: '250000' },
    });
    const agent = await kitAgent(t, 'opsrules01');
    const info = expectOk(
      await callAs(t, agentEndpoints.transferDownlineInfo, agent.token),
      agentEndpoints.transferDownlineInfo,
    );
    expect(info).toMatchObject({ min: '5.00', max: '1000.00', dailyMax: '2500.00' });

    const bad = await ops('PUT', 'demo', { prizeGroup: { min: 1990, max: 1700 } });
    expect(bad.statusCode).toBe(400);
    expect((await ops('GET', 'demo')).json().value.prizeGroup).toEqual({ min: 1700, max: 1960 });
    expect((await ops('GET', 'nope')).statusCode).toBe(404);
    // The ops scope refuses a wrong token before any route (403, as for every ops call).
    expect((await ops('GET', 'demo', undefined, 'wrong-token-0123456789')).statusCode).toBe(403);
  });
});
