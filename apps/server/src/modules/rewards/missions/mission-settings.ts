import { missionsSetting, type MissionsSettings } from '@portal/contract/rewards/missions-setting';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { merchantSetting } from '../../../merchant/merchant-setting.ts';

/** A brand's missions (`merchant_setting` key `missions`; rules in the contract's `missionsSetting`). */
export const missionsSettings = (q: Queryable, merchant: Merchant): Promise<MissionsSettings> =>
  merchantSetting(q, merchant, 'missions', missionsSetting);
