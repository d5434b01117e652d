import * as z from 'zod/mini';
import { moneyString } from '../money.ts';
import { text } from '../text.ts';

/** Live hosts, their rooms, chat messages, gifts and customer-service chat on the wire. */

const id = z.string().check(z.trim(), z.regex(/^[1-9][0-9]{0,17}$/u, 'field_invalid'));
/** An id input that may come from a query string. */
export const liveId = id;

export const hostStatuses = ['streaming', 'online', 'offline'] as const;
export type HostStatus = (typeof hostStatuses)[number];

/** One slot of a host's weekly schedule: day 0 (Sunday) to 6, `HH:mm` in the brand's zone. */
export const hostSlot = z.object({
  day: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
  from: z.string(),
  to: z.string(),
});

/** A host (a "model" in spec section 7). */
export const liveHost = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  posterUrl: z.nullable(z.string()),
  status: z.enum(hostStatuses),
  /** True while streaming (the spec's `streaming`). */
  streaming: z.boolean(),
  /** True unless offline (the spec's `active`). */
  active: z.boolean(),
  /** HLS address filled by a streaming server; null: show the poster. */
  streamUrl: z.nullable(z.string()),
  /** The game or table the host presents; null when none. */
  gameCode: z.nullable(z.string()),
  gameName: z.nullable(z.string()),
  tags: z.array(z.string()),
  bio: z.string(),
  schedule: z.array(hostSlot),
  /** People in the room now, across nodes. */
  presence: z.number(),
});
export type LiveHost = z.infer<typeof liveHost>;

export const modelListOutput = z.object({ list: z.array(liveHost) });

/** A gift as members see it. */
export const liveGift = z.object({
  code: z.string(),
  name: z.string(),
  price: moneyString,
  icon: z.string(),
});
export type LiveGift = z.infer<typeof liveGift>;

/** One chat message of a room. */
export const liveMessage = z.object({
  id: z.string(),
  roomId: z.string(),
  kind: z.enum(['text', 'gift']),
  /** The sender as others see them (masked account). */
  author: z.string(),
  /** True on the caller's own messages. */
  mine: z.boolean(),
  text: z.string(),
  gift: z.nullable(z.object({ code: z.string(), icon: z.string(), amount: moneyString })),
  at: z.string(),
});
export type LiveMessage = z.infer<typeof liveMessage>;

export const launchInput = z.object({ modelId: id });

/** Why the caller may not write: null when they may. */
export const writeBlock = z.nullable(z.enum(['login', 'trial', 'muted', 'banned']));

export const launchOutput = z.object({
  host: liveHost,
  roomId: z.string(),
  canRead: z.boolean(),
  writeBlock,
  maxLength: z.number(),
  slowModeSeconds: z.number(),
  gifts: z.array(liveGift),
  /** The last messages, oldest first. */
  history: z.array(liveMessage),
});

/** `before`: older than this id (paging back); `after`: newer (resuming). */
export const historyInput = z.object({
  roomId: id,
  before: z.optional(id),
  after: z.optional(id),
});
export const historyOutput = z.object({
  list: z.array(liveMessage),
  /** More older messages exist before the first one listed. */
  hasMore: z.boolean(),
});

export const sendInput = z.object({
  roomId: id,
  text: z.string().check(z.trim(), z.minLength(1, 'field_required'), z.maxLength(4000)),
});

export const giftInput = z.object({
  roomId: id,
  gift: z.string().check(z.regex(/^[a-z0-9-]{1,32}$/u, 'field_invalid')),
});
export const giftOutput = z.object({ message: liveMessage, balance: moneyString });

export const leaderboardInput = z.object({
  /** `yyyy-MM-dd` in the brand's time zone; today when absent. */
  day: z.optional(z.string().check(z.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/u, 'field_invalid'))),
});
export const leaderboardOutput = z.object({
  day: z.string(),
  list: z.array(
    z.object({
      hostId: z.string(),
      hostName: z.string(),
      amount: moneyString,
      gifts: z.number(),
    }),
  ),
});

/** A customer-service message. */
export const supportMessage = z.object({
  id: z.string(),
  from: z.enum(['member', 'operator']),
  /** The operator's name on operator messages; empty on the member's. */
  author: z.string(),
  text: z.string(),
  at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportThreadInput = z.object({ after: z.optional(id) });
export const supportThreadOutput = z.object({
  conversationId: z.nullable(z.string()),
  list: z.array(supportMessage),
  /** Operator messages the member has not read. */
  unread: z.number(),
});
export const supportSendInput = z.object({
  text: z.string().check(z.trim(), z.minLength(1, 'field_required'), z.maxLength(4000)),
});
export const supportUnreadOutput = z.object({ unread: z.number() });

// The operator side.

export const opsModerateInput = z.object({
  action: z.enum(['delete', 'mute', 'ban', 'unmute', 'unban']),
  /** The message to delete (`delete`). */
  messageId: z.optional(id),
  /** The room (`mute`/`ban`/`unmute`/`unban`). */
  roomId: z.optional(id),
  /** The member's account (`mute`/`ban`/`unmute`/`unban`). */
  account: z.optional(text(64)),
  /** How long a mute or ban lasts; absent: a ban is for good, a mute for 10 minutes. */
  minutes: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(525_600))),
  reason: z._default(text(200), ''),
});
export const opsModerateOutput = z.object({ ok: z.literal(true) });

export const opsConversation = z.object({
  id: z.string(),
  account: z.string(),
  /** Member messages no operator has read. */
  unread: z.number(),
  lastAt: z.string(),
  lastText: z.string(),
});
export const opsConversationsOutput = z.object({ list: z.array(opsConversation) });
export const opsThreadInput = z.object({ conversationId: id, after: z.optional(id) });
export const opsThreadOutput = z.object({ list: z.array(supportMessage) });
export const opsReplyInput = z.object({
  conversationId: id,
  text: z.string().check(z.trim(), z.minLength(1, 'field_required'), z.maxLength(4000)),
});
export const opsHostsOutput = z.object({ list: z.array(liveHost) });
export const opsHostStatusInput = z.object({
  hostId: id,
  status: z.enum(hostStatuses),
  streamUrl: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
});
