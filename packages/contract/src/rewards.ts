import * as z from 'zod/mini';
import { dayRangeInput } from './day-range.ts';
import { emptyInput, endpoint } from './endpoint.ts';
import { pageNo, pageOut, pageSize } from './game-card.ts';
import { moneyString } from './money.ts';
import { bonusSources, bonusStates } from './rewards/bonus-rules.ts';
import {
  bonusApprovalSetting,
  bonusCancelInput,
  bonusGrantInput,
  bonusGrantOutput,
  opsBonus,
  opsBonusListInput,
  opsBonusListOutput,
} from './rewards/bonuses-ops.ts';
import {
  claimMissionInput,
  leaderboardInput,
  leaderboardOutput,
  missionSummaryOutput,
} from './rewards/missions.ts';
import { manualRebateOutput } from './rewards/rebate.ts';
import { referralOutput } from './rewards/referral.ts';
import { vipProgressOutput } from './rewards/vip.ts';
import { settingEndpoints } from './ops/setting-endpoints.ts';
import { requiredText } from './text.ts';

/**
 * Rewards (spec sections 2 and 7; reference section 8): raffle claims, the member's bonuses
 * (bonus details), the reward centre with its claims, and missions.
 */

export const claimRaffleInput = z.object({ promoId: requiredText(64) });

export const claimRaffleOutput = z.object({
  promoId: z.string(),
  /** The prize credited to the main wallet. */
  amount: z.string(),
  status: z.literal('CLAIMED'),
  /**
   * A raffle with a prize table: what the draw can be checked with (the seed's SHA-256 now, the
   * seed itself once the raffle has ended); absent for a raffle with one fixed prize.
   */
  draw: z.optional(z.object({ seedHash: z.string(), message: z.string(), roll: z.number() })),
});

