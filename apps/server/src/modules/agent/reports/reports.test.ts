import { agentEndpoints } from '@portal/contract/agent';
import { historiesEndpoints } from '@portal/contract/histories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callAs } from '../../../testing/wallet-kit.ts';
import {
  expectedOverview,
  expectedProfitLoss,
  expectedRevenue,
  inPeriod,
  money,
  readRaw,
  type Period,
  type Raw,
} from './report-expected.ts';
import { seedReportWorld, window, type ReportWorld } from './report-fixture.ts';

/**
 * Every figure of every report equals its plain recomputation from the raw rows
 * (report-expected.ts), over periods that cut the seeded activity at different days.
 */
describe('agent reports: figures', () => {
  let t: TestApp;
  let world: ReportWorld;
  let raw: Raw;

  const periods: Period[] = [
    { startDate: window.first, endDate: window.last },
    { startDate: '2026-03-01', endDate: '2026-03-07' },
    { startDate: '2026-02-27', endDate: '2026-02-27' },
    { startDate: '2026-03-12', endDate: '2026-03-20' },
    { startDate: '2025-12-01', endDate: '2025-12-31' },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    world = await seedReportWorld(t, 14);
    raw = await readRaw(t, 'demo');
  });
  afterAll(async () => {
    await t.close();
  });

  const id = (account: string) => world.ids.get(account)!;

  it('team overview: the team now, the period and each day', async () => {
    for (const period of periods) {
      for (const [token, agent] of [
        [world.tokens.agent, 'rpagent'],
        [world.tokens.sub, 'rpsub'],
        [world.tokens.other, 'rpother'],
      ] as const) {
        const answer = expectOk(
          await callAs(t, agentEndpoints.teamOverview, token, { ...period }),
          agentEndpoints.teamOverview,
        );
        expect(answer, `${agent} ${period.startDate}`).toEqual(
          expectedOverview(raw, id(agent), period),
        );
      }
    }
    // The seeded world is not empty where it matters: the whole window has every kind of figure.
    const whole = expectedOverview(raw, id('rpagent'), periods[0]!);
    expect(whole.team).toMatchObject({ size: 8, directSize: 4, agents: 2 });
    expect(whole.team.firstDeposits).toBeGreaterThan(0);
    for (const figure of Object.values(whole.totals)) expect(figure).not.toBe('0.00');
  });

  it('profit and loss: self row, one row per direct downline, drill-down and paging', async () => {
    const views: Array<[string | undefined, string[]]> = [
      [undefined, ['rpagent']],
      ['RPAGENT', ['rpagent']],
      ['rpsub', ['rpagent', 'rpsub']],
      ['rpdeep', ['rpagent', 'rpsub', 'rpdeep']],
      ['rpa1', ['rpagent', 'rpa1']],
      ['rpd1', ['rpagent', 'rpsub', 'rpdeep', 'rpd1']],
    ];
    for (const period of periods) {
      for (const [account, path] of views) {
        const expected = expectedProfitLoss(raw, id(path.at(-1)!), period);
        const input = { ...period, ...(account ? { account } : {}), pageSize: '100' };
        const answer = expectOk(
          await callAs(t, agentEndpoints.profitLoss, world.tokens.agent, input),
          agentEndpoints.profitLoss,
        );
        expect(answer).toEqual({
          path,
          list: expected.list,
          totals: expected.totals,
          total: expected.list.length,
          pageNum: 1,
          totalPages: 1,
        });
      }
    }
    // Pages of two: the self row heads page 1 and counts in the total.
    const expected = expectedProfitLoss(raw, id('rpagent'), periods[0]!);
    for (const pageNo of [1, 2, 3, 4]) {
      const answer = expectOk(
        await callAs(t, agentEndpoints.profitLoss, world.tokens.agent, {
          ...periods[0],
          pageNo: String(pageNo),
          pageSize: '2',
        }),
        agentEndpoints.profitLoss,
      );
      expect(answer).toEqual({
        path: ['rpagent'],
        list: expected.list.slice((pageNo - 1) * 2, pageNo * 2),
        totals: expected.totals,
        total: 5,
        pageNum: pageNo,
        totalPages: 3,
      });
    }
    // A sub-agent sees itself at the top of its own path.
    const sub = expectOk(
      await callAs(t, agentEndpoints.profitLoss, world.tokens.sub, {
        ...periods[0],
        account: 'rpd1',
      }),
      agentEndpoints.profitLoss,
    );
    expect(sub.path).toEqual(['rpsub', 'rpdeep', 'rpd1']);
  });

  it('revenue: per product, per day and in total', async () => {
    for (const period of periods) {
      for (const [token, agent] of [
        [world.tokens.agent, 'rpagent'],
        [world.tokens.other, 'rpother'],
      ] as const) {
        const answer = expectOk(
          await callAs(t, agentEndpoints.revenue, token, { ...period }),
          agentEndpoints.revenue,
        );
        expect(answer).toEqual(expectedRevenue(raw, id(agent), period));
      }
    }
    const whole = expectedRevenue(raw, id('rpagent'), periods[0]!);
    expect(whole.byProduct.map((p) => p.gameType)).toContain('OTHER');
    expect(whole.byProduct.length).toBeGreaterThan(2);
  });

  it('downline transactions: the very rows of the downline’s own history', async () => {
    for (const input of [
      { ...periods[0], pageSize: '50' },
      { ...periods[1], type: 'deposit' },
      { ...periods[0], pageSize: '3', pageNo: '2' },
      { ...periods[0], pageNo: '40' },
    ]) {
      const own = expectOk(
        await callAs(t, historiesEndpoints.transactions, world.tokens.member, input),
        historiesEndpoints.transactions,
      );
      const seen = expectOk(
        await callAs(t, agentEndpoints.downlineTransactions, world.tokens.agent, {
          ...input,
          account: 'rpa1',
        }),
        agentEndpoints.downlineTransactions,
      );
      expect(seen).toEqual(own);
    }
    // A deeper downline: its movements of the period, from the raw entries.
    const deep = expectOk(
      await callAs(t, agentEndpoints.downlineTransactions, world.tokens.agent, {
        ...periods[0],
        account: 'rpd1',
        pageSize: '100',
      }),
      agentEndpoints.downlineTransactions,
    );
    const rows = raw.entries
      .filter((e) => e.member_id === id('rpd1') && inPeriod(raw, periods[0]!, e.created_at))
      .sort((a, b) => Number(b.txn_id - a.txn_id));
    expect(rows.length).toBeGreaterThan(0);
    expect(deep.list.map((r) => [r.txnId, r.amount])).toEqual(
      rows.map((e) => [e.txn_id.toString(), money(e.amount)]),
    );
  });
});
