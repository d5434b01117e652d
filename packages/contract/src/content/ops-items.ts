import * as z from 'zod/mini';
import { pageNo, pageOut, pageSize } from '../game-card.ts';
import { feedbackQuestionType } from './feedback-types.ts';

/**
 * What an operator reads back of each content row: every stored field, texts in all their
 * languages (as stored, already sanitised), money as a decimal string like the create call
 * takes.
 */

/** `{PT: ..., EN: ...}` as stored. */
const texts = z.record(z.string(), z.string());

const common = {
  id: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
};

/** When a banner, announcement or notice shows (`schedule.ts`); null: no start, no end. */
const schedule = {
  startTime: z.nullable(z.string()),
  endTime: z.nullable(z.string()),
};

export const opsBannerItem = z.object({
  ...common,
  groupName: z.string(),
  titles: texts,
  imageUrl: z.string(),
  linkageType: z.string(),
  linkage: z.string(),
  sort: z.number(),
  ...schedule,
});
export type OpsBannerItem = z.infer<typeof opsBannerItem>;

export const opsAnnouncementItem = z.object({
  ...common,
  type: z.string(),
  audience: z.string(),
  platform: z.string(),
  titles: texts,
  contents: texts,
  promoId: z.nullable(z.string()),
  ...schedule,
});
export type OpsAnnouncementItem = z.infer<typeof opsAnnouncementItem>;

export const opsNoticeItem = z.object({
  ...common,
  titles: texts,
  contents: texts,
  sort: z.number(),
  ...schedule,
});
export type OpsNoticeItem = z.infer<typeof opsNoticeItem>;

export const opsPromotionItem = z.object({
  ...common,
  kind: z.string(),
  category: z.string(),
  titles: texts,
  summaries: texts,
  contents: texts,
  imageUrl: z.string(),
  startTime: z.string(),
  endTime: z.nullable(z.string()),
  requiresProof: z.boolean(),
  /** The raffle's prize, or the activity's bonus. */
  prizeAmount: z.nullable(z.string()),
  /** A raffle's prize table (amounts as decimal strings), drawn per member; null without one. */
  prizeTable: z.nullable(z.array(z.object({ amount: z.string(), weight: z.number() }))),
  turnoverPercent: z.number(),
  sort: z.number(),
});
export type OpsPromotionItem = z.infer<typeof opsPromotionItem>;

/** The content an operator lists and switches, by the name of its list. */
export const opsContentKinds = ['banners', 'announcements', 'notices', 'promotions'] as const;
export type OpsContentKindName = (typeof opsContentKinds)[number];

/** A page of one kind, newest first, disabled rows included. */
export const opsContentListInput = z.object({ pageNo, pageSize: pageSize(20, 100) });

export function opsContentListOutput<T extends z.ZodMiniType>(item: T) {
  return z.object({ ...pageOut, items: z.array(item) });
}

/** A row's display order (lower first), as operators set it. */
export const sortOrder = z
  .number()
  .check(z.int(), z.minimum(-100_000, 'field_invalid'), z.maximum(100_000, 'field_invalid'));

/**
 * Switches one row on or off and, where the kind has an order (all but announcements), may move
 * it. Strict: a field the call does not know is refused rather than ignored, so the operator
 * never believes a change was made.
 */
export const opsContentSwitchInput = z
  .strictObject({
    kind: z.enum(opsContentKinds),
    id: z.string().check(z.trim(), z.regex(/^[0-9]{1,18}$/u, 'field_invalid')),
    enabled: z.boolean(),
    sort: z.optional(sortOrder),
  })
  .check(
    z.refine((input) => input.kind !== 'announcements' || input.sort === undefined, {
      message: 'field_invalid',
      path: ['sort'],
    }),
  );

export const opsContentSwitchOutput = z.object({
  kind: z.enum(opsContentKinds),
  id: z.string(),
  enabled: z.boolean(),
  /** Null for announcements, which have no order. */
  sort: z.nullable(z.number()),
});
export type OpsContentSwitchOutput = z.infer<typeof opsContentSwitchOutput>;

/** The feedback inbox, newest first; `questionType` keeps one kind. */
export const opsFeedbackListInput = z.object({
  pageNo,
  pageSize: pageSize(20, 100),
  questionType: z.optional(feedbackQuestionType),
});

/**
 * One message of the inbox. `content` is the sender's plain text: a screen shows it as text,
 * never as HTML.
 */
export const opsFeedbackItem = z.object({
  id: z.string(),
  questionType: z.string(),
  content: z.string(),
  contactInfo: z.string(),
  /** The sender's account; null for a visitor (or a member since deleted). */
  account: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  createdAt: z.string(),
});
export type OpsFeedbackItem = z.infer<typeof opsFeedbackItem>;
