import * as z from 'zod/mini';
import { pageNo, pageOut, pageSize } from '../game-card.ts';
import { text } from '../text.ts';
import { lotteryGameCode, periodNo, periodStatuses } from './wire.ts';

/**
 * Results that come from outside (MANUAL games: the VN and SEA draws, an official feed's
 * numbers) pass two operators (reference section 4, "settle when two sources or an admin
 * confirm"): one enters the result, a second one approves it, and only the approval draws and
 * settles the period. The same operator can never do both; both acts are audited. A correction
 * after settlement takes the same two steps and settles again at the next result version.
 */

/** `pending` waits for a second operator; `expired` was left pending past the game's deadline. */
export const resultEntryStates = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ResultEntryState = (typeof resultEntryStates)[number];

/** An entered result as operators see it. */
export const resultEntryView = z.object({
  id: z.string(),
  gameCode: z.string(),
  periodNo: z.string(),
  /** The numbers in draw order (for VN boards: ĐB first, then G1, G2...). */
  result: z.array(z.number()),
  state: z.enum(resultEntryStates),
  /** True when the period already had a result: approving it corrects that result. */
  correction: z.boolean(),
  enteredBy: z.string(),
  enteredAt: z.string(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  remark: z.nullable(z.string()),
  /** The result version the approval made; null until approved. */
  resultVersion: z.nullable(z.number()),
});
export type ResultEntryView = z.infer<typeof resultEntryView>;

/**
 * A MANUAL game's result (or its correction) for a period past its draw time, waiting for a
 * second operator (before the draw: 409 `lottery_not_drawn`). A period holds one pending entry at
 * a time (409 `approval_pending`). `asOf`, as in `lotteryRunInput`, is for TEST_CLOCK servers
 * only (403 elsewhere): end-to-end tests enter a result for a period they drew ahead of time.
 */
export const lotteryResultInput = z.object({
  gameCode: lotteryGameCode,
  periodNo,
  result: z.array(z.number()),
  asOf: z.optional(z.iso.datetime()),
});

/** A second operator's decision on an entry; a rejection may say why. */
export const resultDecideInput = z.object({
  entryId: z.string().check(z.regex(/^[0-9]{1,18}$/u, 'field_invalid')),
  approve: z.boolean(),
  remark: z._default(text(200), ''),
});

export const resultDecideOutput = z.object({
  entry: resultEntryView,
  /** The period's state after the decision (`SETTLED` once an approval has been paid out). */
  status: z.enum(periodStatuses),
});

/** The brand's entries newest first, optionally of one game and state. */
export const resultEntriesInput = z.object({
  pageNo,
  pageSize: pageSize(20, 100),
  gameCode: z.optional(lotteryGameCode),
  state: z.optional(z.enum(resultEntryStates)),
});

export const resultEntriesOutput = z.object({ ...pageOut, items: z.array(resultEntryView) });

/**
 * A MANUAL game's period past its draw time and still without a result, or a settled one whose
 * correction waits for a second operator (`pending.correction`).
 */
export const awaitingPeriodView = z.object({
  gameCode: z.string(),
  /** The game's name in the operator's language. */
  name: z.string(),
  /** The result's shape (`drawShapes`, `tiersOf` name its positions). */
  shape: z.string(),
  periodNo: z.string(),
  drawsAt: z.number(),
  /**
   * When the engine cancels and refunds it; null when the game sets no deadline, and for a
   * correction (a settled period is never cancelled).
   */
  deadlineAt: z.nullable(z.number()),
  /** Tickets the approval settles: those waiting on a first result, or settled again. */
  tickets: z.number(),
  /** The entry waiting for a second operator, if any. */
  pending: z.nullable(resultEntryView),
});
export type AwaitingPeriodView = z.infer<typeof awaitingPeriodView>;

export const awaitingPeriodsOutput = z.object({ items: z.array(awaitingPeriodView) });
