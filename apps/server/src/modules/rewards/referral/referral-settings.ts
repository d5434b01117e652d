import { z } from 'zod';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { merchantSetting } from '../../../merchant/merchant-setting.ts';

const decimal = z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u);

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
  reward: decimal.default('20'),
  minDeposit: decimal.default('50'),
  minValidBet: decimal.default('100'),
  turnoverPercent: z.number().int().min(0).max(10_000).default(100),
  claimDays: z.number().int().min(1).max(365).default(30),
});
export type ReferralSettings = z.output<typeof referralSetting>;

export const referralSettings = (q: Queryable, merchant: Merchant): Promise<ReferralSettings> =>
  merchantSetting(q, merchant, 'referral', referralSetting);