const bonusId = z.string().check(z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid'));

/** One bonus as the member sees it. */
export const bonusRecord = z.object({
  id: z.string(),
  source: z.enum(bonusSources),
  /** What it is for, in the brand's words (a promotion's title, "Operator bonus"). */
  title: z.string(),
  amount: moneyString,
  /** What must be bet before this bonus may be withdrawn ("0.00": nothing). */
  turnoverRequired: moneyString,
  state: z.enum(bonusStates),
  createdAt: z.string(),
  /** When it reached the wallet (issued or claimed), or was cancelled or expired. */
  settledAt: z.nullable(z.string()),
  /** Claimable until then (pending bonuses with a deadline). */
  expiresAt: z.nullable(z.string()),
});

export const bonusDetailsInput = z.object({
  source: z.optional(z.enum(bonusSources)),
  state: z.optional(z.enum(bonusStates)),
  ...dayRangeInput,
  pageNo,
  pageSize: pageSize(10, 50),
});

export const bonusDetailsOutput = z.object({
  list: z.array(bonusRecord),
  ...pageOut,
  /** Credited bonuses of the period and filters (issued and claimed). */
  creditedTotal: moneyString,
  /**
   * The member's open turnover, over every bonus and deposit that asked for some: what is
   * still to bet before the balance may be withdrawn.
   */
  turnoverRemaining: moneyString,
});

/** A promotion the member can still act on: join an activity, or claim a raffle. */
export const openPromotion = z.object({
  promoId: z.string(),
  title: z.string(),
  kind: z.enum(['activity', 'raffle']),
  endsAt: z.nullable(z.string()),
});

export const rewardCenterOutput = z.object({
  /** Bonuses waiting for the member's claim, oldest first. */
  claimable: z.array(bonusRecord),
  promotions: z.array(openPromotion),
  /** claimable + promotions: the member centre's badge (member info's availablePromoCount). */
  count: z.number().check(z.int(), z.minimum(0)),
});

export const claimRewardInput = z.object({ bonusId });

export const claimRewardOutput = z.object({
  bonus: bonusRecord,
  /** The main wallet after the credit. */
  balance: moneyString,
});

export const rewardsEndpoints = {
  bonusDetails: endpoint('rewards', 'bonusDetails', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getBonusDetails',
    auth: 'required',
    summary: 'The member’s bonuses in a range of days, newest first, with filters.',
    input: bonusDetailsInput,
    output: bonusDetailsOutput,
  }),
  rewardCenter: endpoint('rewards', 'rewardCenter', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getRewardCenter',
    auth: 'required',
    summary: 'What the member can claim now: pending bonuses and open promotions.',
    input: emptyInput,
    output: rewardCenterOutput,
  }),
  claimReward: endpoint('rewards', 'claimReward', {
    method: 'POST',
    path: '/wps/relay/MCSFE_claimReward',
    auth: 'required',
    idempotent: true,
    summary: 'Claim a pending bonus, once; its amount goes to the main wallet.',
    input: claimRewardInput,
    output: claimRewardOutput,
  }),
  vipProgress: endpoint('rewards', 'vipProgress', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    auth: 'required',
    summary: 'The member’s VIP level, progress to the next, this period’s review and the ladder.',
    input: emptyInput,
    output: vipProgressOutput,
  }),
  manualRebate: endpoint('rewards', 'manualRebate', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getManualRebate',
    auth: 'required',
    summary: 'The rebate the member’s valid bets since its last claim pay now, per product type.',
    input: emptyInput,
    output: manualRebateOutput,
  }),
  claimManualRebate: endpoint('rewards', 'claimManualRebate', {
    method: 'POST',
    path: '/wps/relay/MCSFE_claimManualRebate',
    auth: 'required',
    idempotent: true,
    summary: 'Claim the rebate due now, once; it goes to the main wallet as a bonus.',
    input: emptyInput,
    output: claimRewardOutput,
  }),
  referral: endpoint('rewards', 'referral', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralDetails',
    auth: 'required',
    summary: 'The member’s referral code, the brand’s conditions and the friends it brought.',
    input: emptyInput,
    output: referralOutput,
  }),
  missionSummary: endpoint('rewards', 'missionSummary', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    auth: 'required',
    summary: 'The member’s missions of the running periods, with progress and state.',
    input: emptyInput,
    output: missionSummaryOutput,
  }),
  claimMission: endpoint('rewards', 'claimMission', {
    method: 'POST',
    path: '/wps/relay/MCSFE_claimMission',
    auth: 'required',
    idempotent: true,
    summary: 'Claim a completed mission’s reward, once per period; it goes to the main wallet.',
    input: claimMissionInput,
    output: claimRewardOutput,
  }),
  missionLeaderboard: endpoint('rewards', 'missionLeaderboard', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    auth: 'required',
    summary:
      'The running period’s leaderboard of valid bets, names masked, with the member’s place.',
    input: leaderboardInput,
    output: leaderboardOutput,
  }),
  claimRaffle: endpoint('rewards', 'claimRaffle', {
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    auth: 'required',
    summary: 'Claim a raffle promotion, once per member; the prize goes to the main wallet.',
    input: claimRaffleInput,
    output: claimRaffleOutput,
  }),
};

// Only owners change the threshold: whoever grants bonuses must not be able to lift it alone.
const bonusApproval = settingEndpoints('rewards', 'opsBonusApproval', {
  path: '/operator/bonuses/four-eyes',
  what: 'four-eyes threshold on operator bonuses',
  permission: 'system.write',
  schema: bonusApprovalSetting,
});

/** The operator's bonus calls (`rewards/bonuses-ops.ts`): grants and cancellations are audited. */
export const bonusesOpsEndpoints = {
  opsBonusApproval: bonusApproval.read,
  opsBonusApprovalSave: bonusApproval.save,
  opsBonuses: endpoint('rewards', 'opsBonuses', {
    method: 'GET',
    path: '/operator/bonuses',
    summary: "The brand's bonuses, newest first, by member, source and state.",
    auth: 'operator',
    permission: 'rewards.write',
    input: opsBonusListInput,
    output: opsBonusListOutput,
  }),
  opsBonusGrant: endpoint('rewards', 'opsBonusGrant', {
    method: 'POST',
    path: '/operator/bonuses/grant',
    summary:
      "Grants an operator bonus, claimable in the reward centre or credited now, once per reference and member; above the brand's four-eyes threshold it asks a second operator instead.",
    auth: 'operator',
    permission: 'rewards.write',
    input: bonusGrantInput,
    output: bonusGrantOutput,
  }),
  opsBonusCancel: endpoint('rewards', 'opsBonusCancel', {
    method: 'POST',
    path: '/operator/bonuses/cancel',
    summary: 'Withdraws a bonus not yet claimed.',
    auth: 'operator',
    permission: 'rewards.write',
    input: bonusCancelInput,
    output: opsBonus,
  }),
};
