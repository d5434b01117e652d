import { agentEndpoints } from '@portal/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginOk } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callAs, testPassword } from '../../../testing/wallet-kit.ts';
import { seedReportWorld, type ReportWorld } from './report-fixture.ts';

/** Who may ask the agent reports, about whom, and for which periods. */
describe('agent reports: access', () => {
  let t: TestApp;
  let world: ReportWorld;

  beforeAll(async () => {
    t = await createTestApp();
    world = await seedReportWorld(t, 7);
  });
  afterAll(async () => {
    await t.close();
  });

  const period = { startDate: '2026-03-01', endDate: '2026-03-07' };
  const reports = [
    agentEndpoints.teamOverview,
    agentEndpoints.profitLoss,
    agentEndpoints.revenue,
    agentEndpoints.downlineTransactions,
  ];

  it('refuses anyone but an agent', async () => {
    for (const endpoint of reports) {
      const input = { ...period, account: 'rpa2' };
      expectError(await callAs(t, endpoint, world.tokens.member, input), 403, 'forbidden');
      expectError(await call(t, endpoint, input), 401, 'in_no_login');
    }
    // An agent made a member by its upline loses the reports at once.
    await t.db.query(`update member set type = 0 where account = 'rpdeep'`);
    const demoted = (await loginOk(t, 'rpdeep', testPassword)).token;
    expectError(await callAs(t, agentEndpoints.teamOverview, demoted, period), 403, 'forbidden');
  });

  it('answers 404 for any account outside the asking agent’s team', async () => {
    const outside: Array<[string, string, string?]> = [
      [world.tokens.agent, 'rpb1'],
      [world.tokens.agent, 'rpother'],
      [world.tokens.agent, 'rploner'],
      [world.tokens.agent, 'rpc1'],
      [world.tokens.agent, 'nobody'],
      [world.tokens.sub, 'rpa1'],
      [world.tokens.sub, 'rpagent'],
      [world.tokens.other, 'rpsub'],
      [world.tokens.beta, 'rpa1', 'beta.example'],
    ];
    for (const [token, account, host] of outside) {
      for (const endpoint of [agentEndpoints.profitLoss, agentEndpoints.downlineTransactions]) {
        const input = { ...period, account };
        expectError(await callAs(t, endpoint, token, input, null, host), 404, 'not_found');
      }
    }
    // The same calls about a member of the team answer.
    expectOk(
      await callAs(t, agentEndpoints.downlineTransactions, world.tokens.agent, {
        ...period,
        account: 'RPS1',
      }),
      agentEndpoints.downlineTransactions,
    );
  });

  it('keeps brands apart', async () => {
    const beta = expectOk(
      await callAs(t, agentEndpoints.teamOverview, world.tokens.beta, period, null, 'beta.example'),
      agentEndpoints.teamOverview,
    );
    expect(beta.currency).toBe('EUR');
    expect(beta.team.size).toBe(1);
    // A demo session is no session on the beta brand.
    expectError(
      await callAs(
        t,
        agentEndpoints.teamOverview,
        world.tokens.agent,
        period,
        null,
        'beta.example',
      ),
      401,
      'in_no_login',
    );
  });

  it('refuses bad periods', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{ startDate: '2026-03-07', endDate: '2026-03-01' }, 'date_range_invalid'],
      [{ startDate: '2026-01-01', endDate: '2026-04-02' }, 'date_range_invalid'],
      [{ startDate: '2026-02-30', endDate: '2026-03-02' }, 'date_range_invalid'],
      [{ startDate: '2026/03/01', endDate: '2026-03-02' }, 'invalid_input'],
      [{ endDate: '2026-03-02' }, 'invalid_input'],
    ];
    for (const endpoint of reports) {
      for (const [range, code] of bad) {
        expectError(
          await callAs(t, endpoint, world.tokens.agent, { ...range, account: 'rpa1' }),
          400,
          code,
        );
      }
    }
  });
});
