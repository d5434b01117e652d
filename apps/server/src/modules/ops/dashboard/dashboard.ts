import { addDays } from '@portal/contract/day-range';
import {
  dashboardDays,
  dashboardEndpoints,
  type DashboardOutput,
} from '@portal/contract/ops/dashboard';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/db.ts';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { bonusKinds, daySql, reportKinds } from '../../agent/reports/definitions.ts';
import { dayRange, localDay, type DayRange } from '../../histories/day-range.ts';
import { onWorkList } from '../../lottery/result-lists.ts';
import { ungated } from '../operators/operator-act.ts';

/**
 * GET /operator/dashboard: the brand's figures per day of its calendar over the last
 * `dashboardDays` days, read from the rows when asked (no stored counter), by the agent reports'
 * definitions (`agent/reports/definitions.ts`) applied to every member of the brand, and the
 * work waiting for operators.
 */

interface DayRow {
  day: string;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
  valid_bets: bigint;
  payout: bigint;
  active: number;
  joined: number;
}

/** One row per day with activity: money, play and new members, in three grouped reads. */
async function dayRows(q: Queryable, merchant: Merchant, range: DayRange): Promise<DayRow[]> {
  const base = [merchant.id, range.from, range.to, merchant.timeZone];
  const [play, money, joined] = await Promise.all([
    q.query<{ day: string; valid_bets: bigint; payout: bigint; active: number }>(
      `select ${daySql('b.created_at', '$4')} as day, sum(b.stake)::int8 as valid_bets,
         sum(b.payout)::int8 as payout, count(distinct b.member_id)::int as active
       from bet b
       where b.merchant_id = $1 and b.status = 'settled' and b.created_at >= $2
         and b.created_at < $3
       group by 1`,
      base,
    ),
    q.query<{ day: string; deposits: bigint; withdrawals: bigint; bonuses: bigint }>(
      `select ${daySql('t.created_at', '$4')} as day,
         coalesce(sum(e.amount) filter (where t.kind = 'deposit'), 0)::int8 as deposits,
         coalesce(-sum(e.amount) filter (where t.kind in ('withdrawal', 'withdrawal_refund')),
           0)::int8 as withdrawals,
         coalesce(sum(e.amount) filter (where t.kind = any($5::text[])), 0)::int8 as bonuses
       from ledger_txn t
       join ledger_entry e on e.txn_id = t.id
       join ledger_account a on a.id = e.account_id and a.kind = 'main' and a.currency = $6
       where t.merchant_id = $1 and t.kind = any($7::text[]) and t.created_at >= $2
         and t.created_at < $3
       group by 1`,
      [...base, bonusKinds, merchant.currency, reportKinds],
    ),
    q.query<{ day: string; n: number }>(
      `select ${daySql('m.created_at', '$4')} as day, count(*)::int as n
       from member m
       where m.merchant_id = $1 and m.created_at >= $2 and m.created_at < $3
       group by 1`,
      base,
    ),
  ]);
  const rows = new Map<string, DayRow>();
  const row = (day: string): DayRow => {
    let found = rows.get(day);
    if (!found) {
      found = {
        day,
        deposits: 0n,
        withdrawals: 0n,
        bonuses: 0n,
        valid_bets: 0n,
        payout: 0n,
        active: 0,
        joined: 0,
      };
      rows.set(day, found);
    }
    return found;
  };
  for (const p of play) Object.assign(row(p.day), p);
  for (const m of money) Object.assign(row(m.day), m);
  for (const j of joined) row(j.day).joined = j.n;
  return [...rows.values()];
}

/** Work waiting for operators now; the lottery results are the periods of their work list. */
async function waiting(
  q: Queryable,
  merchant: Merchant,
  now: Date,
): Promise<DashboardOutput['waiting']> {
  const [row] = await q.query<DashboardOutput['waiting']>(
    `select
       (select count(*) from operator_approval
         where merchant_id = $1 and state = 'pending')::int as approvals,
       (select count(*) from withdrawal
         where merchant_id = $1 and status = 'review')::int as "withdrawalsInReview",
       (select count(*) from promotion_application
         where merchant_id = $1 and status in ('APPLYING', 'IN_PROCESS'))::int as applications,
       (select count(*) from point_redemption
         where merchant_id = $1 and status = 'inProcess')::int as redemptions,
       (select count(*) from lottery_period p join lottery_game g
           on g.merchant_id = p.merchant_id and g.game_code = p.game_code
         where p.merchant_id = $1 and g.enabled and g.draw_source = 'MANUAL'
           and ${onWorkList('$2')})::int as "lotteryResults"`,
    [merchant.id, now],
  );
  return row!;
}

/** The dashboard of `merchant` as of `now`. */
export async function dashboard(
  q: Queryable,
  merchant: Merchant,
  now: Date,
): Promise<DashboardOutput> {
  const today = localDay(merchant.timeZone, now);
  const first = addDays(today, 1 - dashboardDays);
  const [rows, work] = await Promise.all([
    dayRows(q, merchant, dayRange(first, today, merchant.timeZone)),
    waiting(q, merchant, now),
  ]);
  const byDay = new Map(rows.map((r) => [String(r.day), r]));
  const money = (amount: bigint) => merchant.money.format(amount);
  const days = Array.from({ length: dashboardDays }, (_, i) => {
    const day = addDays(first, i);
    const r = byDay.get(day);
    return {
      day,
      deposits: money(r?.deposits ?? 0n),
      withdrawals: money(r?.withdrawals ?? 0n),
      bonuses: money(r?.bonuses ?? 0n),
      validBets: money(r?.valid_bets ?? 0n),
      payout: money(r?.payout ?? 0n),
      ggr: money((r?.valid_bets ?? 0n) - (r?.payout ?? 0n)),
      activeMembers: r?.active ?? 0,
      newMembers: r?.joined ?? 0,
    };
  });
  return { currency: merchant.currency, days, waiting: work };
}

export function registerDashboard(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    dashboardEndpoints.dashboard,
    async ({ merchant }) => dashboard(platform.db, merchant, new Date(platform.clock.now())),
    ungated,
  );
}
