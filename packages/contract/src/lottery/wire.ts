import * as z from 'zod/mini';
import { pageNo, pageOut, pageSize } from '../game-card.ts';
import { moneyString } from '../money.ts';
import { requiredText, text } from '../text.ts';
import { drawShapeNames, families } from './families.ts';
import { unitModes } from './prize.ts';

/**
 * The lottery's wire shapes (LOTT and ELOTT lanes). Times are epoch milliseconds of the server
 * clock, which alone decides whether a period still sells; amounts are the wire's decimal
 * strings; draw results are the numbers in draw order.
 */

/** A lottery game code (`SSC_1M`, `LHC_15M`...). */
export const lotteryGameCode = z
  .string()
  .check(z.trim(), z.regex(/^[A-Z0-9_]{2,32}$/u, 'field_invalid'));

/** A period number: the brand's local date and the period of that day (`20261123-0001`). */
export const periodNo = z
  .string()
  .check(z.trim(), z.regex(/^[0-9]{8}-[0-9]{4}$/u, 'field_invalid'));

/** Prize modes of the spec; ZY is accepted and served as LOTT (reference section 1). */
export const prizeMode = z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']);
export type PrizeMode = z.infer<typeof prizeMode>;

/** The lanes the draw engine serves. */
export const lotteryLanes = ['LOTT', 'ELOTT'] as const;
export type LotteryLane = (typeof lotteryLanes)[number];

/** A period's states (reference section 4). */
export const periodStatuses = [
  'SCHEDULED',
  'OPEN',
  'CLOSED',
  'DRAWN',
  'SETTLED',
  'CANCELLED',
] as const;
export type PeriodStatus = (typeof periodStatuses)[number];

/** A ticket's states; TIE gives the stake back, REFUNDED follows a cancelled period. */
export const ticketStatuses = ['PENDING', 'WON', 'LOST', 'TIE', 'CANCELLED', 'REFUNDED'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

const epochMs = z.number().check(z.int(), z.minimum(0));
const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/u));
const unitMode = z.enum(Object.keys(unitModes) as [keyof typeof unitModes]);

/** A period as the lobby and the board show it. */
export const periodView = z.object({
  periodNo: z.string(),
  status: z.enum(periodStatuses),
  opensAt: epochMs,
  closesAt: epochMs,
  drawsAt: epochMs,
  /**
   * sha256 of this period's seed, which is the seed of the period before it (the chain is used
   * backwards). Null until the period opens: a scheduled period's commitment would reveal the
   * seed of the one still selling.
   */
  seedCommitment: z.nullable(hex64),
  /** The drawn numbers, once drawn. */
  result: z.nullable(z.array(z.number())),
});
export type PeriodView = z.infer<typeof periodView>;

/** A game card of the lottery lobby. */
export const lotteryGameView = z.object({
  gameCode: z.string(),
  gameGroupCode: z.enum(families),
  shape: z.enum(drawShapeNames as [(typeof drawShapeNames)[number]]),
  lane: z.enum(lotteryLanes),
  name: z.string(),
  periodSeconds: z.number(),
  /** Sales close this many seconds before the draw. */
  closeSeconds: z.number(),
  /** The period running now: selling, or closed and waiting for its draw at `drawsAt`. */
  current: z.nullable(periodView),
  /** The last drawn period. */
  last: z.nullable(periodView),
});
export type LotteryGameView = z.infer<typeof lotteryGameView>;

export const lotteryGamesInput = z.object({ prizeMode: z._default(prizeMode, 'LOTT') });
export const lotteryGamesOutput = z.object({
  /** The mode served after the LOTT to ELOTT switch (spec section 4); SEA lists no game yet. */
  prizeMode: z.enum(['LOTT', 'ELOTT', 'SEA']),
  now: epochMs,
  groups: z.array(z.object({ gameGroupCode: z.enum(families), games: z.array(lotteryGameView) })),
});

export const lotteryGameInput = z.object({ gameCode: lotteryGameCode });

/** What the betting board needs: the game, its periods, its play methods and its terms. */
export const lotteryBoardOutput = z.object({
  game: lotteryGameView,
  now: epochMs,
  /** The period after `game.current` (its commitment stays hidden until it opens). */
  next: z.nullable(periodView),
  /** The chain of the current period: its anchor (sha256 of its first seed) and its length. */
  chain: z.object({ anchor: hex64, length: z.number() }),
  /** The play codes offered, in board order, with fixed odds by option key (decimal strings). */
  plays: z.array(
    z.object({ code: z.string(), odds: z.nullable(z.record(z.string(), z.string())) }),
  ),
  units: z.array(unitMode),
  maxMultiple: z.number(),
  /** The prize groups this member may bet at; below `max`, the difference is rebate. */
  prizeGroup: z.object({ min: z.number(), max: z.number(), default: z.number() }),
  limits: z.object({
    /** Highest stake of one bet. */
    maxTicketStake: moneyString,
    /** Highest prize one winning single bet may pay. */
    maxBetPrize: moneyString,
    /** Highest total a member may stake on one period. */
    maxMemberPeriodStake: moneyString,
  }),
  /** Whether a ticket may be cancelled while its period still sells. */
  cancellable: z.boolean(),
  balance: moneyString,
});
export type LotteryBoard = z.infer<typeof lotteryBoardOutput>;

