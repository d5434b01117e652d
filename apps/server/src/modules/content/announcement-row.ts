import type { Announcement } from '@portal/contract/content';
import type { Merchant } from '../../merchant/merchant.ts';
import { iso, pick, type Localized } from './localized.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** An announcement row with its promotion's category, as both announcement calls read it. */
export interface AnnouncementRow {
  id: bigint;
  type: Announcement['type'];
  audience: Announcement['execution'];
  titles: Localized;
  contents: Localized;
  promotion_id: bigint | null;
  category: string | null;
  created_at: Date;
}

/** Selected columns matching `AnnouncementRow` (`a` announcement, `p` its promotion). */
export const announcementColumns = `a.id, a.type, a.audience, a.titles, a.contents, a.promotion_id,
  p.category, a.created_at`;

/** The wire shape, in one language; the HTML is sanitised again on its way out. */
export function announcementOf(
  row: AnnouncementRow,
  language: string,
  merchant: Merchant,
): Announcement {
  const promoted = row.promotion_id !== null && row.category !== null;
  return {
    id: String(row.id),
    type: row.type,
    title: pick(row.titles, language, merchant),
    content: sanitizeHtml(pick(row.contents, language, merchant)),
    promotionType: promoted ? row.category : null,
    promoId: promoted ? String(row.promotion_id) : null,
    execution: row.audience,
    createdAt: iso(row.created_at),
  };
}
