import { drawScheduleSchema, type DrawSchedule } from '@portal/contract/lottery/draw-schedule';
import type { DrawShapeName, Family } from '@portal/contract/lottery/families';
import {
  lotteryTermsSchema,
  termsProblems,
  type LotteryTerms,
} from '@portal/contract/lottery/terms';
import type { LotteryRegion } from '@portal/contract/lottery/vn-wire';
import type { LotteryLane } from '@portal/contract/lottery/wire';

/**
 * A brand's lottery game as the engine reads it, with its terms (`lottery_game.terms`, whose
 * schema and checks live in the contract: `lottery/terms.ts`). Terms are read through
 * `lotteryGameFromRow`: a game whose stored terms do not hold together is not offered at all.
 */
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
  /** The regional lotteries' region (VN MB/MT/MN, SEA 4D/THAI); null for the LOTT lanes. */
  region: LotteryRegion | null;
  /** A weekly rota (`schedule.ts`) instead of periods tiling the day; null for the latter. */
  drawSchedule: DrawSchedule | null;
  /** MANUAL games: seconds after the draw time a period waits for its result, else cancelled. */
  resultDeadlineSeconds: number | null;
  terms: LotteryTerms;
  sort: number;
}

export const lotteryGameColumns = `merchant_id, game_code, family, shape, lane, draw_source, names,
  period_seconds, close_seconds, chain_length, region, draw_schedule, result_deadline_seconds, terms, sort`;

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
  region: LotteryRegion | null;
  draw_schedule: unknown;
  result_deadline_seconds: number | null;
  terms: unknown;
  sort: number;
}

/**
 * The game of a row, or null when its stored terms or draw schedule are not usable (see
 * `termsProblems`).
 */
export function lotteryGameFromRow(row: LotteryGameRow): LotteryGame | null {
  const parsed = lotteryTermsSchema.safeParse(row.terms);
  if (!parsed.success || termsProblems(row.shape, parsed.data).length > 0) return null;
  const schedule =
    row.draw_schedule === null ? null : drawScheduleSchema.safeParse(row.draw_schedule);
  if (schedule !== null && !schedule.success) return null;
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
    region: row.region,
    drawSchedule: schedule === null ? null : schedule.data,
    resultDeadlineSeconds: row.result_deadline_seconds,
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
