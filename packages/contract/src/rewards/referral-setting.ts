import * as z from 'zod/mini';
import { settingAmount } from './setting-amount.ts';

/**
 * A brand's referral promotion: `merchant_setting` key `referral` (jsonb), every field
 * optional; the whitelabel REFERRAL_PROMO module switches it on and off.
 * - `reward`: what the referrer gets per qualified friend (default 20);
 * - `minDeposit`, `minValidBet`: what the friend must deposit and bet after registering
 *   (defaults 50 and 100);
 * - `turnoverPercent`: what the reward asks to be bet before a withdrawal (default 100);
 * - `claimDays`: how long the reward waits in the reward centre (default 30).
 */
export const referralSetting = z.object({
  reward: z._default(settingAmount, '20'),
  minDeposit: z._default(settingAmount, '50'),
  minValidBet: z._default(settingAmount, '100'),
  turnoverPercent: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 100),
  claimDays: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(365)), 30),
});
export type ReferralSettings = z.output<typeof referralSetting>;
