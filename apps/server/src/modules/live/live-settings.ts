import { liveSetting, type LiveSetting } from '@portal/contract/live/settings';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { merchantSetting } from '../../merchant/merchant-setting.ts';
import { AppError } from '../../http/app-error.ts';

/** The key of the brand's live-chat rules in `merchant_setting`. */
export const liveSettingKey = 'live';

/** The merchant's live-chat rules, defaults filled in. */
export function liveSettings(q: Queryable, merchant: Merchant): Promise<LiveSetting> {
  return merchantSetting(q, merchant, liveSettingKey, liveSetting);
}

/** The rules of a brand whose live chat is on; `live_disabled` otherwise. */
export async function openLive(q: Queryable, merchant: Merchant): Promise<LiveSetting> {
  const settings = await liveSettings(q, merchant);
  if (!settings.enabled) throw new AppError('live_disabled');
  return settings;
}
