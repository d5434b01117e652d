import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { bannerGroup } from './linkage.ts';
import {
  opsApplication,
  opsApplicationItem,
  opsApplicationReviewInput,
  opsApplicationsInput,
  opsMessageSendInput,
  opsMessageSendOutput,
} from './ops-applications.ts';
import {
  opsAnnouncementCreateInput,
  opsAnnouncementUpdateInput,
  opsBannerCreateInput,
  opsBannerUpdateInput,
  opsNoticeCreateInput,
  opsNoticeUpdateInput,
} from './ops-edit.ts';
import {
  opsAnnouncementItem,
  opsBannerItem,
  opsContentListInput,
  opsContentListOutput,
  opsContentSwitchInput,
  opsContentSwitchOutput,
  opsFeedbackItem,
  opsFeedbackListInput,
  opsNoticeItem,
  opsPromotionItem,
} from './ops-items.ts';
import { opsPromotionCreateInput, opsPromotionUpdateInput } from './ops-promotion-edit.ts';

/**
 * The operator's side of content: the lists, creating and correcting banners, announcements,
 * notices and promotions and switching them on or off (permission `content.write`, each write
 * audited), the feedback inbox, the activity applications' review (`rewards.write`: an
 * approval may credit a bonus) and platform messages to one member.
 */

/** Banners narrowed by group; an empty `group` (as forms send it) is no filter. */
export const opsBannerListInput = z.extend(opsContentListInput, {
  group: z.optional(z.union([z.literal(''), bannerGroup])),
});

/** The create and update calls of one kind: both answer the row as the list shows it. */
function editEndpoints<C extends z.ZodMiniType, U extends z.ZodMiniType, O extends z.ZodMiniType>(
  kind: 'banners' | 'announcements' | 'notices' | 'promotions',
  name: 'Banner' | 'Announcement' | 'Notice' | 'Promotion',
  spec: { what: string; create: C; update: U; output: O; updates: string },
) {
  return {
    create: endpoint('content', `ops${name}Create`, {
      method: 'POST',
      path: `/operator/content/${kind}/create`,
      summary: `Creates ${spec.what}, switched on; answers it as the list shows it.`,
      auth: 'operator',
      permission: 'content.write',
      input: spec.create,
      output: spec.output,
    }),
    update: endpoint('content', `ops${name}Update`, {
      method: 'POST',
      path: `/operator/content/${kind}/update`,
      summary: `Corrects ${spec.what}: ${spec.updates}. Answers it as the list shows it.`,
      auth: 'operator',
      permission: 'content.write',
      input: spec.update,
      output: spec.output,
    }),
  };
}

const banner = editEndpoints('banners', 'Banner', {
  what: 'a banner',
  updates: 'every field, given again',
  create: opsBannerCreateInput,
  update: opsBannerUpdateInput,
  output: opsBannerItem,
});
const announcement = editEndpoints('announcements', 'Announcement', {
  what: 'an announcement',
  updates: 'every field, given again',
  create: opsAnnouncementCreateInput,
  update: opsAnnouncementUpdateInput,
  output: opsAnnouncementItem,
});
const notice = editEndpoints('notices', 'Notice', {
  what: 'a marquee notice',
  updates: 'every field, given again',
  create: opsNoticeCreateInput,
  update: opsNoticeUpdateInput,
  output: opsNoticeItem,
});
const promotion = editEndpoints('promotions', 'Promotion', {
  what: 'a promotion',
  updates:
    'its texts, picture, category, times and order (its kind, proof rule and money terms stay)',
  create: opsPromotionCreateInput,
  update: opsPromotionUpdateInput,
  output: opsPromotionItem,
});

export const contentOpsEndpoints = {
  opsBanners: endpoint('content', 'opsBanners', {
    method: 'GET',
    path: '/operator/content/banners',
    summary: "The merchant's banners newest first, switched-off ones included.",
    auth: 'operator',
    permission: 'content.write',
    input: opsBannerListInput,
    output: opsContentListOutput(opsBannerItem),
  }),
  opsAnnouncements: endpoint('content', 'opsAnnouncements', {
    method: 'GET',
    path: '/operator/content/announcements',
    summary: "The merchant's announcements newest first, switched-off ones included.",
    auth: 'operator',
    permission: 'content.write',
    input: opsContentListInput,
    output: opsContentListOutput(opsAnnouncementItem),
  }),
  opsNotices: endpoint('content', 'opsNotices', {
    method: 'GET',
    path: '/operator/content/notices',
    summary: "The merchant's marquee notices newest first, switched-off ones included.",
    auth: 'operator',
    permission: 'content.write',
    input: opsContentListInput,
    output: opsContentListOutput(opsNoticeItem),
  }),
  opsPromotions: endpoint('content', 'opsPromotions', {
    method: 'GET',
    path: '/operator/content/promotions',
    summary: "The merchant's promotions newest first, switched-off ones included.",
    auth: 'operator',
    permission: 'content.write',
    input: opsContentListInput,
    output: opsContentListOutput(opsPromotionItem),
  }),
  opsBannerCreate: banner.create,
  opsBannerUpdate: banner.update,
  opsAnnouncementCreate: announcement.create,
  opsAnnouncementUpdate: announcement.update,
  opsNoticeCreate: notice.create,
  opsNoticeUpdate: notice.update,
  opsPromotionCreate: promotion.create,
  opsPromotionUpdate: promotion.update,
  opsFeedback: endpoint('content', 'opsFeedback', {
    method: 'GET',
    path: '/operator/feedback',
    summary: "The brand's feedback inbox (`PUT /wps/feedback`), newest first, with the sender.",
    auth: 'operator',
    permission: 'feedback.read',
    input: opsFeedbackListInput,
    output: opsContentListOutput(opsFeedbackItem),
  }),
  opsContentSwitch: endpoint('content', 'opsContentSwitch', {
    method: 'POST',
    path: '/operator/content/switch',
    summary:
      'Switches a banner, announcement, notice or promotion on or off (and moves it); the public calls stop showing it at once.',
    auth: 'operator',
    permission: 'content.write',
    input: opsContentSwitchInput,
    output: opsContentSwitchOutput,
  }),
  opsApplications: endpoint('content', 'opsApplications', {
    method: 'GET',
    path: '/operator/content/applications',
    summary:
      'Activity applications newest first, optionally of one status, with the member and the proof upload ids.',
    auth: 'operator',
    permission: 'rewards.write',
    input: opsApplicationsInput,
    output: opsContentListOutput(opsApplicationItem),
  }),
  opsApplicationReview: endpoint('content', 'opsApplicationReview', {
    method: 'POST',
    path: '/operator/content/applications/review',
    summary:
      "Takes an application into review, or issues it (crediting the activity's bonus once) or rejects it with a note; a decision sends the member a message.",
    auth: 'operator',
    permission: 'rewards.write',
    input: opsApplicationReviewInput,
    output: opsApplication,
  }),
  opsMessageSend: endpoint('content', 'opsMessageSend', {
    method: 'POST',
    path: '/operator/content/messages/send',
    summary: "Sends a platform message to one member, pushed live to the member's open tabs.",
    auth: 'operator',
    permission: 'content.write',
    input: opsMessageSendInput,
    output: opsMessageSendOutput,
  }),
};
