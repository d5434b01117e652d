import * as z from 'zod/mini';
import { dayRangeInput } from '../day-range.ts';
import { pageNo, pageOut, pageSize } from '../game-card.ts';
import { moneyString } from '../money.ts';
import { requiredText, secret, text } from '../text.ts';

/**
 * The agent's team: its downlines at every depth (the agent itself is not part of its team; its
 * own play is in personal history). Downline lists, one downline's summary, and what an agent
 * may change on a direct downline.
 */

/** A downline's account name as an agent types it. */
export const downlineAccount = requiredText(64);

/** `direct`: depth 1 only; `all`: every depth. */
export const downlineScope = z.enum(['direct', 'all']);

export const downlineSort = z.enum(['registeredAt', 'lastLoginAt', 'balance', 'account']);

export const downlineListInput = z.object({
  scope: z._default(downlineScope, 'all'),
  /** Accounts starting with this text, case-insensitively. */
  account: z.optional(text(64)),
  /** `member` or `agent`: by the account type's role. */
  role: z.optional(z.enum(['member', 'agent'])),
  sort: z._default(downlineSort, 'registeredAt'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  pageNo,
  pageSize: pageSize(20, 100),
});

export const downlineRow = z.object({
  account: z.string(),
  /** The account type (0 member, agent types of the brand). */
  type: z.number(),
  isAgent: z.boolean(),
  /** 1: direct downline of the asking agent; 2: a downline's downline; and so on. */
  level: z.number(),
  /** The account's own upline agent. */
  upline: z.string(),
  balance: moneyString,
  registeredAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  locked: z.boolean(),
  /** All-time deposits and valid (settled) bets of the account itself. */
  deposits: moneyString,
  validBets: moneyString,
  /** Downlines of this account at every depth. */
  teamSize: z.number(),
});
export type DownlineRow = z.infer<typeof downlineRow>;

export const downlineListOutput = z.object({ list: z.array(downlineRow), ...pageOut });

export const downlineInput = z.object({ account: downlineAccount });

export const downlineSummaryOutput = z.object({
  downline: downlineRow,
  withdrawals: moneyString,
  payout: moneyString,
  /** Payout minus valid bets, all time. */
  profit: moneyString,
  firstDepositAt: z.nullable(z.string()),
  prizeGroup: z.nullable(z.number()),
  /** What the asking agent may do to this downline now (direct downlines, brand rules). */
  actions: z.object({
    changeType: z.array(z.number()),
    lock: z.boolean(),
    transfer: z.boolean(),
  }),
});

export const changeDownlineTypeInput = z.object({
  account: downlineAccount,
  type: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(99)),
});

export const lockDownlineInput = z.object({ account: downlineAccount, locked: z.boolean() });

/** A downline account created by its agent in the register centre. */
export const createDownlineInput = z.object({
  account: requiredText(64),
  password: secret(128),
  type: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(99)),
  /** Within the brand's range and never above the agent's own; omitted: the agent's own. */
  prizeGroup: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2000))),
});

export const teamOverviewInput = z.object({ ...dayRangeInput });

/** Money figures of a team over a period, from ledger entries and settled bets. */
export const teamFigures = {
  deposits: moneyString,
  withdrawals: moneyString,
  /** Stakes of settled bets. */
  validBets: moneyString,
  payout: moneyString,
  bonuses: moneyString,
  /** Payout minus valid bets: the team's result (negative when the team lost). */
  profit: moneyString,
};

export const teamOverviewOutput = z.object({
  currency: z.string(),
  team: z.object({
    /** Downlines at every depth, and at depth 1, now. */
    size: z.number(),
    directSize: z.number(),
    agents: z.number(),
    /** Registered in the period. */
    newMembers: z.number(),
    /** With at least one settled bet in the period. */
    activeMembers: z.number(),
    /** Whose first deposit ever falls in the period, and its amount. */
    firstDeposits: z.number(),
    firstDepositAmount: moneyString,
    /** Sum of the team's main balances now. */
    balance: moneyString,
  }),
  totals: z.object(teamFigures),
  /** One row per day of the period, zero days included, for the chart. */
  byDay: z.array(
    z.object({
      date: z.string(),
      newMembers: z.number(),
      activeMembers: z.number(),
      ...teamFigures,
    }),
  ),
});
export type TeamOverview = z.infer<typeof teamOverviewOutput>;