/** One bet of a slip: the client's count is only a check of the server's. */
export const betInput = z.object({
  playCode: requiredText(40),
  selection: z.unknown(),
  betCount: z.number().check(z.int(), z.minimum(1)),
  unit: unitMode,
  multiple: z.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
  prizeGroup: z.number().check(z.int(), z.minimum(1), z.maximum(2000)),
});
export type BetInput = z.infer<typeof betInput>;

/** A slip: several bets on one period, recorded all together or not at all. */
export const placeBetsInput = z.object({
  gameCode: lotteryGameCode,
  periodNo,
  bets: z.array(betInput).check(z.minLength(1), z.maxLength(50)),
});

/** A ticket as its owner sees it. */
export const ticketView = z.object({
  ticketId: z.string(),
  gameCode: z.string(),
  periodNo: z.string(),
  playCode: z.string(),
  selection: z.unknown(),
  betCount: z.number(),
  unit: unitMode,
  multiple: z.number(),
  prizeGroup: z.number(),
  stake: moneyString,
  /** What betting below the member's own prize group earns, paid when the ticket settles. */
  rebate: moneyString,
  status: z.enum(ticketStatuses),
  /** Paid back (stake included for ties and fixed odds); null while pending. */
  payout: z.nullable(moneyString),
  placedAt: epochMs,
  /** The period's result once drawn. */
  result: z.nullable(z.array(z.number())),
});
export type TicketView = z.infer<typeof ticketView>;

export const placeBetsOutput = z.object({
  slipId: z.string(),
  tickets: z.array(ticketView),
  balance: moneyString,
});

export const myBetsInput = z.object({
  gameCode: z.optional(lotteryGameCode),
  periodNo: z.optional(periodNo),
  status: z.optional(z.enum(ticketStatuses)),
  pageNo,
  pageSize: pageSize(20, 100),
});
export const myBetsOutput = z.object({ list: z.array(ticketView), ...pageOut });

export const cancelBetInput = z.object({
  ticketId: z.string().check(z.regex(/^[0-9]{1,18}$/u, 'field_invalid')),
});
export const cancelBetOutput = z.object({ ticket: ticketView, balance: moneyString });

export const openedNumerosInput = z.object({
  gameCode: lotteryGameCode,
  pageNo,
  pageSize: pageSize(20, 100),
});
export const openedNumerosOutput = z.object({ list: z.array(periodView), ...pageOut });

/** The lobby launch (reference section 1, launch parameters). */
export const lobbyLaunchInput = z.object({
  lottoArea: z.optional(text(8)),
  launchMode: z.optional(text(16)),
  lottoPrizeMode: z.optional(prizeMode),
  lottoGameCode: z.optional(lotteryGameCode),
  lottoView: z._default(z.enum(['betting', 'lobby']), 'lobby'),
  device: z.optional(text(16)),
  backUrl: z.optional(z.string().check(z.regex(/^\/[^/\\]/u, 'field_invalid'), z.maxLength(512))),
  language: z.optional(text(8)),
});
export const lobbyLaunchOutput = z.object({
  /** The portal path of the lobby or of the game's betting board. */
  url: z.string(),
  prizeMode: z.enum(['LOTT', 'ELOTT', 'SEA']),
});

export const verifyInput = z.object({ gameCode: lotteryGameCode, periodNo });

/** What the fingerprint commits to for one ticket (see `fingerprint.ts`). */
export const ticketRecordView = z.object({
  ticketId: z.string(),
  memberId: z.string(),
  playCode: z.string(),
  selection: z.unknown(),
  /** Stake in minor units, as text. */
  stake: z.string(),
  placedAt: epochMs,
});

/** Everything a player needs to recompute a drawn period with any SHA-256 tool. */
export const verifyOutput = z.object({
  gameCode: z.string(),
  periodNo: z.string(),
  shape: z.enum(drawShapeNames as [(typeof drawShapeNames)[number]]),
  status: z.enum(periodStatuses),
  /** The revealed seed (hex). sha256 of its bytes must equal `seedCommitment`. */
  seed: hex64,
  seedCommitment: hex64,
  /** The seed's place in its chain: hashing it `chainIndex + 1` times gives `anchor`. */
  chainIndex: z.number(),
  anchor: hex64,
  /** The HMAC message: `gameCode|periodNo` in UTF-8. */
  message: z.string(),
  result: z.array(z.number()),
  /** Merkle root of the period's tickets, sealed when sales closed. */
  fingerprint: hex64,
  ticketCount: z.number(),
  /** True when the tickets stored now still give the sealed fingerprint. */
  ticketsMatch: z.boolean(),
  /** With a session: the member's tickets of the period with their inclusion proofs. */
  mine: z.array(
    z.object({
      record: ticketRecordView,
      proof: z.object({
        index: z.number(),
        leafCount: z.number(),
        siblings: z.array(z.string()),
      }),
    }),
  ),
});
export type VerifyView = z.infer<typeof verifyOutput>;
