import * as z from 'zod/mini';
import { moneyString } from '../money.ts';
import { playTypes, type PlayType } from '../points/rules.ts';

/**
 * VIP ranks (reference section 8): a ladder of levels the member climbs on its progress (valid
 * bets and deposits counted since it last lost a level), keeps by betting enough in each review
 * period of the brand's calendar, and loses one level a period when it does not. Each level has
 * its benefits: a one-time upgrade bonus, a bonus at each review the level is kept, manual
 * rebate rates per product type and a larger withdrawal.
 */

/** A rebate rate: a percent of valid bet with at most two decimals (`0.80` is 0.80 %). */
export const ratePattern = /^(0|[1-9][0-9]?)(\.[0-9]{1,2})?$/u;
export const rateString = z.string().check(z.regex(ratePattern, 'field_invalid'));

/** A rate in hundredths of a percent (basis points): `0.80` is 80. */
export function rateBasisPoints(rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The rebate one product type's valid bet gives: `floor(validBet × rate)`, in minor units. */
export function rebateOf(validBetMinor: bigint, basisPoints: number): bigint {
  if (validBetMinor <= 0n || basisPoints <= 0) return 0n;
  return (validBetMinor * BigInt(basisPoints)) / 10_000n;
}

/** Rebate rates by product type. */
export const rebateRates = z.object(
  Object.fromEntries(playTypes.map((type) => [type, rateString])) as Record<
    PlayType,
    typeof rateString
  >,
);

const level = z.number().check(z.int(), z.minimum(0));

/** One level of the brand's ladder, with what reaching and keeping it takes and gives. */
export const vipLevel = z.object({
  level,
  name: z.string(),
  /** Progress needed to reach the level: valid bets and deposits (both). */
  validBet: moneyString,
  deposit: moneyString,
  /** Valid bets per review period to keep the level ("0.00": kept for good). */
  keepValidBet: moneyString,
  /** Paid once, the first time the member reaches the level (claimed in the reward centre). */
  upgradeBonus: moneyString,
  /** Paid at each review the member keeps the level. */
  periodBonus: moneyString,
  rebate: rebateRates,
  /** The largest single withdrawal at this level; null: the brand's own maximum. */
  withdrawMax: z.nullable(moneyString),
});

export const vipReviewPeriods = ['weekly', 'monthly'] as const;

export const vipProgressOutput = z.object({
  /** False: the brand has no VIP programme (the member stays at its level, nothing moves). */
  enabled: z.boolean(),
  level,
  name: z.string(),
  /** What counts towards the next level: valid bets and deposits since the last level lost. */
  validBet: moneyString,
  deposit: moneyString,
  /** The next level, or null at the top. */
  next: z.nullable(level),
  /** The review period running now, in the brand's calendar. */
  period: z.object({
    kind: z.enum(vipReviewPeriods),
    start: z.string(),
    end: z.string(),
    /** Valid bets in it so far, against what keeping the level takes. */
    validBet: moneyString,
    keepValidBet: moneyString,
    /** True when the level was reached inside this period: it is not reviewed at its end. */
    exempt: z.boolean(),
  }),
  levels: z.array(vipLevel),
});
