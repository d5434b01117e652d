import { isModuleEnabled, type ModuleId } from '@portal/contract/whitelabel';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';

/** True when the merchant's whitelabel module (and every parent) is on. */
export async function moduleOn(
  platform: Pick<Platform, 'systemCache'>,
  merchant: Merchant,
  modId: ModuleId,
): Promise<boolean> {
  return isModuleEnabled((await platform.systemCache.get(merchant)).whitelabel, modId);
}

/** Refuses with 403 `feature_disabled` unless the module is on. */
export async function requireModule(
  platform: Pick<Platform, 'systemCache'>,
  merchant: Merchant,
  modId: ModuleId,
): Promise<void> {
  if (!(await moduleOn(platform, merchant, modId))) throw new AppError('feature_disabled');
}
