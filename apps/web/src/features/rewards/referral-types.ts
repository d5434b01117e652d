import type { referee, referralOutput } from '@portal/contract/rewards/referral';
import type * as z from 'zod/mini';

/** The member's referral code, the brand's conditions and the friends the code brought. */
export type Referral = z.infer<typeof referralOutput>;

/** One friend the member brought, masked, with what it did since registering. */
export type Referee = z.infer<typeof referee>;

/** Where a friend stands: still to meet the brand's conditions, or rewarded. */
export type RefereeState = Referee['state'];
