import type { bonusRecord, claimRewardOutput, openPromotion } from '@portal/contract/rewards';
import type * as z from 'zod/mini';

/** One bonus as the member sees it. */
export type Bonus = z.infer<typeof bonusRecord>;

/** A promotion the member can still join or claim. */
export type OpenPromotion = z.infer<typeof openPromotion>;

/** What a claim answers: the claimed bonus and the main wallet after the credit. */
export type ClaimAnswer = z.infer<typeof claimRewardOutput>;
