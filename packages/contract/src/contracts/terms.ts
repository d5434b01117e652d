import * as z from 'zod/mini';
import { moneyString } from '../money.ts';

/**
 * Agent contracts (spec sections 3, 4 and 6; docs/architecture.md "Agent contracts"): what an
 * upline agent pays a direct downline agent for the play of the downline's team. Four kinds,
 * each behind its whitelabel switch: dividend (a share of the team's profit per period), daily
 * salary and hourly salary (a share of the team's valid bets per day or hour) and real-time
 * salary (a share of each settled bet, paid every five minutes).
 *
 * Terms are data: tiers are rows, rates are exact decimal fractions (`"0.015"` is 1.5 %), every
 * threshold is a field. The same schemas check an offer in the browser and on the server.
 */

export const contractKinds = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof contractKinds)[number];
export const contractKind = z.enum(contractKinds);

/** How often a dividend is settled; salaries have one period each (day, hour, five minutes). */
export const dividendPeriods = ['daily', 'weekly', 'semiMonthly', 'monthly'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];

/** Decimals a rate may carry: a millionth (0.0001 %). */
export const rateScale = 6;

/**
 * A rate: a decimal fraction from 0 to 1 with at most six decimals, written as text so that it
 * stays exact (`"0.015"`, never 0.015 as a float).
 */
export const rateString = z
  .string()
  .check(z.trim(), z.regex(/^(?:0(?:\.\d{1,6})?|1(?:\.0{1,6})?)$/u, 'contract_rate_invalid'));

/** A rate as integer millionths: `"0.015"` is 15000. */
export function rateMicros(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(rateScale, '0') || '0');
}

/** Integer millionths as a rate string without trailing zeros (`15000` is `"0.015"`). */
export function formatRate(micros: bigint): string {
  const whole = micros / 1_000_000n;
  const fraction = (micros % 1_000_000n).toString().padStart(rateScale, '0').replace(/0+$/u, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

/** A non-negative money threshold (the wire's decimal text at the brand's scale). */
const threshold = moneyString.check(z.refine((v) => !v.startsWith('-'), 'field_invalid'));

/**
 * One tier: the rate paid when the period reaches every threshold of the tier. The highest tier
 * reached is paid; a period below the first tier earns nothing ("not reached").
 */
export const contractTier = z.object({
  rate: rateString,
  /** The team's valid bets in the period (for hourly salary: in the hour). */
  minValidBet: threshold,
  /** Dividend only: the team's profit for the house in the period (0 for the salaries). */
  minProfit: threshold,
  /** Members of the team with a counted bet in the period. */
  minActiveMembers: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
});
export type ContractTier = z.infer<typeof contractTier>;

/** Real-time salary terms: a rate on each settled bet, by whether the bet won or lost. */
export const realtimeTerms = z.object({
  /** Paid on the stake of a bet whose payout is at least its stake. */
  winRate: rateString,
  /** Paid on the stake of a bet whose payout is below its stake. */
  lossRate: rateString,
  /** Bets below this stake do not count. */
  minSingleBet: threshold,
});
export type RealtimeTerms = z.infer<typeof realtimeTerms>;

/** The most tiers one contract may have. */
export const maxTiers = 10;

/**
 * The terms of one contract. `tiers` for dividend, daily and hourly salary, in ascending order
 * (rates strictly increasing, thresholds never decreasing); `period` for dividend; `realtime`
 * for real-time salary.
 */
export const contractTerms = z
  .object({
    period: z.optional(z.enum(dividendPeriods)),
    tiers: z.optional(z.array(contractTier).check(z.minLength(1), z.maxLength(maxTiers))),
    realtime: z.optional(realtimeTerms),
  })
  .check(
    z.refine((terms) => !terms.tiers || tiersAscend(terms.tiers), {
      message: 'contract_tiers_order',
      path: ['tiers'],
    }),
  );
export type ContractTerms = z.infer<typeof contractTerms>;

/** Compares two non-negative decimal strings by value: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [aw = '0', af = ''] = a.trim().split('.');
  const [bw = '0', bf = ''] = b.trim().split('.');
  const width = Math.max(af.length, bf.length);
  const x = BigInt(aw + af.padEnd(width, '0'));
  const y = BigInt(bw + bf.padEnd(width, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** True when rates strictly increase and no threshold decreases from one tier to the next. */
export function tiersAscend(tiers: readonly ContractTier[]): boolean {
  return tiers.every((tier, i) => {
    const before = tiers[i - 1];
    if (!before) return true;
    return (
      compareDecimal(tier.rate, before.rate) > 0 &&
      compareDecimal(tier.minValidBet, before.minValidBet) >= 0 &&
      compareDecimal(tier.minProfit, before.minProfit) >= 0 &&
      tier.minActiveMembers >= before.minActiveMembers
    );
  });
}

/**
 * Why terms do not fit a kind (a message key), or null: dividend needs a period and tiers,
 * the salaries need tiers, real-time salary needs its rates; nothing else may be set.
 */
export function termsProblem(kind: ContractKind, terms: ContractTerms): string | null {
  const tiered = kind !== 'realtimeSalary';
  if (tiered && !terms.tiers) return 'contract_terms_invalid';
  if (!tiered && (!terms.realtime || terms.tiers)) return 'contract_terms_invalid';
  if ((kind === 'dividend') !== (terms.period !== undefined)) return 'contract_terms_invalid';
  if (tiered && terms.realtime) return 'contract_terms_invalid';
  if (kind !== 'dividend' && terms.tiers?.some((t) => compareDecimal(t.minProfit, '0') !== 0))
    return 'contract_terms_invalid';
  return null;
}

/**
 * True when `down` never pays more than `up` (reference section 7, invariant 2): every tier of
 * `down` is matched by a tier of `up` that asks no more (valid bet, profit, active members) and
 * pays at least as much; real-time rates are each at most the upline's and the minimum single
 * bet at least the upline's. A dividend's period must be the upline's.
 */
export function withinUpline(down: ContractTerms, up: ContractTerms): boolean {
  if (down.realtime || up.realtime) {
    if (!down.realtime || !up.realtime) return false;
    return (
      compareDecimal(down.realtime.winRate, up.realtime.winRate) <= 0 &&
      compareDecimal(down.realtime.lossRate, up.realtime.lossRate) <= 0 &&
      compareDecimal(down.realtime.minSingleBet, up.realtime.minSingleBet) >= 0
    );
  }
  if (down.period !== up.period) return false;
  const upTiers = up.tiers ?? [];
  return (down.tiers ?? []).every((d) =>
    upTiers.some(
      (u) =>
        compareDecimal(u.minValidBet, d.minValidBet) <= 0 &&
        compareDecimal(u.minProfit, d.minProfit) <= 0 &&
        u.minActiveMembers <= d.minActiveMembers &&
        compareDecimal(u.rate, d.rate) >= 0,
    ),
  );
}
