import * as z from 'zod/mini';
import { requiredText } from '../text.ts';
import { drawShapeNames, type DrawShapeName } from './families.ts';
import { lotteryTermsSchema } from './terms.ts';
import { lotteryGameCode, periodNo } from './wire.ts';

/**
 * What an operator reads and changes of the brand's lottery (docs/decisions/0013): the engine's
 * state for monitoring, a game's terms, a period's cancellation and a MANUAL game's result.
 * The game and the period are named in the input; the brand is the request's.
 */

export const lotteryStatusOutput = z.object({
  /** Periods by state (`OPEN`, `DRAWN`...); states without periods are absent. */
  periods: z.record(z.string(), z.number()),
  /** Tickets still pending in drawn periods: settlement work not yet done. */
  pendingInDrawn: z.number(),
  /** Member settlements made so far, every result version counted. */
  settlements: z.number(),
});
export type LotteryStatusOutput = z.infer<typeof lotteryStatusOutput>;

export const lotteryTermsInput = z.object({ gameCode: lotteryGameCode });

export const lotteryTermsOutput = z.object({
  gameCode: z.string(),
  /** The draw's shape, which the plays must belong to (see `termsProblems`). */
  shape: z.enum(drawShapeNames as [DrawShapeName, ...DrawShapeName[]]),
  /** `RNG`: drawn from the seed chain; `MANUAL`: entered by one operator, approved by another. */
  drawSource: z.enum(['RNG', 'MANUAL']),
  /** The stored terms; null when they no longer match the schema. */
  terms: z.nullable(lotteryTermsSchema),
  /** Why the stored terms do not hold together; while any, the game is not offered. */
  problems: z.array(z.string()),
});
export type LotteryTermsOutput = z.infer<typeof lotteryTermsOutput>;

/**
 * A game's new terms, whole. They apply to bets placed from then on (sold tickets keep their
 * odds); terms that do not hold together are refused with their problems under `terms`.
 */
export const lotteryTermsSaveInput = z.object({
  gameCode: lotteryGameCode,
  terms: lotteryTermsSchema,
});

const periodKey = { gameCode: lotteryGameCode, periodNo };

/** Cancels a period that has paid nobody yet; every pending ticket is refunded. */
export const lotteryCancelInput = z.object({ ...periodKey, reason: requiredText(200) });

export const lotteryCancelOutput = z.object({
  periodNo: z.string(),
  /** Members refunded by this call (zero when an earlier call already refunded them). */
  refundedMembers: z.number(),
});

/**
 * Steps the draw engine now for the brand (or one game): what the engine job does every second,
 * on demand. `asOf` runs it as of a later instant and is refused (403) unless the server runs
 * with TEST_CLOCK: end-to-end tests use it to close and draw a period without waiting for it.
 */
export const lotteryRunInput = z.object({
  gameCode: z.optional(lotteryGameCode),
  asOf: z.optional(z.iso.datetime()),
});

export const lotteryRunOutput = z.object({
  /** The instant the engine ran as of. */
  ranAt: z.string(),
});
