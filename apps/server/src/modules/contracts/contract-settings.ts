import { dividendPeriods, rateString } from '@portal/contract/contracts/terms';
import { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { merchantSetting } from '../../merchant/merchant-setting.ts';

/**
 * A brand's contract rules: `merchant_setting` key `contracts` (jsonb), every field optional.
 * - `maxRate`: the highest rate any tier or real-time rate may pay (default "0.1", 10 %);
 * - `dividendPeriods`: the dividend periods agents may offer (default all four);
 * - `offerExpiryDays`: an offer nobody answers expires after this many days (default 7);
 * - `graceSeconds`: a period is billed this long after it ends, so bets settled in its last
 *   moments are committed before it is counted (default 60);
 * - `activeMemberMinBet`: minor units a member must stake in a period to count as active
 *   (integer text, default "1": any counted bet);
 * - `housePaysTopAgents`: the house pays the contracts of top agents (no upline agent), offered
 *   by an operator (default true); when false, operators cannot offer them.
 * Read on every call and run, so an operator's change applies at once. A malformed row fails
 * the calls instead of silently loosening a money rule.
 */
export const contractsSetting = z.object({
  maxRate: z
    .string()
    .refine((v) => rateString.safeParse(v).success, 'not a rate')
    .default('0.1'),
  dividendPeriods: z
    .array(z.enum(dividendPeriods))
    .min(1)
    .default([...dividendPeriods]),
  offerExpiryDays: z.number().int().min(1).max(365).default(7),
  graceSeconds: z.number().int().min(0).max(3600).default(60),
  activeMemberMinBet: z
    .string()
    .regex(/^[0-9]{1,18}$/u)
    .default('1'),
  housePaysTopAgents: z.boolean().default(true),
});

export type ContractSettings = z.infer<typeof contractsSetting>;

/** The merchant's contract rules, defaults filled in. */
export function contractSettings(q: Queryable, merchant: Merchant): Promise<ContractSettings> {
  return merchantSetting(q, merchant, 'contracts', contractsSetting);
}
