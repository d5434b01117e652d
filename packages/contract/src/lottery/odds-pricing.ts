import type { DrawResult } from './families.ts';
import { exactHitsPayout, oddsOf, type FixedOdds } from './prize.ts';
import { add, compare, div, floor, mul, ratio, type Rational } from './rational.ts';

/**
 * Per-hit odds, the third way a play is priced (VN and SEA, reference 3.6 and 3.7). These
 * lotteries sell "points": a single bet is one number (or one xiên combination), it costs
 * `cost` points (lô 2 số on an 18-prize South board covers 18 prizes, so 18), and every hit
 * pays the configured odds per point. A hit is counted per prize and per category: a lô number
 * ending three prizes hits 3 times; a 4D Big number pays its first-prize or its starter odds.
 *
 * Odds are what one hit pays per point, and the stake is never returned on top: VN "1 ăn 99"
 * is odds 99, so a 1-point hit pays 99 points. (Fixed odds, by contrast, multiply the stake
 * and include it.) The return to player of one single bet is Σ_key E[hits_key] × odds_key / cost.
 */

/** Hits per key (category) of a selection on a result. */
export type Hits = Readonly<Record<string, number>>;

/** A compiled per-hit evaluator: the hits of a selection on a well-formed result. */
export type HitsEvaluator = (result: DrawResult) => Hits;

/** How a per-hit odds play is priced. */
export interface OddsPricing {
  readonly kind: 'odds';
  /**
   * Every key with the exact expected hits of one single bet that can hit it, over the draw
   * the in-house engine makes (uniform independent digits per position; SEA 4D: 23 distinct
   * numbers). Lô 2 số on VN_MN: `{ HIT: 18/100 }`; 4D Big: `{ FIRST: 1/10000, … }`.
   */
  readonly expectedHits: Readonly<Record<string, Rational>>;
  /**
   * The kinds of single bet, each with the keys it can hit. Most plays have one kind hitting
   * every key; Thai 3 tod has three (a number with 3, 2 or 1 distinct digits has 6, 3 or 1
   * permutations, so `TOD6`, `TOD3` and `TOD1` are priced apart).
   */
  readonly betKinds: readonly (readonly string[])[];
  /**
   * The most hits one single bet can get on one result, as alternatives: a single bet pays at
   * most the largest Σ_key hits × odds over them (lô 2 số North: `[{ HIT: 27 }]`; 4D Big, whose
   * numbers are distinct: `[{ FIRST: 1 }, { SECOND: 1 }, …]`). Liability limits use it.
   */
  readonly maxHits: readonly Hits[];
}

/** The total number of hits. */
export function totalHits(hits: Hits): number {
  return Object.values(hits).reduce((a, b) => a + b, 0);
}

/**
 * Return to player of a per-hit odds play at `odds`: the largest, over its kinds of single
 * bet, of Σ_key expectedHits × odds / cost. A key without valid odds throws (see `oddsOf`).
 */
export function oddsRtp(pricing: OddsPricing, cost: number, odds: FixedOdds): Rational {
  let worst = ratio(0);
  for (const kind of pricing.betKinds) {
    let points = ratio(0);
    for (const key of kind) {
      points = add(points, mul(pricing.expectedHits[key] ?? ratio(0), oddsOf(odds, key)));
    }
    const rtp = div(points, ratio(cost));
    if (compare(rtp, worst) > 0) worst = rtp;
  }
  return worst;
}

/**
 * The most one single bet can pay, rounded down: for the per-bet prize limit and per-number
 * liability, where a prize-group play uses its prize for one winning bet.
 */
export function oddsBetPrize(
  pricing: OddsPricing,
  odds: FixedOdds,
  price: bigint,
  multiple: number,
): bigint {
  return pricing.maxHits.reduce((most, hits) => {
    const paid = floor(exactHitsPayout(hits, odds, price, multiple));
    return paid > most ? paid : most;
  }, 0n);
}
