import { agentEndpoints } from '@portal/contract/agent';
import type { Endpoint } from '@portal/contract/endpoint';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callEncrypted } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { balanceOf, callAs, testWithdrawPassword as pw } from '../../testing/wallet-kit.ts';
import { kitAccount, kitAgent, type KitAccount } from './agent-test-kit.ts';

/** Every agent-centre call of this module with a valid input, about `account`. */
function agentCalls(account: string): Array<[Endpoint, Record<string, unknown>]> {
  const e = agentEndpoints;
  return [
    [e.downlines, {}],
    [e.downline, { account }],
    [e.changeDownlineType, { account, type: 1 }],
    [e.lockDownline, { account, locked: true }],
    [e.createDownline, { account: 'isonew01', password: 'pass1234', type: 0 }],
    [e.registerCentre, {}],
    [e.links, {}],
    [e.createLink, { type: 0 }],
    [e.disableLink, { id: '1' }],
    [e.transferDownlineInfo, {}],
    [e.transferDownline, { account, amount: '1.00', withdrawPassword: pw }],
    [e.announcements, {}],
    [e.readAnnouncement, { id: '1' }],
  ];
}

function callAgentCall(
  t: TestApp,
  [endpoint, input]: [Endpoint, Record<string, unknown>],
  token: string | null,
  host?: string,
) {
  if (endpoint.encrypted)
    return callEncrypted(t, endpoint, input, { token, ...(host ? { host } : {}) });
  return callAs(t, endpoint, token ?? '', input, undefined, host);
}

describe('team isolation', () => {
  let t: TestApp;
  let alpha: KitAccount;
  let alphaDown: KitAccount;
  let alphaDeep: KitAccount;
  let bravoDown: KitAccount;
  let betaAgent: KitAccount;
  let betaDown: KitAccount;

  beforeAll(async () => {
    t = await createTestApp();
    await createSecondMerchant(t);
    alpha = await kitAgent(t, 'isoalpha', { balance: '100.00', withdrawPassword: true });
    alphaDown = await kitAccount(t, 'isoalp01', { type: 1, parentId: alpha.id });
    alphaDeep = await kitAccount(t, 'isoalp02', { parentId: alphaDown.id });
    const bravo = await kitAgent(t, 'isobravo');
    bravoDown = await kitAccount(t, 'isobrv01', { parentId: bravo.id });
    betaAgent = await kitAgent(t, 'isobeta', { merchantCode: 'beta' });
    betaDown = await kitAccount(t, 'isobeta1', { merchantCode: 'beta', parentId: betaAgent.id });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 for members of another team, of this brand or another', async () => {
    for (const stranger of [bravoDown.account, betaDown.account]) {
      const e = agentEndpoints;
      expectError(
        await callAs(t, e.downline, alpha.token, { account: stranger }),
        404,
        'not_found',
      );
      expectError(
        await callAs(t, e.changeDownlineType, alpha.token, { account: stranger, type: 1 }),
        404,
        'not_found',
      );
      expectError(
        await callAs(t, e.lockDownline, alpha.token, { account: stranger, locked: true }),
        404,
        'not_found',
      );
      expectError(
        await callAs(t, e.transferDownline, alpha.token, {
          account: stranger,
          amount: '1.00',
          withdrawPassword: pw,
        }),
        404,
        'not_found',
      );
    }
    // The other brand's agent does not see this brand's team either.
    expectError(
      await callAs(
        t,
        agentEndpoints.downline,
        betaAgent.token,
        { account: alphaDown.account },
        null,
        'beta.example',
      ),
      404,
      'not_found',
    );
    expect(await balanceOf(t, alpha.id)).toBe('100.00');
    const [locked] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from member where login_locked',
    );
    expect(locked!.n).toBe(0);
  });

  it('lists only the agent’s own team', async () => {
    const all = expectOk(
      await callAs(t, agentEndpoints.downlines, alpha.token, { sort: 'account', order: 'asc' }),
      agentEndpoints.downlines,
    );
    expect(all.list.map((row) => row.account)).toEqual(['isoalp01', 'isoalp02']);
    const beta = expectOk(
      await callAs(t, agentEndpoints.downlines, betaAgent.token, {}, null, 'beta.example'),
      agentEndpoints.downlines,
    );
    expect(beta.list.map((row) => row.account)).toEqual(['isobeta1']);
  });

  it('lets an agent see a deeper downline but change it only through its own upline', async () => {
    expectOk(
      await callAs(t, agentEndpoints.downline, alpha.token, { account: alphaDeep.account }),
      agentEndpoints.downline,
    );
    expectError(
      await callAs(t, agentEndpoints.lockDownline, alpha.token, {
        account: alphaDeep.account,
        locked: true,
      }),
      403,
      'forbidden',
    );
    // Its own upline may.
    expectOk(
      await callAs(t, agentEndpoints.lockDownline, alphaDown.token, {
        account: alphaDeep.account,
        locked: false,
      }),
      agentEndpoints.lockDownline,
    );
  });

  it('refuses every agent call to members (403), trial accounts (403) and visitors (401)', async () => {
    const member = await kitAccount(t, 'isomemb1');
    const trial = expectOk(
      await call(t, sessionEndpoints.freeplay, {}, { ip: '198.51.100.9' }),
      sessionEndpoints.freeplay,
    ).token!;
    for (const entry of agentCalls(alphaDown.account)) {
      expectError(await callAgentCall(t, entry, member.token), 403, 'forbidden');
      expect((await callAgentCall(t, entry, trial)).statusCode).toBe(403);
      expectError(await callAgentCall(t, entry, null), 401, 'in_no_login');
    }
  });
});
