import * as z from 'zod/mini';
import { moneyString } from '../money.ts';

/**
 * Referral (reference section 8): each member has a code to invite friends with (a link and
 * its QR code carry it to the registration's `referralCode`). Once a friend it brought meets
 * the brand's conditions (deposits and valid bets since registering), the member gets the
 * brand's reward, once per friend, in the reward centre.
 */

export const refereeStates = ['pending', 'rewarded'] as const;

export const referee = z.object({
  /** The friend's account, masked. */
  name: z.string(),
  joinedAt: z.string(),
  /** The friend's deposits and valid bets since registering (pending friends only). */
  deposit: moneyString,
  validBet: moneyString,
  state: z.enum(refereeStates),
});

export const referralOutput = z.object({
  /** False: the brand runs no referral promotion (no code, nothing to earn). */
  enabled: z.boolean(),
  /** The member's code: the registration link is `<site>/register?referralCode=<code>`. */
  code: z.string(),
  reward: moneyString,
  /** What a friend must deposit and bet after registering for the reward. */
  minDeposit: moneyString,
  minValidBet: moneyString,
  referees: z.array(referee),
  /** Friends rewarded, and what they brought in rewards. */
  rewardedCount: z.number().check(z.int(), z.minimum(0)),
  rewardedTotal: moneyString,
});
