import { z } from 'zod';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { merchantSetting } from '../../../merchant/merchant-setting.ts';

const decimal = z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u);

/**
 * A brand's manual rebate: `merchant_setting` key `rebate` (jsonb), every field optional. The
 * rates are the VIP levels' (`vip` setting, per product type).
 * - `enabled` (default true);
 * - `minimum`: the least a claim pays (default 1);
 * - `dailyMax`: the most the claims of one day of the brand's calendar pay (default no cap);
 *   what a capped claim leaves out is not carried over, as the watermark moves past its bets;
 * - `turnoverPercent`: what a rebate asks to be bet before a withdrawal (default 100: once);
 * - `graceSeconds`: a bet counts this long after it settled, so a transaction that settled in
 *   the last moments has committed before a claim reads its window (default 60).
 */
export const rebateSetting = z.object({
  enabled: z.boolean().default(true),
  minimum: decimal.default('1'),
  dailyMax: decimal.nullable().default(null),
  turnoverPercent: z.number().int().min(0).max(10_000).default(100),
  graceSeconds: z.number().int().min(0).max(3600).default(60),
});
export type RebateSettings = z.output<typeof rebateSetting>;

export const rebateSettings = (q: Queryable, merchant: Merchant): Promise<RebateSettings> =>
  merchantSetting(q, merchant, 'rebate', rebateSetting);
