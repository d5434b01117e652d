import { referralSetting, type ReferralSettings } from '@portal/contract/rewards/referral-setting';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { merchantSetting } from '../../../merchant/merchant-setting.ts';

/**
 * A brand's referral promotion (`merchant_setting` key `referral`; rules in the contract's
 * `referralSetting`).
 */
export const referralSettings = (q: Queryable, merchant: Merchant): Promise<ReferralSettings> =>
  merchantSetting(q, merchant, 'referral', referralSetting);
