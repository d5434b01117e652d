import * as z from 'zod/mini';
import { pageNo, pageSize } from '../game-card.ts';
import { requiredText, text } from '../text.ts';
import { contentId } from './localized-texts.ts';

/**
 * The operator's side of activity applications (permission `rewards.write`: an approval may
 * credit a bonus) and of platform messages (`content.write`).
 */

/** Where an application stands: APPLYING, then IN_PROCESS, then ISSUED or REJECTED. */
export const applicationStatuses = ['APPLYING', 'IN_PROCESS', 'ISSUED', 'REJECTED'] as const;

/** The queue, newest first; an empty `status` (as forms send it) is no filter. */
export const opsApplicationsInput = z.object({
  pageNo,
  pageSize: pageSize(50, 200),
  status: z.optional(z.union([z.literal(''), z.enum(applicationStatuses)])),
});

/** An application as a review answers it. */
export const opsApplication = z.object({
  applicationId: z.string(),
  promoId: z.string(),
  status: z.enum(applicationStatuses),
  /** The member's remark. */
  remark: z.string(),
  proofCount: z.number(),
  /** The operator's note on the latest review. */
  reviewNote: z.nullable(z.string()),
  createdAt: z.string(),
});

/** An application of the queue, with its member and its proof images' upload ids. */
export const opsApplicationItem = z.object({
  ...opsApplication.shape,
  memberId: z.string(),
  account: z.string(),
  /** Read each with `GET /operator/uploads/file?uploadId=`. */
  uploadIds: z.array(z.string()),
});
export type OpsApplicationItem = z.infer<typeof opsApplicationItem>;

export const opsApplicationReviewInput = z.object({
  applicationId: contentId,
  /** `process` takes an application into review; `issue` and `reject` decide it. */
  action: z.enum(['process', 'issue', 'reject']),
  /** Shown to the member in the application and in the message a decision sends. */
  note: z._default(z.nullable(text(500)), null),
  /**
   * `issue` only: the bonus to credit, as a decimal in the brand's currency; default the
   * promotion's own bonus amount (one of the two is needed).
   */
  amount: z._default(
    z.nullable(z.string().check(z.regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u, 'field_invalid'))),
    null,
  ),
});

export const opsMessageSendInput = z.object({
  memberId: contentId,
  title: requiredText(200),
  /** HTML, sanitised before it is stored. */
  content: z.string().check(z.minLength(1, 'field_required'), z.maxLength(20_000)),
  /**
   * `service` (default): about the member's own account, a payout or a decision; it reaches
   * every member. `marketing`: an offer or a promotion; refused (409 `rg_marketing_refused`)
   * for a member in a cool-off or self-exclusion.
   */
  purpose: z._default(z.enum(['service', 'marketing']), 'service'),
});

export const opsMessageSendOutput = z.object({
  messageId: z.string(),
  /** The member's unread messages now, also pushed to the member's open tabs. */
  unread: z.number(),
});
