import * as z from 'zod/mini';
import type { DrawShapeName } from './families.ts';
import { oddsRtp, type OddsPricing } from './odds-pricing.ts';
import { findPlayMethod } from './play-methods.ts';
import { fixedRtp, groupBase, oddsOf, unitModes, type FixedOdds } from './prize.ts';
import { compare, ratio } from './rational.ts';

/**
 * A brand's terms for one lottery game, stored as `lottery_game.terms`: operator configuration,
 * never constants in code (reference "lottery-agents-rewards" sections 2 and 3.8). Amounts are
 * minor units written as integer text, so JSON keeps them exact. The operator's console edits
 * them with this schema and `termsProblems`; the server checks both again before it stores them,
 * and offers no game whose stored terms fail either.
 */

const group = z.number().check(z.int(), z.minimum(1), z.maximum(groupBase));
const minor = z.string().check(z.regex(/^[0-9]{1,18}$/u));

export const lotteryTermsSchema = z.object({
  /**
   * The prize groups a member may bet at. `max` is the member's own group: betting lower earns
   * the difference as rebate, 1 % per 20 groups.
   */
  prizeGroup: z.object({ min: group, max: group, default: group }),
  /** The unit modes offered (YUAN 2, JIAO 0.2, FEN 0.02, LI 0.002 major units per bet). */
  units: z.array(z.enum(Object.keys(unitModes) as [keyof typeof unitModes])).check(z.minLength(1)),
  maxMultiple: z.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
  /** The play codes offered, in board order. */
  plays: z.array(z.string()).check(z.minLength(1)),
  /**
   * Odds per play code and key, decimal text. Fixed-odds plays: per option, stake included
   * (`"1.96"`). Per-hit odds plays (VN, SEA): per key, what one hit pays per point, the stake
   * not returned on top (`{ HIT: "99" }` for "1 ăn 99").
   */
  odds: z.record(z.string(), z.record(z.string(), z.string())),
  limits: z.object({
    /** Highest stake of one ticket. */
    maxTicketStake: minor,
    /** Highest prize one winning single bet may pay (prize per bet × multiple). */
    maxBetPrize: minor,
    /** Highest total stake of one member on one period. */
    maxMemberPeriodStake: minor,
    /** Highest total a period may pay when one number (or fixed-odds option) comes up. */
    maxNumberLiability: minor,
  }),
  /** Whether a member may cancel a ticket while its period still sells. */
  cancellable: z.boolean(),
});
export type LotteryTerms = z.infer<typeof lotteryTermsSchema>;

/**
 * What is wrong with terms for a game of `shape`, empty when nothing: every play must belong to
 * the shape, every fixed-odds option and per-hit key must have odds, and no option or single
 * bet may return more than its stake on average (an operator typing 19.8 for 1.98, or 990 for
 * 99, must not open a money tap).
 */
export function termsProblems(shape: DrawShapeName, terms: LotteryTerms): string[] {
  const problems: string[] = [];
  const { min, max, default: fallback } = terms.prizeGroup;
  if (!(min <= fallback && fallback <= max)) problems.push('prize groups out of order');
  for (const code of terms.plays) {
    const method = findPlayMethod(code);
    if (method === undefined || method.shape !== shape) {
      problems.push(`play ${code} is not a ${shape} play`);
      continue;
    }
    if (method.pricing.kind === 'odds') {
      problems.push(...oddsProblems(code, method.pricing, method.cost, terms.odds[code] ?? {}));
      continue;
    }
    if (method.pricing.kind !== 'fixed') continue;
    for (const [option, chances] of Object.entries(method.pricing.options)) {
      try {
        const rtp = fixedRtp(chances, oddsOf(terms.odds[code] ?? {}, option));
        if (compare(rtp, ratio(1)) > 0) problems.push(`${code} ${option} returns over 100 %`);
      } catch {
        problems.push(`${code} ${option} has no valid odds`);
      }
    }
  }
  return problems;
}

/** A per-hit odds play's problems: a key without valid odds, or a return above 100 %. */
function oddsProblems(code: string, pricing: OddsPricing, cost: number, odds: FixedOdds) {
  const missing = Object.keys(pricing.expectedHits).filter((key) => {
    try {
      oddsOf(odds, key);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0) return missing.map((key) => `${code} ${key} has no valid odds`);
  return compare(oddsRtp(pricing, cost, odds), ratio(1)) > 0 ? [`${code} returns over 100 %`] : [];
}
