import * as z from 'zod/mini';
import { emptyInput, endpoint } from '../endpoint.ts';
import { moneyString } from '../money.ts';

/**
 * The console's dashboard (`dashboard.read`): the brand's money and play today and on each of
 * the last days, in its calendar, and the work waiting for operators. The figures mean what the
 * agent reports' figures mean (deposits, withdrawals net of refunds, bonuses, valid bets, the
 * players' payouts, active members with a settled bet), over the whole brand.
 */

/** How many days of the brand's calendar the dashboard shows, today included. */
export const dashboardDays = 14;

const count = z.number().check(z.int(), z.minimum(0));

export const dashboardDay = z.object({
  /** `yyyy-mm-dd` in the brand's time zone. */
  day: z.string(),
  deposits: moneyString,
  withdrawals: moneyString,
  bonuses: moneyString,
  validBets: moneyString,
  payout: moneyString,
  /** Gross gaming revenue: valid bets less the players' payouts (the house's result). */
  ggr: moneyString,
  activeMembers: count,
  newMembers: count,
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardOutput = z.object({
  currency: z.string(),
  /** Every day of the window, oldest first, days without activity included; the last is today. */
  days: z.array(dashboardDay),
  /** Work waiting now. */
  waiting: z.object({
    approvals: count,
    withdrawalsInReview: count,
    applications: count,
    redemptions: count,
    /**
     * The lottery results work list's periods: past their draw time with no approved result, or
     * settled with a correction waiting for a second operator.
     */
    lotteryResults: count,
  }),
});
export type DashboardOutput = z.infer<typeof dashboardOutput>;

export const dashboardEndpoints = {
  dashboard: endpoint('ops', 'dashboard', {
    method: 'GET',
    path: '/operator/dashboard',
    summary:
      "The brand's deposits, withdrawals, bets, GGR and active members per day of the last two weeks, and the work waiting.",
    auth: 'operator',
    permission: 'dashboard.read',
    input: emptyInput,
    output: dashboardOutput,
  }),
};
