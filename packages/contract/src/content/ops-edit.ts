import * as z from 'zod/mini';
import { text } from '../text.ts';
import { bannerGroup, linkageType, validLinkage, type LinkageType } from './linkage.ts';
import { contentId, localizedTexts } from './localized-texts.ts';
import { sortOrder } from './ops-items.ts';
import { endAfterStart, scheduleFields } from './schedule.ts';

/**
 * What an operator writes of banners, announcements and notices (promotions: see
 * `ops-promotion-edit.ts`). A create takes the fields with their defaults; an update is the
 * row's id with every field again (the console sends back the item it listed, corrected), and
 * is strict: a field it does not know is refused, never silently ignored. Each kind has an
 * optional window of time (`schedule.ts`). The server sanitises HTML texts when it stores them;
 * each write is audited with before and after.
 */

/** A create's window: none unless given. */
const openSchedule = {
  startTime: z._default(scheduleFields.startTime, null),
  endTime: z._default(scheduleFields.endTime, null),
};

// ---------------------------------------------------------------------------------------------
// Banners

/** An https address or a path of this site (never `//host`). */
const bannerImageUrl = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(500),
  z.refine((url) => url.startsWith('https://') || /^\/(?![/\\])/u.test(url), 'field_invalid'),
);

const bannerFields = {
  groupName: bannerGroup,
  titles: localizedTexts(200),
  imageUrl: bannerImageUrl,
  linkageType,
  /** Empty for `NONE`; see `linkageType`. */
  linkage: text(500),
  sort: sortOrder,
  ...scheduleFields,
};

const linkageCheck = z.refine<{ linkageType: LinkageType; linkage: string }>(
  (banner) => validLinkage(banner.linkageType, banner.linkage),
  { message: 'field_invalid', path: ['linkage'] },
);

export const opsBannerCreateInput = z
  .object({
    ...bannerFields,
    linkage: z._default(text(500), ''),
    sort: z._default(sortOrder, 0),
    ...openSchedule,
  })
  .check(linkageCheck, endAfterStart);

export const opsBannerUpdateInput = z
  .strictObject({ id: contentId, ...bannerFields })
  .check(linkageCheck, endAfterStart);

// ---------------------------------------------------------------------------------------------
// Announcements

/** The public types (B, PL, PU, PR, H) and AG: for agents, shown only in the agent centre. */
export const opsAnnouncementType = z.enum(['B', 'PL', 'PU', 'PR', 'H', 'AG']);

const announcementFields = {
  type: opsAnnouncementType,
  /** A logged in, B anonymous, F first login. */
  audience: z.enum(['A', 'B', 'F']),
  /** W for the web portal. */
  platform: z.string().check(z.regex(/^[A-Z]{1,4}$/u, 'field_invalid')),
  titles: localizedTexts(200),
  /** HTML, sanitised when stored. */
  contents: localizedTexts(20_000),
  /** The promotion the popup's button opens; one of the brand's. */
  promoId: z.nullable(contentId),
  ...scheduleFields,
};

// The public list shows audience B of every type but help: agents' news must never be in it.
const agentsOnlyCheck = z.refine<{ type: string; audience: string }>(
  (announcement) => announcement.type !== 'AG' || announcement.audience === 'A',
  { message: 'field_invalid', path: ['audience'] },
);

export const opsAnnouncementCreateInput = z
  .object({
    ...announcementFields,
    platform: z._default(announcementFields.platform, 'W'),
    promoId: z._default(announcementFields.promoId, null),
    ...openSchedule,
  })
  .check(agentsOnlyCheck, endAfterStart);

export const opsAnnouncementUpdateInput = z
  .strictObject({ id: contentId, ...announcementFields })
  .check(agentsOnlyCheck, endAfterStart);

// ---------------------------------------------------------------------------------------------
// Notices (marquee, plain text)

const noticeFields = {
  titles: localizedTexts(200),
  contents: localizedTexts(500),
  sort: sortOrder,
  ...scheduleFields,
};

export const opsNoticeCreateInput = z
  .object({
    ...noticeFields,
    sort: z._default(sortOrder, 0),
    ...openSchedule,
  })
  .check(endAfterStart);

export const opsNoticeUpdateInput = z
  .strictObject({ id: contentId, ...noticeFields })
  .check(endAfterStart);
