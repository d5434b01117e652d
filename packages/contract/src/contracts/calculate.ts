import type { Currency } from '../money.ts';
import { rateMicros, type ContractKind, type ContractTerms } from './terms.ts';

/**
 * A bill's arithmetic, written once: the server's engines pay with it and the browser's
 * "how this was computed" view recomputes it from the statement's figures. Amounts are bigint
 * minor units; a rate times an amount is rounded down to the minor unit once, at the end, so
 * the payer never pays a fraction it does not owe.
 */

/** What a period's rows add up to, for the contract's team (the downline agent and its team). */
export interface ContractFigures {
  /** Stakes of the counted settled bets. */
  validBet: bigint;
  /** Dividend: stakes - payouts - bonuses (the house's profit from the team; may be negative). */
  profit: bigint;
  /** Members of the team with a counted bet. */
  activeMembers: number;
  /** Real-time salary: stakes of counted bets that won (payout >= stake) and that lost. */
  winStake: bigint;
  lossStake: bigint;
}

/** The outcome of a period: the tier reached (null: none), the rate and the amount owed. */
export interface ContractResult {
  /** Index into `terms.tiers`, or null when no tier is reached (and for real-time salary). */
  tier: number | null;
  /** The base the rate applies to (valid bet, or profit floored at zero). */
  base: bigint;
  /** Rate as integer millionths (the tier's, or for real-time salary none: 0). */
  rate: bigint;
  amount: bigint;
  /** Which formula: rate x max(profit, 0), rate x valid bet, or the two real-time rates. */
  formula: 'dividend' | 'salary' | 'realtime';
}

const million = 1_000_000n;

/**
 * The highest tier whose every threshold the figures reach, or null. The profit threshold is a
 * dividend's only: a salary is earned on volume, also in a period the team won.
 */
export function pickTier(
  kind: ContractKind,
  terms: ContractTerms,
  figures: ContractFigures,
  money: Currency,
): number | null {
  let reached: number | null = null;
  (terms.tiers ?? []).forEach((tier, i) => {
    if (
      figures.validBet >= money.parse(tier.minValidBet) &&
      (kind !== 'dividend' || figures.profit >= money.parse(tier.minProfit)) &&
      figures.activeMembers >= tier.minActiveMembers
    )
      reached = i;
  });
  return reached;
}

/** What a contract of `kind` owes for a period with these figures. */
export function contractAmount(
  kind: ContractKind,
  terms: ContractTerms,
  figures: ContractFigures,
  money: Currency,
): ContractResult {
  if (kind === 'realtimeSalary') {
    const win = rateMicros(terms.realtime!.winRate);
    const loss = rateMicros(terms.realtime!.lossRate);
    return {
      tier: null,
      base: figures.winStake + figures.lossStake,
      rate: 0n,
      amount: (figures.winStake * win + figures.lossStake * loss) / million,
      formula: 'realtime',
    };
  }
  const tier = pickTier(kind, terms, figures, money);
  const dividend = kind === 'dividend';
  const base = dividend ? (figures.profit > 0n ? figures.profit : 0n) : figures.validBet;
  const rate = tier === null ? 0n : rateMicros(terms.tiers![tier]!.rate);
  return {
    tier,
    base,
    rate,
    amount: (base * rate) / million,
    formula: dividend ? 'dividend' : 'salary',
  };
}
