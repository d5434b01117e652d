import { contentOpsEndpoints as e } from '@portal/contract/content';
import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { opsAnnouncements, opsBanners, opsNotices } from './ops-content-rows.ts';
import { cleanHtml, saveContent, type ContentColumns } from './ops-content-save.ts';
import { scheduleColumns } from './schedule.ts';

/**
 * `/operator/content/{banners,announcements,notices}/{create,update}`: an operator creates a
 * row (switched on) or corrects one, in one transaction with its `content_save` audit row.
 * Announcement HTML is sanitised when stored; a banner's target was checked by the contract.
 * Promotions: `ops-promotion-edit.ts`.
 */

/** A row's window, as the contract's ISO times. */
interface Window {
  startTime: string | null;
  endTime: string | null;
}

interface BannerFields extends Window {
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
  ...scheduleColumns(b),
});

interface AnnouncementFields extends Window {
  type: string;
  audience: string;
  platform: string;
  titles: Record<string, string>;
  contents: Record<string, string>;
  promoId: string | null;
}

/**
 * An announcement's columns; the promotion it opens must be one of the brand's, else 400
 * `invalid_input` under `promoId`.
 */
async function announcementColumns(
  tx: Tx,
  act: OperatorAct,
  a: AnnouncementFields,
  language: MessageLanguage,
): Promise<ContentColumns> {
  if (a.promoId !== null) {
    const [promo] = await tx.query('select 1 from promotion where merchant_id = $1 and id = $2', [
      act.merchant.id,
      a.promoId,
    ]);
    // The operator typed the id: a refusal under its input, not a missing page.
    if (!promo)
      throw new AppError('invalid_input', { promoId: messageText('field_invalid', language) });
  }
  return {
    type: a.type,
    audience: a.audience,
    platform: a.platform,
    titles: JSON.stringify(a.titles),
    contents: cleanHtml(a.contents),
    promotion_id: a.promoId,
    ...scheduleColumns(a),
  };
}

/** Notices are plain text: the marquee shows them as text. */
const noticeColumns = (
  n: Window & { titles: Record<string, string>; contents: Record<string, string>; sort: number },
): ContentColumns => ({
  titles: JSON.stringify(n.titles),
  contents: JSON.stringify(n.contents),
  sort: n.sort,
  ...scheduleColumns(n),
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
    async ({ input, merchant, operator, request, language }) => {
      const act = actOf(request, merchant, operator);
      return db.transaction(async (tx) =>
        saveContent(
          tx,
          act,
          opsAnnouncements,
          null,
          await announcementColumns(tx, act, input, language),
        ),
      );
    },
    ungated,
  );
  registerEndpoint(
    app,
    e.opsAnnouncementUpdate,
    async ({ input, merchant, operator, request, language }) => {
      const act = actOf(request, merchant, operator);
      return db.transaction(async (tx) =>
        saveContent(
          tx,
          act,
          opsAnnouncements,
          input.id,
          await announcementColumns(tx, act, input, language),
        ),
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
