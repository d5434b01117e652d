import { pointsSetting, type PointsSetting } from '@portal/contract/points/settings';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { merchantSetting } from '../../merchant/merchant-setting.ts';

/** A brand's points rules with every default filled in (the contract's `pointsSetting`). */
export type PointsSettings = PointsSetting;

/** The key of the brand's points rules in `merchant_setting`. */
export const pointsSettingKey = 'points';

/** The merchant's points rules, defaults filled in. */
export function pointsSettings(q: Queryable, merchant: Merchant): Promise<PointsSettings> {
  return merchantSetting(q, merchant, pointsSettingKey, pointsSetting);
}
