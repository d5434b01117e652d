import { addDays } from '@portal/contract/day-range';
import { dashboardDays, dashboardEndpoints } from '@portal/contract/ops/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { operatorSession } from '../../../testing/operators.ts';
import { demoBrand } from '../../../testing/play-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { bonusKinds } from '../../agent/reports/definitions.ts';
import { money, readRaw, type Raw } from '../../agent/reports/report-expected.ts';
import { seedReportWorld, window } from '../../agent/reports/report-fixture.ts';
import { dashboard } from './dashboard.ts';

/**
 * The dashboard's figures equal their plain recomputation from the raw rows of the seeded
 * report world (every member of the brand, each day told by `Intl` in the brand's zone), and
 * the call answers any operator of the brand, no one else.
 */
describe('operator dashboard', () => {
  let t: TestApp;
  let raw: Raw;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReportWorld(t, 7);
    raw = await readRaw(t, 'demo');
  });
  afterAll(() => t.close());

  const dayOf = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: raw.timeZone }).format(at);
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

  /** One day of the brand, summed in JavaScript over every member's rows. */
  function expectedDay(day: string) {
    const bets = raw.bets.filter((b) => b.status === 'settled' && dayOf(b.created_at) === day);
    const entries = raw.entries.filter((e) => dayOf(e.created_at) === day);
    const of = (kinds: string[]) =>
      sum(entries.filter((e) => kinds.includes(e.kind)).map((e) => e.amount));
    const validBets = sum(bets.map((b) => b.stake));
    const payout = sum(bets.map((b) => b.payout));
    return {
      day,
      deposits: money(of(['deposit'])),
      withdrawals: money(-of(['withdrawal', 'withdrawal_refund'])),
      bonuses: money(of(bonusKinds)),
      validBets: money(validBets),
      payout: money(payout),
      ggr: money(validBets - payout),
      activeMembers: new Set(bets.map((b) => b.member_id)).size,
      newMembers: raw.members.filter((m) => dayOf(m.created_at) === day).length,
    };
  }

  it('sums every day of the window, zero days included, as the raw rows say', async () => {
    const merchant = await demoBrand(t.db);
    // The window's last day at 23:00 in the brand's zone (UTC-3): the seeded activity and the
    // days after it, empty, in one window.
    const last = addDays(window.last, 3);
    const answer = await dashboard(t.db, merchant, new Date(`${last}T23:00:00-03:00`));
    const days = Array.from({ length: dashboardDays }, (_, i) =>
      addDays(last, i + 1 - dashboardDays),
    );
    expect(answer.currency).toBe('BRL');
    expect(answer.days).toEqual(days.map(expectedDay));
    // The world has play and money on the window's days, and none after it.
    expect(answer.days.some((d) => d.validBets !== '0.00' && d.deposits !== '0.00')).toBe(true);
    expect(answer.days.at(-1)).toMatchObject({ validBets: '0.00', activeMembers: 0 });
  });

  it('answers every role of the brand, with the waiting work, and refuses another brand', async () => {
    const [pending] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from operator_approval a join merchant m on m.id = a.merchant_id
       where m.code = 'demo' and a.state = 'pending'`,
    );
    for (const role of ['content', 'support', 'readonly'] as const) {
      const token = await operatorSession(t, role);
      const answer = expectOk(
        await call(t, dashboardEndpoints.dashboard, {}, { token }),
        dashboardEndpoints.dashboard,
      );
      expect(answer.days).toHaveLength(dashboardDays);
      expect(answer.waiting.approvals).toBe(pending!.n);
    }
    // A MANUAL game's period closed to sales without a result is waiting work too.
    const waitingResults = async () => {
      const token = await operatorSession(t, 'risk');
      return expectOk(
        await call(t, dashboardEndpoints.dashboard, {}, { token }),
        dashboardEndpoints.dashboard,
      ).waiting.lotteryResults;
    };
    const before = await waitingResults();
    await t.db.query(
      `insert into lottery_period (merchant_id, game_code, period_no, status, opens_at, closes_at,
         draws_at, ticket_count, ticket_sum, fingerprint)
       select merchant_id, game_code, '20261128-0001', 'CLOSED', now() - interval '1 day',
         now() - interval '1 hour', now(), 0, 0, repeat('0', 64)
       from lottery_game where game_code = 'VN_MN_HCM' and draw_source = 'MANUAL'
         and merchant_id = (select id from merchant where code = 'demo')`,
    );
    expect(await waitingResults()).toBe(before + 1);
    // The count is the work list's: a period whose draw time is still ahead has no result to
    // enter yet, and a settled one whose correction waits for a second operator is work.
    const period = (periodNo: string, status: string, drawsAt: string, result: string | null) =>
      t.db.query(
        `insert into lottery_period (merchant_id, game_code, period_no, status, opens_at,
           closes_at, draws_at, ticket_count, ticket_sum, fingerprint, result)
         select merchant_id, game_code, $1, $2, now() - interval '3 days',
           now() - interval '2 days', now() + $3::interval, 0, 0, repeat('0', 64), $4::int[]
         from lottery_game where game_code = 'VN_MN_HCM'
           and merchant_id = (select id from merchant where code = 'demo')`,
        [periodNo, status, drawsAt, result],
      );
    await period('20261128-0002', 'CLOSED', '1 hour', null);
    await period('20261127-0001', 'SETTLED', '-1 day', '{1}');
    expect(await waitingResults()).toBe(before + 1);
    await t.db.query(
      `insert into lottery_result_entry (merchant_id, game_code, period_no, result, correction,
         entered_by)
       select merchant_id, game_code, '20261127-0001', '{2}', true,
         (select id from operator order by id limit 1)
       from lottery_game where game_code = 'VN_MN_HCM'
         and merchant_id = (select id from merchant where code = 'demo')`,
    );
    expect(await waitingResults()).toBe(before + 2);
    expectError(await call(t, dashboardEndpoints.dashboard, {}), 401, 'in_no_login');
    const beta = await operatorSession(t, 'owner', 'beta');
    expectError(
      await call(
        t,
        dashboardEndpoints.dashboard,
        {},
        { token: beta, headers: { 'x-merchant': 'demo' } },
      ),
      403,
      'forbidden',
    );
  });
});
