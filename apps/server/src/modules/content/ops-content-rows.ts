import type {
  OpsAnnouncementItem,
  OpsBannerItem,
  OpsContentKindName,
  OpsNoticeItem,
  OpsPromotionItem,
} from '@portal/contract/content/ops-items';
import type { Merchant } from '../../merchant/merchant.ts';
import { iso, type Localized } from './localized.ts';

// What an operator reads back of each content row: every stored field, texts in all their
// languages (as stored, already sanitised), money as a decimal string like the create call takes.

/** The operator's view of one kind of content row. */
export interface OpsContentKind<R, I> {
  name: OpsContentKindName;
  table: 'banner' | 'announcement' | 'notice' | 'promotion';
  columns: string;
  /** Whether the table has a display order an operator may change with the switch. */
  sortable: boolean;
  itemOf: (row: R, merchant: Merchant) => I;
}

interface Common {
  id: bigint;
  enabled: boolean;
  created_at: Date;
}

/** The window of a banner, announcement or notice (`schedule.ts`). */
interface Window {
  start_at: Date | null;
  end_at: Date | null;
}

const windowColumns = 'start_at, end_at';

const windowOf = (row: Window) => ({
  startTime: row.start_at === null ? null : iso(row.start_at),
  endTime: row.end_at === null ? null : iso(row.end_at),
});

export const opsBanners: OpsContentKind<
  Common &
    Window & {
      group_name: string;
      titles: Localized;
      image_url: string;
      linkage_type: string;
      linkage: string;
      sort: number;
    },
  OpsBannerItem
> = {
  name: 'banners',
  table: 'banner',
  columns: `id, group_name, titles, image_url, linkage_type, linkage, sort, enabled, created_at,
    ${windowColumns}`,
  sortable: true,
  itemOf: (row) => ({
    id: String(row.id),
    groupName: row.group_name,
    titles: row.titles,
    imageUrl: row.image_url,
    linkageType: row.linkage_type,
    linkage: row.linkage,
    sort: row.sort,
    ...windowOf(row),
    enabled: row.enabled,
    createdAt: iso(row.created_at),
  }),
};

export const opsAnnouncements: OpsContentKind<
  Common &
    Window & {
      type: string;
      audience: string;
      platform: string;
      titles: Localized;
      contents: Localized;
      promotion_id: bigint | null;
    },
  OpsAnnouncementItem
> = {
  name: 'announcements',
  table: 'announcement',
  columns: `id, type, audience, platform, titles, contents, promotion_id, enabled, created_at,
    ${windowColumns}`,
  sortable: false,
  itemOf: (row) => ({
    id: String(row.id),
    type: row.type,
    audience: row.audience,
    platform: row.platform,
    titles: row.titles,
    contents: row.contents,
    promoId: row.promotion_id === null ? null : String(row.promotion_id),
    ...windowOf(row),
    enabled: row.enabled,
    createdAt: iso(row.created_at),
  }),
};

export const opsNotices: OpsContentKind<
  Common & Window & { titles: Localized; contents: Localized; sort: number },
  OpsNoticeItem
> = {
  name: 'notices',
  table: 'notice',
  columns: `id, titles, contents, sort, enabled, created_at, ${windowColumns}`,
  sortable: true,
  itemOf: (row) => ({
    id: String(row.id),
    titles: row.titles,
    contents: row.contents,
    sort: row.sort,
    ...windowOf(row),
    enabled: row.enabled,
    createdAt: iso(row.created_at),
  }),
};

export const opsPromotions: OpsContentKind<
  Common & {
    kind: string;
    category: string;
    titles: Localized;
    summaries: Localized;
    contents: Localized;
    image_url: string;
    start_at: Date;
    end_at: Date | null;
    requires_proof: boolean;
    prize_amount: bigint | null;
    bonus_amount: bigint | null;
    /** Minor units as strings, as the create stores them. */
    prize_table: { amount: string; weight: number }[] | null;
    turnover_percent: number;
    sort: number;
  },
  OpsPromotionItem
> = {
  name: 'promotions',
  table: 'promotion',
  columns: `id, kind, category, titles, summaries, contents, image_url, start_at, end_at,
    requires_proof, prize_amount, bonus_amount, prize_table, turnover_percent, sort, enabled, created_at`,
  sortable: true,
  itemOf: (row, merchant) => ({
    id: String(row.id),
    kind: row.kind,
    category: row.category,
    titles: row.titles,
    summaries: row.summaries,
    contents: row.contents,
    imageUrl: row.image_url,
    startTime: iso(row.start_at),
    endTime: row.end_at ? iso(row.end_at) : null,
    requiresProof: row.requires_proof,
    // The raffle's prize, or the activity's bonus.
    prizeAmount:
      (row.prize_amount ?? row.bonus_amount) === null
        ? null
        : merchant.money.format((row.prize_amount ?? row.bonus_amount)!),
    prizeTable:
      row.prize_table?.map((p) => ({
        amount: merchant.money.format(BigInt(p.amount)),
        weight: p.weight,
      })) ?? null,
    turnoverPercent: row.turnover_percent,
    sort: row.sort,
    enabled: row.enabled,
    createdAt: iso(row.created_at),
  }),
};
