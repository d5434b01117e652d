import {
  responsibleGamingSetting,
  type ResponsibleGamingSetting,
} from '@portal/contract/responsible-gaming/settings';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { merchantSetting } from '../../merchant/merchant-setting.ts';

/** The key of the brand's responsible-gaming rules in `merchant_setting`. */
export const rgSettingKey = 'responsibleGaming';

/** The brand's responsible-gaming rules, defaults (the strict floors) filled in. */
export function rgSettings(
  q: Queryable,
  merchant: Pick<Merchant, 'id' | 'code'>,
): Promise<ResponsibleGamingSetting> {
  return merchantSetting(q, merchant, rgSettingKey, responsibleGamingSetting);
}
