import * as z from 'zod/mini';
import { drawShapeNames } from './families.ts';
import { lotteryGameCode, periodStatuses } from './wire.ts';

/**
 * The regional lotteries' calls (`/lgw/vn/...`): the VN stations (North, Central, South) and
 * the SEA draws (4D, Thai), each a lottery game drawn on a weekly or monthly rota. The betting
 * board, slips and my-bets are the lottery's own calls; these list the stations by region with
 * their next draw, the member's recent ones, and the latest results for result boards.
 */

/** Which pages the games belong to: /vnLottery (`VN`) or /seaLottery (`SEA`). */
export const lotteryArea = z.enum(['VN', 'SEA']);
export type LotteryArea = z.infer<typeof lotteryArea>;

/** VN regions (North MB, Central MT, South MN) and the SEA draw kinds. */
export const lotteryRegions = ['MB', 'MT', 'MN', '4D', 'THAI'] as const;
export type LotteryRegion = (typeof lotteryRegions)[number];

const epochMs = z.number().check(z.int(), z.minimum(0));
const shape = z.enum(drawShapeNames as [(typeof drawShapeNames)[number]]);

/**
 * Where a game's results come from: `IN_HOUSE` is the demo provider (drawn by the provably fair
 * engine, not the official draw; pages say so), `OPERATOR` an operator's entry approved by a
 * second operator.
 */
export const resultSource = z.enum(['IN_HOUSE', 'OPERATOR']);
export type ResultSource = z.infer<typeof resultSource>;

/** One station or draw of a menu. */
export const vnMenuGame = z.object({
  gameCode: z.string(),
  name: z.string(),
  region: z.enum(lotteryRegions),
  shape,
  /** The draw's local time (`16:15`) and zone, and the days it draws on. */
  drawTime: z.string(),
  timeZone: z.string(),
  /** Weekdays (0 Sunday) or days of the month; one of the two is empty. */
  days: z.array(z.number()),
  monthDays: z.array(z.number()),
  /** The period selling now (or closed, awaiting its draw): its number, close and draw. */
  periodNo: z.nullable(z.string()),
  status: z.nullable(z.enum(periodStatuses)),
  closesAt: z.nullable(epochMs),
  drawsAt: z.nullable(epochMs),
  /** True when its next draw falls on today's date in the draw's zone. */
  drawsToday: z.boolean(),
  resultSource,
});
export type VnMenuGame = z.infer<typeof vnMenuGame>;

export const vnMenuInput = z.object({ area: z._default(lotteryArea, 'VN') });

/** The area's games by region (`gameMenus`), regions in a fixed order, games by next draw. */
export const vnMenuOutput = z.object({
  area: lotteryArea,
  now: epochMs,
  groups: z.array(
    z.object({ region: z.enum(lotteryRegions), name: z.string(), gameMenus: z.array(vnMenuGame) }),
  ),
});
export type VnMenuOutput = z.infer<typeof vnMenuOutput>;

/** The member's regional games, most recently bet first. */
export const vnRecentOutput = z.object({
  list: z.array(
    z.object({
      gameCode: z.string(),
      name: z.string(),
      region: z.enum(lotteryRegions),
      lastBetAt: epochMs,
    }),
  ),
});

/**
 * The latest results: of one game (its last `pageSize` draws) or, without `gameCode`, the last
 * draw of every game of the area (the home page's strip).
 */
export const vnOpenedInput = z.object({
  area: z._default(lotteryArea, 'VN'),
  gameCode: z.optional(lotteryGameCode),
  // A query string: the number arrives as text.
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(30)), 10),
});

export const vnOpenedResult = z.object({
  gameCode: z.string(),
  name: z.string(),
  region: z.enum(lotteryRegions),
  shape,
  periodNo: z.string(),
  drawnAt: epochMs,
  /** The numbers in tier order (`tiersOf(shape)` names their tiers and zero padding). */
  result: z.array(z.number()),
  /** 1, or more after corrections. */
  resultVersion: z.number(),
  resultSource,
});
export type VnOpenedResult = z.infer<typeof vnOpenedResult>;

export const vnOpenedOutput = z.object({ list: z.array(vnOpenedResult) });
