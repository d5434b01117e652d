import type { bonusRecord, claimRewardOutput, openPromotion } from '@portal/contract/rewards';
import type {
  leaderboardEntry,
  leaderboardOutput,
  mission,
  missionSummaryOutput,
} from '@portal/contract/rewards/missions';
import type { manualRebateOutput, rebateLine } from '@portal/contract/rewards/rebate';
import type { vipLevel, vipProgressOutput } from '@portal/contract/rewards/vip';
import type * as z from 'zod/mini';

/** One bonus as the member sees it. */
export type Bonus = z.infer<typeof bonusRecord>;

/** A promotion the member can still join or claim. */
export type OpenPromotion = z.infer<typeof openPromotion>;

/** What a claim answers: the claimed bonus and the main wallet after the credit. */
export type ClaimAnswer = z.infer<typeof claimRewardOutput>;

/** The member's VIP level, its progress, this period's review and the brand's ladder. */
export type VipProgress = z.infer<typeof vipProgressOutput>;

/** One level of the brand's VIP ladder with its benefits. */
export type VipLevel = z.infer<typeof vipLevel>;

/** The manual rebate due now, per product type. */
export type ManualRebate = z.infer<typeof manualRebateOutput>;

/** One product type's part of the rebate due. */
export type RebateLine = z.infer<typeof rebateLine>;

/** One mission of the running day or week, with the member's progress and its state. */
export type Mission = z.infer<typeof mission>;

/** The member's missions and how many wait for a claim. */
export type MissionSummary = z.infer<typeof missionSummaryOutput>;

/** The running period's leaderboard of valid bets, with the member's own place. */
export type Leaderboard = z.infer<typeof leaderboardOutput>;

/** One row of the leaderboard. */
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;
