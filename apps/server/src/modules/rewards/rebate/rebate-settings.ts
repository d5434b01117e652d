import { rebateSetting, type RebateSettings } from '@portal/contract/rewards/rebate-setting';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { merchantSetting } from '../../../merchant/merchant-setting.ts';

/** A brand's manual rebate (`merchant_setting` key `rebate`; rules in the contract's `rebateSetting`). */
export const rebateSettings = (q: Queryable, merchant: Merchant): Promise<RebateSettings> =>
  merchantSetting(q, merchant, 'rebate', rebateSetting);
