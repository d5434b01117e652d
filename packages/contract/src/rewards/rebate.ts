import * as z from 'zod/mini';
import { moneyString } from '../money.ts';
import { playTypes } from '../points/rules.ts';
import { rateString } from './vip.ts';

/**
 * Manual rebate (reference section 8): a percent of the valid bets settled since the member's
 * last claim, at the rates of its VIP level per product type, claimed by the member as one
 * bonus. A claim moves the member's watermark in the same transaction as the bonus, so every
 * bet is rebated once.
 */

export const rebateLine = z.object({
  product: z.enum(playTypes),
  validBet: moneyString,
  rate: rateString,
  amount: moneyString,
});

export const manualRebateOutput = z.object({
  /** The brand offers manual rebate. */
  enabled: z.boolean(),
  level: z.number().check(z.int(), z.minimum(0)),
  /** Bets settled from `since` to `until` count (the last claim, and a minute ago). */
  since: z.string(),
  until: z.string(),
  lines: z.array(rebateLine),
  total: moneyString,
  /** The least a claim pays; below it nothing can be claimed yet. */
  minimum: moneyString,
  /** What a claim may still pay today (the brand's daily cap); null: no cap. */
  dailyLeft: z.nullable(moneyString),
  /** What a claim would pay now: the total, up to the daily cap. */
  claimable: moneyString,
});
