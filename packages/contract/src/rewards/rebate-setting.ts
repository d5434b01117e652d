import * as z from 'zod/mini';
import { settingAmount } from './setting-amount.ts';

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
  enabled: z._default(z.boolean(), true),
  minimum: z._default(settingAmount, '1'),
  dailyMax: z._default(z.nullable(settingAmount), null),
  turnoverPercent: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 100),
  graceSeconds: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(3600)), 60),
});
export type RebateSettings = z.output<typeof rebateSetting>;
