import { contractsSetting, type ContractSettings } from '@portal/contract/contracts/ops';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { merchantSetting } from '../../merchant/merchant-setting.ts';

/**
 * A brand's contract rules: `merchant_setting` key `contracts`, its schema and defaults in the
 * contract (`contracts/ops.ts`), which the operator reads and replaces. Read on every call and
 * run, so an operator's change applies at once. A malformed row fails the calls instead of
 * silently loosening a money rule. The merchant's rules, defaults filled in.
 */
export function contractSettings(q: Queryable, merchant: Merchant): Promise<ContractSettings> {
  return merchantSetting(q, merchant, 'contracts', contractsSetting);
}
