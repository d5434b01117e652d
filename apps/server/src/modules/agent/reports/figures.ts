import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { DayRange } from '../../histories/day-range.ts';
import {
  bonusKinds,
  daySql,
  reportKinds,
  scopeParams,
  scopeSql,
  type Scope,
} from './definitions.ts';

/** The money and play figures of a group of members over a period or a day (minor units). */
export interface Figures {
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
  validBets: bigint;
  payout: bigint;
  /** Distinct members with a settled bet. */
  activeMembers: number;
}

/** A group's figures over the whole period, and per day when asked (days without rows absent). */
export interface GroupFigures {
  total: Figures;
  days: Map<string, Figures>;
}

export const noFigures = (): Figures => ({
  deposits: 0n,
  withdrawals: 0n,
  bonuses: 0n,
  validBets: 0n,
  payout: 0n,
  activeMembers: 0,
});

interface PlayRow {
  grp: string;
  day: string | null;
  valid_bets: bigint;
  payout: bigint;
  active: number;
}

interface MoneyRow {
  grp: string;
  day: string | null;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
}

/**
 * Each group's figures (definitions.ts) over `range`, with one entry per day that has rows when
 * `byDay`. One pass over the merchant's settled bets and report-kind ledger transactions of the
 * period, joined to the scope's members (by hash, or per member through `bet_member_time`, as
 * the planner finds cheaper): the cost follows the team's rows of the period, not its history.
 */
export async function scopeFigures(
  q: Queryable,
  merchant: Merchant,
  range: DayRange,
  scope: Scope,
  byDay: boolean,
): Promise<Map<string, GroupFigures>> {
  // Per group and day, and per group alone (a member active on two days is one active member).
  const groups = byDay ? 'grouping sets ((grp, day), (grp))' : 'grp';
  // The zone is the last parameter, passed only when a day is read.
  const day = (column: string, zoneParam: string) =>
    byDay ? daySql(column, zoneParam) : 'null::date';
  const zone = byDay ? [merchant.timeZone] : [];
  const params = [...scopeParams(scope), merchant.id, range.from, range.to];
  const [play, money] = await Promise.all([
    q.query<PlayRow>(
      `with scope as (${scopeSql})
       select s.grp::text as grp, ${day('b.created_at', '$6')} as day,
         sum(b.stake)::int8 as valid_bets, sum(b.payout)::int8 as payout,
         count(distinct b.member_id)::int as active
       from scope s join bet b on b.member_id = s.member_id
       where b.merchant_id = $3 and b.status = 'settled' and b.created_at >= $4
         and b.created_at < $5
       group by ${groups}`,
      [...params, ...zone],
    ),
    q.query<MoneyRow>(
      `with scope as (${scopeSql})
       select s.grp::text as grp, ${day('t.created_at', '$9')} as day,
         coalesce(sum(e.amount) filter (where t.kind = 'deposit'), 0)::int8 as deposits,
         coalesce(-sum(e.amount) filter (where t.kind in ('withdrawal', 'withdrawal_refund')),
           0)::int8 as withdrawals,
         coalesce(sum(e.amount) filter (where t.kind = any($6::text[])), 0)::int8 as bonuses
       from ledger_txn t
       join ledger_entry e on e.txn_id = t.id
       join ledger_account a on a.id = e.account_id and a.kind = 'main' and a.currency = $7
       join scope s on s.member_id = a.owner_member_id
       where t.merchant_id = $3 and t.kind = any($8::text[]) and t.created_at >= $4
         and t.created_at < $5
       group by ${groups}`,
      [...params, bonusKinds, merchant.currency, reportKinds, ...zone],
    ),
  ]);
  const result = new Map<string, GroupFigures>();
  const slot = (grp: string, day: string | null): Figures => {
    let group = result.get(grp);
    if (!group) {
      group = { total: noFigures(), days: new Map() };
      result.set(grp, group);
    }
    if (day === null) return group.total;
    let figures = group.days.get(day);
    if (!figures) {
      figures = noFigures();
      group.days.set(day, figures);
    }
    return figures;
  };
  for (const row of play) {
    const figures = slot(row.grp, row.day);
    figures.validBets = row.valid_bets;
    figures.payout = row.payout;
    figures.activeMembers = row.active;
  }
  for (const row of money) {
    const figures = slot(row.grp, row.day);
    figures.deposits = row.deposits;
    figures.withdrawals = row.withdrawals;
    figures.bonuses = row.bonuses;
  }
  return result;
}

/** The wire's money figures (`teamFigures` of the contract) of a group. */
export function wireFigures(merchant: Merchant, f: Figures) {
  const money = (amount: bigint) => merchant.money.format(amount);
  return {
    deposits: money(f.deposits),
    withdrawals: money(f.withdrawals),
    validBets: money(f.validBets),
    payout: money(f.payout),
    bonuses: money(f.bonuses),
    profit: money(f.payout - f.validBets),
  };
}
