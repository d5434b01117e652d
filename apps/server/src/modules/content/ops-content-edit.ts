import { contentOpsEndpoints as e } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { opsAnnouncements, opsBanners, opsNotices } from './ops-content-rows.ts';
import { cleanHtml, saveContent, type ContentColumns } from './ops-content-save.ts';

/**
 * `/operator/content/{banners,announcements,notices}/{create,update}`: an operator creates a
 * row (switched on) or corrects one, in one transaction with its `content_save` audit row.
 * Announcement HTML is sanitised when stored; a banner's target was checked by the contract.
 * Promotions: `ops-promotion-edit.ts`.
 */

interface BannerFields {
  groupName: string;
  titles: Record<string, string>;
  imageUrl: string;
  linkageType: string;
  linkage: string;
  sort: number;
}

const bannerColumns = (b: BannerFields): ContentColumns => ({
  group_name: b.groupName,
  titles: JSON.stringify(b.titles),
  image_url: b.imageUrl,
  linkage_type: b.linkageType,
  linkage: b.linkage,
  sort: b.sort,
});

interface AnnouncementFields {
  type: string;
  audience: string;
  platform: string;
  titles: Record<string, string>;
  contents: Record<string, string>;
  promoId: string | null;
}

/** An announcement's columns; the promotion it opens must be one of the brand's (404). */
async function announcementColumns(
  tx: Tx,
  act: OperatorAct,
  a: AnnouncementFields,
): Promise<ContentColumns> {
  if (a.promoId !== null) {
    const [promo] = await tx.query('select 1 from promotion where merchant_id = $1 and id = $2', [
      act.merchant.id,
      a.promoId,
    ]);
    if (!promo) throw new AppError('not_found');
  }
  return {
    type: a.type,
    audience: a.audience,
    platform: a.platform,
    titles: JSON.stringify(a.titles),
    contents: cleanHtml(a.contents),
    promotion_id: a.promoId,
  };
}

/** Notices are plain text: the marquee shows them as text. */
const noticeColumns = (n: {
  titles: Record<string, string>;
  contents: Record<string, string>;
  sort: number;
}): ContentColumns => ({
  titles: JSON.stringify(n.titles),
  contents: JSON.stringify(n.contents),
  sort: n.sort,
});

export function registerOpsContentEdit(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(
    app,
    e.opsBannerCreate,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      return db.transaction((tx) => saveContent(tx, act, opsBanners, null, bannerColumns(input)));
    },
    ungated,
  );
  registerEndpoint(
    app,
    e.opsBannerUpdate,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      return db.transaction((tx) =>
        saveContent(tx, act, opsBanners, input.id, bannerColumns(input)),
      );
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsAnnouncementCreate,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      return db.transaction(async (tx) =>
        saveContent(tx, act, opsAnnouncements, null, await announcementColumns(tx, act, input)),
      );
    },
    ungated,
  );
  registerEndpoint(
    app,
    e.opsAnnouncementUpdate,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      return db.transaction(async (tx) =>
        saveContent(tx, act, opsAnnouncements, input.id, await announcementColumns(tx, act, input)),
      );
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsNoticeCreate,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      return db.transaction((tx) => saveContent(tx, act, opsNotices, null, noticeColumns(input)));
    },
    ungated,
  );
  registerEndpoint(
    app,
    e.opsNoticeUpdate,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      return db.transaction((tx) =>
        saveContent(tx, act, opsNotices, input.id, noticeColumns(input)),
      );
    },
    ungated,
  );
}
