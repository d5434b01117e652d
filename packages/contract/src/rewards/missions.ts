import * as z from 'zod/mini';
import { moneyString } from '../money.ts';
import { playTypes } from '../points/rules.ts';

/**
 * Missions and the leaderboard (reference section 8): daily and weekly missions of the brand's
 * calendar, each a target on one metric of the member's play or deposits in the period, with a
 * reward claimed once per period; and a leaderboard of the period's valid bets.
 */

export const missionPeriods = ['daily', 'weekly'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];

/**
 * What a mission counts in its period: valid bets (settled stakes), winnings (settled payouts
 * above the stake), settled bets (rounds played), or credited deposits.
 */
export const missionMetrics = ['validBet', 'winnings', 'rounds', 'deposit'] as const;
export type MissionMetric = (typeof missionMetrics)[number];

/** Money metrics are amounts; `rounds` is a count. */
export const moneyMetrics: readonly MissionMetric[] = ['validBet', 'winnings', 'deposit'];

/** `inProgress` → `completed` (target reached) → `claimed`; unclaimed at the period's end: gone. */
export const missionStates = ['inProgress', 'completed', 'claimed'] as const;
export type MissionState = (typeof missionStates)[number];

/** The mission's progress and target: amounts as money text, rounds as integer text. */
const figure = z.string().check(z.regex(/^[0-9]{1,15}(\.[0-9]{1,8})?$/u, 'field_invalid'));

export const mission = z.object({
  key: z.string(),
  title: z.string(),
  period: z.enum(missionPeriods),
  metric: z.enum(missionMetrics),
  /** Only play of this product type counts; null: any (deposits: always null). */
  product: z.nullable(z.enum(playTypes)),
  target: figure,
  progress: figure,
  reward: moneyString,
  state: z.enum(missionStates),
  /** The end of the period the progress counts in. */
  endsAt: z.string(),
});

export const missionSummaryOutput = z.object({
  missions: z.array(mission),
  /** Completed and not yet claimed: the member centre's badge. */
  claimable: z.number().check(z.int(), z.minimum(0)),
});

export const claimMissionInput = z.object({
  missionKey: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/u, 'field_invalid')),
});

export const leaderboardInput = z.object({ period: z.optional(z.enum(missionPeriods)) });

export const leaderboardEntry = z.object({
  rank: z.number().check(z.int(), z.minimum(1)),
  /** The account, masked (`de***01`). */
  name: z.string(),
  validBet: moneyString,
  /** True on the asking member's own row. */
  me: z.boolean(),
});

export const leaderboardOutput = z.object({
  period: z.enum(missionPeriods),
  start: z.string(),
  end: z.string(),
  entries: z.array(leaderboardEntry),
  /** The member's own place (null: no valid bet in the period yet). */
  mine: z.nullable(z.object({ rank: z.number(), validBet: moneyString })),
});
