/**
 * The agent reports (issue #14, spec section 6): what each figure means, written once.
 *
 * - The team of an account: its descendants at every depth (`agent_tree` rows under it). The
 *   account itself is not in its own team; its own play is in its personal history.
 * - The period: whole days of the merchant's calendar, `dayRange(startDate, endDate, timeZone)`
 *   as the histories read it; every `byDay` has each day of the period, zero days included.
 * - Money comes from ledger entries on the members' main accounts (the merchant's currency),
 *   by the kind and time of their ledger transaction:
 *   - deposits: entries of `deposit` transactions;
 *   - withdrawals: `withdrawal` entries (debits, counted positive) less `withdrawal_refund`
 *     entries (the money a failed payout gave back);
 *   - bonuses: entries of `bonusKinds` below.
 * - Play comes from `bet` rows settled and placed (`created_at`) in the period, as the personal
 *   profit report reads them (open and rolled-back bets count nowhere): validBets is their
 *   stakes, payout their payouts, profit = payout - validBets (the players' result, negative
 *   when they lost). A lottery ticket writes a bet row too.
 * - activeMembers: distinct members with a settled bet in the period (or on the day, by day);
 *   newMembers: members registered (`member.created_at`) in the period.
 * - firstDeposits: members whose first deposit ever falls in the period; firstDepositAmount
 *   sums those first deposits.
 * Nothing is a stored counter: every figure is read from those rows when asked.
 */

/**
 * Ledger kinds that are bonuses: money the house gives a member that is neither a payout of a
 * bet nor the member's own money. Of the kinds the modules post to main wallets: `bonus` (the
 * rewards' kind), `freeplay_credit` (a trial's play money), `raffle_prize` (a raffle promotion)
 * and `lottery_rebate` (the lottery's rebate on stakes bet below the member's prize group).
 */
export const bonusKinds = [
  'bonus',
  'freeplay_credit',
  'raffle_prize',
  'lottery_rebate',
  'points_convert',
  'points_reward',
];

/** Every ledger kind a report sums. */
export const reportKinds = ['deposit', 'withdrawal', 'withdrawal_refund', ...bonusKinds];

/**
 * Whose rows a report reads, grouped: each of `own` counts its own play and money under its
 * own id; each of `teams` counts its team (descendants) under its id. An id in both counts
 * itself and its team under one group. Ids are member ids as text.
 */
export interface Scope {
  own: string[];
  teams: string[];
}

/**
 * The scope as a CTE body of `(grp, member_id)` rows, reading `$1` (own) and `$2` (teams).
 * The team part is the closure table's rows under each id: one index range per id.
 */
export const scopeSql = `
  select m as grp, m as member_id from unnest($1::int8[]) m
  union all
  select t.ancestor_id, t.descendant_id from agent_tree t where t.ancestor_id = any($2::int8[])`;

/** The scope's two parameters, in `scopeSql`'s order. */
export const scopeParams = (scope: Scope) => [scope.own, scope.teams];

/**
 * The merchant calendar day of a time column, in the zone parameter given: a `date`, which
 * both drivers hand over as `yyyy-MM-dd` text (cheaper per row than `to_char`, and the reports
 * read hundreds of thousands of rows).
 */
export const daySql = (column: string, zoneParam: string) =>
  `(${column} at time zone ${zoneParam})::date`;
