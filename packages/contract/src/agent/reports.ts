import * as z from 'zod/mini';
import { dayRangeInput } from '../day-range.ts';
import { pageNo, pageOut, pageSize } from '../game-card.ts';
import { transactionRow, transactionType } from '../histories.ts';
import { moneyString } from '../money.ts';
import { text } from '../text.ts';
import { downlineAccount, teamFigures } from './team.ts';

/** Agent reports, in the merchant's calendar days; every figure comes from raw rows. */

/**
 * Profit and loss per downline (palStatementsAgentCopy): the first row is the viewed account's
 * own figures, then one row per direct downline of it with its whole team's figures (itself and
 * its downlines). `account` drills into a sub-agent of the team; omitted, the asking agent.
 */
export const profitLossInput = z.object({
  ...dayRangeInput,
  account: z.optional(text(64)),
  pageNo,
  pageSize: pageSize(20, 100),
});

export const profitLossRow = z.object({
  account: z.string(),
  isAgent: z.boolean(),
  /** `self`: the viewed account's own play; `team`: a direct downline with its team. */
  scope: z.enum(['self', 'team']),
  /** Members with a settled bet in the period among those the row covers. */
  activeMembers: z.number(),
  ...teamFigures,
});

export const profitLossOutput = z.object({
  /** The viewed account and its path from the asking agent (breadcrumbs), asking agent first. */
  path: z.array(z.string()),
  list: z.array(profitLossRow),
  /** The viewed account's whole team, itself included, over the period. */
  totals: z.object(teamFigures),
  ...pageOut,
});

/** Revenue per product (agentRevenueReport): the team's settled bets by game type and by day. */
export const revenueInput = z.object({ ...dayRangeInput });

export const revenueOutput = z.object({
  currency: z.string(),
  byProduct: z.array(
    z.object({
      gameType: z.string(),
      bettors: z.number(),
      bets: z.number(),
      validBets: moneyString,
      payout: moneyString,
      /** Payout minus valid bets. */
      profit: moneyString,
    }),
  ),
  byDay: z.array(
    z.object({
      date: z.string(),
      validBets: moneyString,
      payout: moneyString,
      profit: moneyString,
    }),
  ),
  totals: z.object({
    bets: z.number(),
    validBets: moneyString,
    payout: moneyString,
    profit: moneyString,
  }),
});

/** Every main-wallet movement of one downline (agentDownlineTransactionDetailsCopy). */
export const downlineTransactionsInput = z.object({
  account: downlineAccount,
  type: z.optional(transactionType),
  ...dayRangeInput,
  pageNo,
  pageSize: pageSize(20, 100),
});

export const downlineTransactionsOutput = z.object({
  list: z.array(transactionRow),
  ...pageOut,
});
