import type { ContractKind, ContractTerms, DividendPeriod } from '@portal/contract/contracts/terms';
import type { Currency } from '@portal/contract/money';
import { percentToRate, ratePercent } from './rate-text.ts';

/** One tier as typed: a percentage and thresholds as text. */
export interface TierValues {
  rate: string;
  minValidBet: string;
  /** Dividend only; the salaries keep it at zero. */
  minProfit: string;
  minActiveMembers: string;
}

/** The offer form's values: what the agent types, before it becomes the contract's terms. */
export interface OfferValues {
  account: string;
  /** Dividend only. */
  period: DividendPeriod | '';
  /** Dividend, daily and hourly salary. */
  tiers: TierValues[];
  /** Real-time salary only: percentages and the minimum stake. */
  winRate: string;
  lossRate: string;
  minSingleBet: string;
}

/** A threshold as typed (`1000`, `1000,50`) in the brand's decimal text, or null. */
export function amountValue(text: string, money: Currency): string | null {
  const typed = text.trim().replace(',', '.');
  if (!/^\d{1,15}(?:\.\d+)?$/u.test(typed)) return null;
  try {
    return money.format(money.parse(typed));
  } catch {
    return null;
  }
}

/** Active members as typed, or null. */
export function countValue(text: string): number | null {
  const typed = text.trim();
  return /^\d{1,7}$/u.test(typed) && Number(typed) <= 1_000_000 ? Number(typed) : null;
}

/** A new tier row: no rate yet, no threshold. */
export function blankTier(money: Currency): TierValues {
  const zero = money.format(0n);
  return { rate: '', minValidBet: zero, minProfit: zero, minActiveMembers: '0' };
}

/** Terms' tiers as the form shows them; `withRates: false` leaves the rates to be typed. */
function tierValues(terms: ContractTerms, withRates: boolean): TierValues[] | undefined {
  return terms.tiers?.map((tier) => ({
    rate: withRates ? ratePercent(tier.rate) : '',
    minValidBet: tier.minValidBet,
    minProfit: tier.minProfit,
    minActiveMembers: String(tier.minActiveMembers),
  }));
}

/**
 * The form's first values: the downline's current terms when they change; for a first offer the
 * agent's own period, thresholds and minimum bet with the rates left to type, since an offer may
 * ask no less than the agent's own contract and pay no more.
 */
export function offerDefaults(
  account: string,
  current: ContractTerms | null,
  own: ContractTerms | null,
  money: Currency,
): OfferValues {
  const from = current ?? own;
  const realtime = current?.realtime;
  return {
    account,
    period: from?.period ?? '',
    tiers: (from === null ? undefined : tierValues(from, current !== null)) ?? [blankTier(money)],
    winRate: realtime === undefined ? '' : ratePercent(realtime.winRate),
    lossRate: realtime === undefined ? '' : ratePercent(realtime.lossRate),
    minSingleBet: from?.realtime?.minSingleBet ?? money.format(0n),
  };
}

/**
 * The contract's terms the values stand for (values that failed their own checks turn into
 * text the contract's schema then refuses, so this never throws).
 */
export function termsFromValues(
  kind: ContractKind,
  values: OfferValues,
  money: Currency,
): ContractTerms {
  const amount = (text: string) => amountValue(text, money) ?? text;
  const rate = (text: string) => percentToRate(text) ?? text;
  if (kind === 'realtimeSalary') {
    return {
      realtime: {
        winRate: rate(values.winRate),
        lossRate: rate(values.lossRate),
        minSingleBet: amount(values.minSingleBet),
      },
    };
  }
  const zero = money.format(0n);
  return {
    ...(kind === 'dividend' && values.period !== '' ? { period: values.period } : {}),
    tiers: values.tiers.map((tier) => ({
      rate: rate(tier.rate),
      minValidBet: amount(tier.minValidBet),
      minProfit: kind === 'dividend' ? amount(tier.minProfit) : zero,
      minActiveMembers: countValue(tier.minActiveMembers) ?? -1,
    })),
  };
}
