import * as z from 'zod/mini';
import { gameCard } from '../game-card.ts';
import { moneyString } from '../money.ts';
import { patternSources } from '../patterns.ts';
import { requiredText, text } from '../text.ts';

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
  /**
   * The catalogue's card of the game the host presents, launched like the lobby's; null when the
   * code is not in the brand's catalogue or is switched off.
   */
  game: z.nullable(gameCard),
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

// A visitor's customer-service chat: the conversation lives under a token only the visitor's
// browser holds (the server keeps its hash), so it travels in request bodies, never in URLs.

const emailPattern = new RegExp(patternSources.EMAIL, 'u');
/** A phone number as people type it: an optional `+`, then 6 to 15 digits with spaces, dots, dashes or brackets. */
const phonePattern = /^\+?(?:[ .()-]*[0-9]){6,15}[ .()-]*$/u;

/** How a visitor can be called back: an e-mail address or a phone number. */
export const visitorContact = z.string().check(
  z.trim(),
  z.minLength(1, 'field_required'),
  z.maxLength(128, 'field_invalid'),
  z.refine((value) => emailPattern.test(value) || phonePattern.test(value), {
    message: 'field_invalid',
  }),
);
/** The visitor's conversation token: 32 random bytes, base64url. */
export const visitorToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/u, 'field_invalid'));

export const supportVisitorOpenInput = z.object({
  name: requiredText(60),
  contact: visitorContact,
  text: z.string().check(z.trim(), z.minLength(1, 'field_required'), z.maxLength(4000)),
});
export const supportVisitorOpenOutput = z.object({
  /** Keep it: it is the only key to the conversation. */
  token: z.string(),
  message: supportMessage,
});
export const supportVisitorSendInput = z.object({
  token: visitorToken,
  text: z.string().check(z.trim(), z.minLength(1, 'field_required'), z.maxLength(4000)),
});
export const supportVisitorThreadInput = z.object({ token: visitorToken, after: z.optional(id) });
export const supportVisitorThreadOutput = z.object({
  name: z.string(),
  contact: z.string(),
  list: z.array(supportMessage),
  /** Operator messages the visitor had not read; reading the thread marks them read. */
  unread: z.number(),
});

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
  /** The member's account; null on a visitor's conversation. */
  account: z.nullable(z.string()),
  /** A visitor's name and contact (phone or e-mail); null on a member's conversation. */
  visitor: z.nullable(z.object({ name: z.string(), contact: z.string() })),
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
export type OpsConversation = z.infer<typeof opsConversation>;

/** A room message as operators see it: with the sender's real account, for mute and ban. */
export const opsRoomMessage = z.object({
  ...liveMessage.shape,
  /** The sender's account; null on a message without a member. */
  account: z.nullable(z.string()),
});
export type OpsRoomMessage = z.infer<typeof opsRoomMessage>;
export const opsRoomMessagesInput = z.object({ roomId: id, before: z.optional(id) });
export const opsRoomMessagesOutput = z.object({
  list: z.array(opsRoomMessage),
  /** More older messages exist before the first one listed. */
  hasMore: z.boolean(),
});
/** A host as the console lists it: with the operator account that presents the room. */
export const opsHost = z.object({
  ...liveHost.shape,
  /** The username of the `host` operator linked to the room; null when none is. */
  operator: z.nullable(z.string()),
});
export type OpsHost = z.infer<typeof opsHost>;
export const opsHostsOutput = z.object({ list: z.array(opsHost) });
/**
 * What an owner changes on a host: the catalogue game it presents (a game code of the brand's
 * lobby, or null for none) and the operator account that presents it (a `host` operator of the
 * brand, or null to unlink). An absent field stays as it is.
 */
export const opsHostEditInput = z.object({
  hostId: id,
  gameCode: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(64)))),
  operator: z.optional(z.nullable(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(32)))),
});
/** The host operator's own room; null when no room is linked to the account. */
export const opsMyRoomOutput = z.object({ host: z.nullable(liveHost) });
export const opsMyRoomMessagesInput = z.object({ before: z.optional(id) });
/** Moderation in the host's own room: as the operator's, the room being the host's own. */
export const opsMyRoomModerateInput = z.object({
  action: opsModerateInput.shape.action,
  messageId: opsModerateInput.shape.messageId,
  account: opsModerateInput.shape.account,
  minutes: opsModerateInput.shape.minutes,
  reason: opsModerateInput.shape.reason,
});
export const opsMyRoomStatusInput = z.object({ status: z.enum(hostStatuses) });
export const opsHostStatusInput = z.object({
  hostId: id,
  status: z.enum(hostStatuses),
  streamUrl: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
});
