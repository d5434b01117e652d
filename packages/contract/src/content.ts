import * as z from 'zod/mini';
import { constants } from './constants.ts';
import { emptyInput, endpoint } from './endpoint.ts';
import { pageNo, pageOut, pageSize } from './game-card.ts';
import { requiredText, text } from './text.ts';
import { uploadIds } from './uploads.ts';
import { feedbackQuestionType } from './content/feedback-types.ts';
import { bannerGroup, linkageType } from './content/linkage.ts';

/**
 * Content and support calls: banners, announcements, notices, promotions and activity
 * applications, help centre, feedback, platform messages and uploads. HTML fields are
 * sanitised by the server when stored and again when sent; the web app sanitises once more
 * before it renders them.
 */

// ---------------------------------------------------------------------------------------------
// Banners

export {
  bannerGroup,
  bannerGroups,
  linkageType,
  linkageTypes,
  type LinkageType,
} from './content/linkage.ts';

export const banner = z.object({
  id: z.string(),
  /** The image address (generated SVG artwork for the demo merchant). */
  url: z.string(),
  title: z.string(),
  linkageType,
  linkage: z.string(),
  groupName: bannerGroup,
});
export type Banner = z.infer<typeof banner>;

export const bannersInput = z.object({ groupName: bannerGroup, language: z.optional(text(8)) });
export const bannersOutput = z.object({ list: z.array(banner) });

// ---------------------------------------------------------------------------------------------
// Announcements

/** B banner, PL player, PU popup, PR promotion, H help (spec section 7). */
export const announcementType = z.enum(['B', 'PL', 'PU', 'PR', 'H']);
/** A logged in, B anonymous, F first login (spec section 4). */
export const announcementAudience = z.enum(['A', 'B', 'F']);

export const announcement = z.object({
  id: z.string(),
  type: announcementType,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** Set when the announcement belongs to a promotion: the popup offers "go to promotion". */
  promotionType: z.nullable(z.string()),
  /** The promotion the button opens (`/promotions#promoId`). */
  promoId: z.nullable(z.string()),
  execution: announcementAudience,
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

/**
 * `types` is `B,PL,PU,PR,H` or `B,PL,PU,PR`; the audience comes from the session (A, plus F
 * right after a first login) or its absence (B); `execution` may only narrow it.
 */
export const announcementsInput = z.object({
  types: z._default(
    z.string().check(z.regex(/^(?:B|PL|PU|PR|H)(?:,(?:B|PL|PU|PR|H))*$/u, 'field_invalid')),
    'B,PL,PU,PR',
  ),
  platform: z._default(text(4), 'W'),
  execution: z.optional(announcementAudience),
  language: z.optional(text(8)),
});

/** Grouped as the spec names them, each sorted by type then newest first. */
export const announcementsOutput = z.object({
  banners: z.array(announcement),
  player: z.array(announcement),
  popup: z.array(announcement),
  promotion: z.array(announcement),
});

export const listAnnouncementsInput = z.object({
  language: z.optional(text(8)),
  pageNo,
  pageSize: pageSize(constants.announcement.pageSize, 50),
});
export const listAnnouncementsOutput = z.object({ list: z.array(announcement), ...pageOut });

// ---------------------------------------------------------------------------------------------
// Notices (marquee)

export const notice = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text. */
  content: z.string(),
  createdAt: z.string(),
});
export const popularNoticeInput = z.object({ language: z.optional(text(8)) });
export const popularNoticeOutput = z.object({ list: z.array(notice) });

// ---------------------------------------------------------------------------------------------
// Promotions, activity applications and raffles

/** Activity statuses of spec section 3. */
export const activityStatuses = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSED',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'IN_PROCESS',
  'SIGNED',
  'COMING_SOON',
] as const;
export const activityStatus = z.enum(activityStatuses);
export type ActivityStatus = z.infer<typeof activityStatus>;

/** `info` only informs; `activity` takes an application; `raffle` is claimed once. */
export const promotionKind = z.enum(['info', 'activity', 'raffle']);

export const promotionSummary = z.object({
  promoId: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  kind: promotionKind,
  startTime: z.string(),
  /** Null: no end. */
  endTime: z.nullable(z.string()),
  /** For the caller: COMING_SOON, CLOSED, JOIN/CLAIM, or the state of their application. */
  status: activityStatus,
});
export type PromotionSummary = z.infer<typeof promotionSummary>;

export const promotionApplication = z.object({
  applicationId: z.string(),
  promoId: z.string(),
  status: activityStatus,
  remark: z.string(),
  proofCount: z.number(),
  /** The operator's note on a rejection or an issue. */
  reviewNote: z.nullable(z.string()),
  createdAt: z.string(),
});

export const promotionDetail = z.object({
  ...promotionSummary.shape,
  /** Sanitised HTML. */
  content: z.string(),
  /** An application needs 1-3 proof images. */
  requiresProof: z.boolean(),
  /** The raffle's prize, when kind is raffle. */
  prizeAmount: z.nullable(z.string()),
  application: z.nullable(promotionApplication),
});

export const promotionsInput = z.object({
  category: z.optional(text(32)),
  language: z.optional(text(8)),
});
export const promotionsOutput = z.object({ list: z.array(promotionSummary) });
export const promotionDetailInput = z.object({
  promoId: requiredText(64),
  language: z.optional(text(8)),
});

export const promotionApplyInput = z.object({
  promoId: requiredText(64),
  remark: z._default(text(200), ''),
  uploadIds: z._default(uploadIds, []),
});

// ---------------------------------------------------------------------------------------------
// Help centre

