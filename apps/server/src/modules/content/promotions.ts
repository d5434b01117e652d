import { contentEndpoints } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { localizedArtUrl } from './art.ts';
import { contentLanguage, iso, pick } from './localized.ts';
import {
  applicationOf,
  callerFacts,
  promotionColumns,
  statusOf,
  type CallerFacts,
  type PromotionRow,
} from './promotion-store.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** Ended promotions stay listed (as CLOSED) this long. */
const closedListedMs = 30 * 24 * 3_600_000;

function summaryOf(
  row: PromotionRow,
  lang: string,
  merchant: Merchant,
  facts: CallerFacts,
  now: number,
) {
  return {
    promoId: String(row.id),
    title: pick(row.titles, lang, merchant),
    summary: pick(row.summaries, lang, merchant),
    imageUrl: localizedArtUrl(row.image_url, lang, merchant),
    category: row.category,
    kind: row.kind,
    startTime: iso(row.start_at),
    endTime: row.end_at ? iso(row.end_at) : null,
    status: statusOf(row, facts, now),
  };
}

/** GET /wps/promotions and /wps/promotions/detail, with the caller's status for each. */
export function registerPromotions(app: FastifyInstance, platform: Platform): void {
  const { db, clock } = platform;

  registerEndpoint(
    app,
    contentEndpoints.promotions,
    async ({ input, merchant, session, language, reply }) => {
      const lang = contentLanguage(input.language, language);
      const now = clock.now();
      const rows = await db.query<PromotionRow>(
        `select ${promotionColumns} from promotion
       where merchant_id = $1 and enabled and ($2::text is null or category = $2)
         and (end_at is null or end_at > $3)
       order by sort, id`,
        [merchant.id, input.category || null, new Date(now - closedListedMs)],
      );
      const facts = await callerFacts(
        db,
        merchant.id,
        session?.memberId ?? null,
        rows.map((r) => r.id),
      );
      reply.header('cache-control', 'private, no-store');
      return { list: rows.map((row) => summaryOf(row, lang, merchant, facts, now)) };
    },
  );

  registerEndpoint(
    app,
    contentEndpoints.promotionDetail,
    async ({ input, merchant, session, language, reply }) => {
      const lang = contentLanguage(input.language, language);
      const now = clock.now();
      const [row] = /^[0-9]{1,18}$/u.test(input.promoId)
        ? await db.query<PromotionRow>(
            `select ${promotionColumns} from promotion where merchant_id = $1 and id = $2 and enabled`,
            [merchant.id, input.promoId],
          )
        : [];
      if (!row) throw new AppError('not_found');
      const facts = await callerFacts(db, merchant.id, session?.memberId ?? null, [row.id]);
      const application = facts.applications.get(String(row.id));
      reply.header('cache-control', 'private, no-store');
      return {
        ...summaryOf(row, lang, merchant, facts, now),
        content: sanitizeHtml(pick(row.contents, lang, merchant)),
        requiresProof: row.requires_proof,
        prizeAmount: row.prize_amount === null ? null : merchant.money.format(row.prize_amount),
        application: application ? applicationOf(application) : null,
      };
    },
  );
}
