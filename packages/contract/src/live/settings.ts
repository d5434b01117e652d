import * as z from 'zod/mini';

/**
 * A brand's live-chat rules (`merchant_setting` key `live`), every figure with its default:
 * message length, history page, the per-member and per-room rate limits, slow mode, the word
 * filter and the gift list with prices (lottery-agents-rewards.md section 9 "Our choice").
 */

const count = (min: number, max: number, fallback: number) =>
  z._default(z.number().check(z.int(), z.minimum(min), z.maximum(max)), fallback);

/** At most `count` events in `seconds`. */
const rate = (events: number, seconds: number) =>
  z._default(z.object({ count: count(1, 10_000, events), seconds: count(1, 3600, seconds) }), {
    count: events,
    seconds,
  });

/** One gift of the catalogue: its code, names per language, price and emoji. */
export const liveGiftSetting = z.object({
  code: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/u, 'field_invalid')),
  names: z.record(z.string().check(z.regex(/^[A-Z]{2}$/u)), z.string().check(z.maxLength(40))),
  /** A decimal in the brand's currency, above zero. */
  price: z.string().check(z.regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u, 'field_invalid')),
  icon: z.string().check(z.minLength(1), z.maxLength(8)),
});
export type LiveGiftSetting = z.infer<typeof liveGiftSetting>;

export const liveSetting = z.object({
  /** Off: the host list is empty and every live call answers `live_disabled`. */
  enabled: z._default(z.boolean(), true),
  /** Visitors (no session) may read rooms. */
  visitorsRead: z._default(z.boolean(), true),
  /** Longest chat message, in characters. */
  maxLength: count(1, 2000, 200),
  /** Messages of one history page (and of the launch answer). */
  historySize: count(1, 200, 50),
  /** Per member, across rooms: burst and window. */
  memberRate: rate(5, 10),
  /** Per room, across members. */
  roomRate: rate(60, 10),
  /** Seconds a member waits between two messages in one room; 0: off. */
  slowModeSeconds: count(0, 3600, 0),
  /** Words masked with asterisks in chat messages (case-insensitive, whole words). */
  wordFilter: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(40))), []),
  /** The gifts members may send hosts. */
  gifts: z._default(z.array(liveGiftSetting), []),
  /** Longest customer-service message. */
  supportMaxLength: count(1, 4000, 1000),
  /** Customer-service messages a member may send per minute. */
  supportRate: rate(10, 60),
});
export type LiveSetting = z.infer<typeof liveSetting>;