export const helpTerm = z.object({
  /** The address fragment (`/help#term`): lowercase letters, digits and hyphens. */
  term: z.string(),
  category: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export const helpCenterInput = z.object({
  lang: z.optional(text(8)),
  device: z._default(z.enum(['WEB']), 'WEB'),
});
export const helpCenterOutput = z.object({ list: z.array(helpTerm) });

// ---------------------------------------------------------------------------------------------
// Feedback

export {
  feedbackQuestionType,
  feedbackQuestionTypes,
  type FeedbackQuestionType,
} from './content/feedback-types.ts';

export const feedbackInput = z.object({
  questionType: feedbackQuestionType,
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'please_enter_content'),
      z.maxLength(constants.feedbackMaxLength, 'field_too_long'),
    ),
  contactInfo: requiredText(64),
});
export const feedbackOutput = z.object({ feedbackId: z.string() });

// ---------------------------------------------------------------------------------------------
// Platform messages

export const messageSummary = z.object({
  messageId: z.string(),
  title: z.string(),
  /** The first characters of the text, no markup. */
  preview: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export const messageListInput = z.object({ pageNo, pageSize: pageSize(10, 50) });
export const messageListOutput = z.object({
  list: z.array(messageSummary),
  unread: z.number(),
  ...pageOut,
});
export const messageDetailInput = z.object({ messageId: requiredText(64) });
export const messageDetail = z.object({
  ...messageSummary.shape,
  /** Sanitised HTML. */
  content: z.string(),
});
/** Mark some messages read, or all of them. */
export const messageReadInput = z.object({
  messageIds: z._default(z.array(requiredText(64)).check(z.maxLength(100)), []),
  all: z._default(z.boolean(), false),
});
export const unreadCountOutput = z.object({ count: z.number() });

export const contentEndpoints = {
  banners: endpoint('content', 'banners', {
    method: 'GET',
    path: '/wps/banners',
    summary: 'Banners of one group (w_home, w_leftmenu, w_login, w_register, w_forget).',
    input: bannersInput,
    output: bannersOutput,
  }),
  listAnnouncements: endpoint('content', 'listAnnouncements', {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    summary: 'Game announcements, paged, newest first.',
    input: listAnnouncementsInput,
    output: listAnnouncementsOutput,
  }),
  announcements: endpoint('content', 'announcements', {
    method: 'GET',
    path: '/wps/announcements',
    auth: 'optional',
    summary: 'Banners, player, popup and promotion announcements for the audience.',
    input: announcementsInput,
    output: announcementsOutput,
  }),
  popularNotice: endpoint('content', 'popularNotice', {
    method: 'GET',
    path: '/wps/notice/popular',
    summary: 'Notices for the marquee.',
    input: popularNoticeInput,
    output: popularNoticeOutput,
  }),
  promotions: endpoint('content', 'promotions', {
    method: 'GET',
    path: '/wps/promotions',
    auth: 'optional',
    summary: 'Promotions running or coming, with the caller’s status for each.',
    input: promotionsInput,
    output: promotionsOutput,
  }),
  promotionDetail: endpoint('content', 'promotionDetail', {
    method: 'GET',
    path: '/wps/promotions/detail',
    auth: 'optional',
    summary: 'One promotion with its content and the caller’s application.',
    input: promotionDetailInput,
    output: promotionDetail,
  }),
  promotionApply: endpoint('content', 'promotionApply', {
    method: 'POST',
    path: '/wps/promotions/apply',
    auth: 'required',
    summary: 'Apply to an activity, with up to 3 uploaded proof images.',
    input: promotionApplyInput,
    output: promotionApplication,
  }),
  helpCenter: endpoint('content', 'helpCenter', {
    method: 'GET',
    path: '/wps/system/helpCenter',
    summary: 'Help centre terms by language and device.',
    input: helpCenterInput,
    output: helpCenterOutput,
  }),
  feedback: endpoint('content', 'feedback', {
    method: 'PUT',
    path: '/wps/feedback',
    auth: 'optional',
    summary: 'Send feedback (question type, content up to 140 characters, contact).',
    input: feedbackInput,
    output: feedbackOutput,
  }),
  messages: endpoint('content', 'messages', {
    method: 'GET',
    path: '/wps/messages',
    auth: 'required',
    summary: 'The member’s platform messages, newest first, with the unread count.',
    input: messageListInput,
    output: messageListOutput,
  }),
  messageDetail: endpoint('content', 'messageDetail', {
    method: 'GET',
    path: '/wps/messages/detail',
    auth: 'required',
    summary: 'One of the member’s messages with its content.',
    input: messageDetailInput,
    output: messageDetail,
  }),
  messageRead: endpoint('content', 'messageRead', {
    method: 'POST',
    path: '/wps/messages/read',
    auth: 'required',
    summary: 'Mark messages read; answers the unread count, also pushed to every open tab.',
    input: messageReadInput,
    output: unreadCountOutput,
  }),
  messageDelete: endpoint('content', 'messageDelete', {
    method: 'DELETE',
    path: '/wps/messages',
    auth: 'required',
    summary: 'Delete one of the member’s messages; answers the unread count.',
    input: messageDetailInput,
    output: unreadCountOutput,
  }),
  unreadCount: endpoint('content', 'unreadCount', {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    auth: 'required',
    summary: 'Unread platform messages.',
    input: emptyInput,
    output: unreadCountOutput,
  }),
};

// ---------------------------------------------------------------------------------------------
// The operator's side (`content/ops-endpoints.ts`)

export { contentOpsEndpoints, opsBannerListInput } from './content/ops-endpoints.ts';
