import type { DrawShapeName, Family } from '@portal/contract/lottery/families';
import { findPlayMethod } from '@portal/contract/lottery/play-methods';
import { fixedRtp, groupBase, oddsOf, unitModes } from '@portal/contract/lottery/prize';
import { compare, ratio } from '@portal/contract/lottery/rational';
import type { LotteryLane } from '@portal/contract/lottery/wire';
import * as z from 'zod/mini';

/**
 * A brand's terms for one lottery game, stored as `lottery_game.terms`: operator configuration,
 * never constants in code (reference "lottery-agents-rewards" sections 2 and 3.8). Amounts are
 * minor units written as integer text, so JSON keeps them exact. Terms are read through
 * `parseTerms`: a game whose stored terms do not hold together is not offered at all.
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
  /** Fixed odds per play code and option key, decimal text (`"1.96"`), stake included. */
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
 * the shape, every fixed-odds option must have odds, and no option may return more than its
 * stake on average (an operator typing 19.8 for 1.98 must not open a money tap).
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

/** A brand's lottery game as the engine reads it. */
export interface LotteryGame {
  merchantId: number;
  gameCode: string;
  family: Family;
  shape: DrawShapeName;
  lane: LotteryLane;
  drawSource: 'RNG' | 'MANUAL';
  names: Record<string, string>;
  periodSeconds: number;
  closeSeconds: number;
  chainLength: number;
  terms: LotteryTerms;
  sort: number;
}

export const lotteryGameColumns = `merchant_id, game_code, family, shape, lane, draw_source, names,
  period_seconds, close_seconds, chain_length, terms, sort`;

/** A `lottery_game` row as selected with `lotteryGameColumns`. */
export interface LotteryGameRow {
  merchant_id: number;
  game_code: string;
  family: Family;
  shape: DrawShapeName;
  lane: LotteryLane;
  draw_source: 'RNG' | 'MANUAL';
  names: Record<string, string>;
  period_seconds: number;
  close_seconds: number;
  chain_length: number;
  terms: unknown;
  sort: number;
}

/** The game of a row, or null when its stored terms are not usable (see `termsProblems`). */
export function lotteryGameFromRow(row: LotteryGameRow): LotteryGame | null {
  const parsed = lotteryTermsSchema.safeParse(row.terms);
  if (!parsed.success || termsProblems(row.shape, parsed.data).length > 0) return null;
  return {
    merchantId: row.merchant_id,
    gameCode: row.game_code,
    family: row.family,
    shape: row.shape,
    lane: row.lane,
    drawSource: row.draw_source,
    names: row.names,
    periodSeconds: row.period_seconds,
    closeSeconds: row.close_seconds,
    chainLength: row.chain_length,
    terms: parsed.data,
    sort: row.sort,
  };
}

/** A game's name in a language (`PT`, `EN`...): the language's own, else EN, else the code. */
export function gameName(game: LotteryGame, language: string): string {
  return game.names[language.toUpperCase()] ?? game.names.EN ?? game.gameCode;
}

/**
 * The prize group a member owns in a game: the game's highest, until agents give their
 * downlines groups of their own (the agent issue); betting below it earns rebate.
 */
export function memberPrizeGroup(game: LotteryGame): number {
  return game.terms.prizeGroup.max;
}
