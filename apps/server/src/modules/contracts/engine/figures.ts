import type { ContractFigures } from '@portal/contract/contracts/calculate';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { bonusKinds } from '../../agent/reports/definitions.ts';

/**
 * The figures of many contracts' windows in one statement (the definitions are in engine.ts).
 * Every due contract of a period is one row of the `c` input (passed as arrays through
 * `unnest`), so the cost follows the bets of the period, not the number of contracts: 10,000
 * real-time contracts over a slot are one pass over the slot's settled bets.
 */

/** One contract's window, as the figures query takes it. */
export interface FigureWindow {
  contractId: string;
  downlineId: string;
  /** `[start, end)` in epoch milliseconds. */
  start: number;
  end: number;
  /** The least stake a bet needs to count: 1 (any staked bet), or real-time's minimum bet. */
  minStake: bigint;
}

/** A window's figures: what `contractAmount` takes, and the rest of the bill's statement. */
export interface WindowFigures extends ContractFigures {
  payout: bigint;
  bonus: bigint;
  /** Counted bets. */
  bets: number;
}

interface FigureRow {
  contract_id: string;
  valid_bet: bigint;
  payout: bigint;
  bets: number;
  win_stake: bigint;
  active: number;
  bonus: bigint;
}

/**
 * The team of each window: the contract's downline itself, then its descendants, each row
 * carrying its window (no second join to the contracts). Per contract and member first (so a
 * member's stake can be held against the active-member minimum), then per contract. The
 * overall bounds (`$8`, `$9`) beside the per-window ones let the planner read the merchant's
 * settled bets of the period by `bet_merchant_settled` when that is cheaper than each member's
 * `bet_member_settled` range.
 */
const playSql = `
  c as (
    select * from unnest($2::int8[], $3::int8[], $4::timestamptz[], $5::timestamptz[],
      $6::int8[]) as c(contract_id, downline_id, w_start, w_end, min_stake)
  ),
  team as (
    select contract_id, downline_id as member_id, w_start, w_end, min_stake from c
    union all
    select c.contract_id, t.descendant_id, c.w_start, c.w_end, c.min_stake
    from c join agent_tree t on t.ancestor_id = c.downline_id
  ),
  member_play as (
    select team.contract_id, sum(b.stake) as stake, sum(b.payout) as payout, count(*) as bets,
      coalesce(sum(b.stake) filter (where b.payout >= b.stake), 0) as win_stake
    from team
    join bet b on b.member_id = team.member_id
    where b.merchant_id = $1 and b.status = 'settled'
      and b.settled_at >= $8 and b.settled_at < $9
      and b.settled_at >= team.w_start and b.settled_at < team.w_end
      and b.stake >= team.min_stake
    group by team.contract_id, team.member_id
  ),
  play as (
    select contract_id, sum(stake)::int8 as valid_bet, sum(payout)::int8 as payout,
      sum(bets)::int as bets, sum(win_stake)::int8 as win_stake,
      (count(*) filter (where stake >= $7::int8))::int as active
    from member_play group by contract_id
  )`;

/** Bonuses credited to the team's main wallets in each window (dividend only). */
const bonusSql = `,
  bonus as (
    select team.contract_id, sum(e.amount)::int8 as bonus
    from ledger_txn t
    join ledger_entry e on e.txn_id = t.id
    join ledger_account a on a.id = e.account_id and a.kind = 'main' and a.currency = $10
    join team on team.member_id = a.owner_member_id
    where t.merchant_id = $1 and t.kind = any($11::text[])
      and t.created_at >= $8 and t.created_at < $9
      and t.created_at >= team.w_start and t.created_at < team.w_end
    group by team.contract_id
  )`;

/** The figures statement and its parameters (exported for the benchmark's EXPLAIN). */
export function figuresQuery(
  merchant: Merchant,
  windows: readonly FigureWindow[],
  options: { activeMinBet: bigint; withBonus: boolean },
): { text: string; params: unknown[] } {
  const params: unknown[] = [
    merchant.id,
    windows.map((w) => w.contractId),
    windows.map((w) => w.downlineId),
    windows.map((w) => new Date(w.start).toISOString()),
    windows.map((w) => new Date(w.end).toISOString()),
    windows.map((w) => w.minStake.toString()),
    options.activeMinBet.toString(),
    // The overall bounds as values: the planner estimates the rows they hold from statistics.
    new Date(Math.min(...windows.map((w) => w.start))).toISOString(),
    new Date(Math.max(...windows.map((w) => w.end))).toISOString(),
  ];
  if (options.withBonus) params.push(merchant.currency, bonusKinds);
  const text = `with ${playSql}${options.withBonus ? bonusSql : ''}
     select c.contract_id::text as contract_id, coalesce(p.valid_bet, 0)::int8 as valid_bet,
       coalesce(p.payout, 0)::int8 as payout, coalesce(p.bets, 0)::int as bets,
       coalesce(p.win_stake, 0)::int8 as win_stake, coalesce(p.active, 0)::int as active,
       ${options.withBonus ? 'coalesce(x.bonus, 0)::int8' : '0::int8'} as bonus
     from c left join play p on p.contract_id = c.contract_id
     ${options.withBonus ? 'left join bonus x on x.contract_id = c.contract_id' : ''}`;
  return { text, params };
}

/**
 * The figures of each window, keyed by contract id (every window has an entry, zeros when its
 * team did nothing). `activeMinBet`: minor units a member's counted stake must reach to count
 * as active. `withBonus`: sum the team's bonuses (dividend); else bonus is 0.
 */
export async function windowFigures(
  q: Queryable,
  merchant: Merchant,
  windows: readonly FigureWindow[],
  options: { activeMinBet: bigint; withBonus: boolean },
): Promise<Map<string, WindowFigures>> {
  const result = new Map<string, WindowFigures>();
  if (windows.length === 0) return result;
  const { text, params } = figuresQuery(merchant, windows, options);
  const rows = await q.query<FigureRow>(text, params);
  for (const row of rows) {
    result.set(row.contract_id, {
      validBet: row.valid_bet,
      payout: row.payout,
      bonus: row.bonus,
      profit: row.valid_bet - row.payout - row.bonus,
      activeMembers: row.active,
      bets: row.bets,
      winStake: row.win_stake,
      lossStake: row.valid_bet - row.win_stake,
    });
  }
  return result;
}
