import { randomBytes } from 'node:crypto';
import { bannerGroups } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { merchantParams } from '../ops/schema.ts';
import { opsRoute } from '../ops/ops-route.ts';
import { validLinkage } from './linkage.ts';
import { localizedText, opsMerchant, sortOrder } from './ops-common.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const created = z.object({ id: z.string() });
const sort = sortOrder.default(0);
const isoTime = z.string().datetime({ offset: true });

/** Sanitises every language of an HTML map before it is stored. */
function cleanHtml(map: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).map(([lang, html]) => [lang, sanitizeHtml(html)]));
}

const bannerBody = z
  .object({
    groupName: z.enum(bannerGroups),
    titles: localizedText(200),
    imageUrl: z.string().trim().min(1).max(500),
    linkageType: z.enum(['PROMOTION', 'GAME', 'ROUTE', 'URL', 'NONE']),
    linkage: z.string().trim().max(500).default(''),
    sort,
  })
  .refine((b) => validLinkage(b.linkageType, b.linkage), {
    message: 'field_invalid',
    path: ['linkage'],
  })
  .refine((b) => b.imageUrl.startsWith('https://') || /^\/(?![/\\])/u.test(b.imageUrl), {
    message: 'field_invalid',
    path: ['imageUrl'],
  });

const announcementBody = z
  .object({
    /** AG: for agents, shown only in the agent centre. */
    type: z.enum(['B', 'PL', 'PU', 'PR', 'H', 'AG']),
    audience: z.enum(['A', 'B', 'F']),
    platform: z
      .string()
      .regex(/^[A-Z]{1,4}$/u)
      .default('W'),
    titles: localizedText(200),
    contents: localizedText(20_000),
    promoId: z
      .string()
      .regex(/^[0-9]{1,18}$/u)
      .nullable()
      .default(null),
  })
  // The public list shows audience B of every type but help: agents' news must never be in it.
  .refine((a) => a.type !== 'AG' || a.audience === 'A', {
    message: 'field_invalid',
    path: ['audience'],
  });

const noticeBody = z.object({ titles: localizedText(200), contents: localizedText(500), sort });

const promotionBody = z
  .object({
    kind: z.enum(['info', 'activity', 'raffle']),
    category: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/u)
      .default('ALL'),
    titles: localizedText(200),
    summaries: localizedText(500),
    contents: localizedText(20_000),
    imageUrl: z.string().trim().min(1).max(500),
    startTime: isoTime,
    endTime: isoTime.nullable().default(null),
    requiresProof: z.boolean().default(false),
    /**
     * The raffle's prize (required), or the bonus an approved activity application credits
     * (optional: the operator may give it when issuing), as a decimal string in the merchant's
     * currency. Information promotions have none.
     */
    prizeAmount: z
      .string()
      .regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u)
      .nullable()
      .default(null),
    /**
     * A raffle's prize table instead of one prize: amounts (decimal strings, each above zero)
     * with their weights, drawn provably fair per member.
     */
    prizeTable: z
      .array(
        z.object({
          amount: z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u),
          weight: z.number().int().min(1).max(1_000_000),
        }),
      )
      .min(1)
      .max(20)
      .nullable()
      .default(null),
    /** Percent of the prize or bonus to bet before it can be withdrawn (100 = once). */
    turnoverPercent: z.number().int().min(0).max(10_000).default(0),
    sort,
  })
  .refine((p) => p.prizeTable === null || (p.kind === 'raffle' && p.prizeAmount === null), {
    message: 'field_invalid',
    path: ['prizeTable'],
  })
  .refine(
    (p) =>
      p.kind === 'info'
        ? p.prizeAmount === null
        : p.kind === 'activity' || p.prizeAmount !== null || p.prizeTable !== null,
    {
      message: 'field_invalid',
      path: ['prizeAmount'],
    },
  )
  .refine((p) => p.kind === 'activity' || !p.requiresProof, {
    message: 'field_invalid',
    path: ['requiresProof'],
  })
  .refine((p) => p.endTime === null || Date.parse(p.endTime) > Date.parse(p.startTime), {
    message: 'field_invalid',
    path: ['endTime'],
  });

/** Operator calls that create banners, announcements, notices and promotions. */
export function registerOpsContent(ops: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/banners',
    params: merchantParams,
    body: bannerBody,
    output: created,
    handler: async ({ params, body }) => {
      const merchant = await opsMerchant(platform, params.code);
      const [row] = await db.query<{ id: bigint }>(
        `insert into banner (merchant_id, group_name, titles, image_url, linkage_type, linkage, sort)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          merchant.id,
          body.groupName,
          JSON.stringify(body.titles),
          body.imageUrl,
          body.linkageType,
          body.linkage,
          body.sort,
        ],
      );
      return { id: String(row!.id) };
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/announcements',
    params: merchantParams,
    body: announcementBody,
    output: created,
    handler: async ({ params, body }) => {
      const merchant = await opsMerchant(platform, params.code);
      if (body.promoId) {
        const [promo] = await db.query(
          'select 1 from promotion where merchant_id = $1 and id = $2',
          [merchant.id, body.promoId],
        );
        if (!promo) throw new AppError('not_found');
      }
      const [row] = await db.query<{ id: bigint }>(
        `insert into announcement (merchant_id, type, audience, platform, titles, contents, promotion_id)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          merchant.id,
          body.type,
          body.audience,
          body.platform,
          JSON.stringify(body.titles),
          JSON.stringify(cleanHtml(body.contents)),
          body.promoId,
        ],
      );
      return { id: String(row!.id) };
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/notices',
    params: merchantParams,
    body: noticeBody,
    output: created,
    handler: async ({ params, body }) => {
      const merchant = await opsMerchant(platform, params.code);
      const [row] = await db.query<{ id: bigint }>(
        `insert into notice (merchant_id, titles, contents, sort) values ($1, $2, $3, $4) returning id`,
        [merchant.id, JSON.stringify(body.titles), JSON.stringify(body.contents), body.sort],
      );
      return { id: String(row!.id) };
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/promotions',
    params: merchantParams,
    body: promotionBody,
    output: created,
    handler: async ({ params, body }) => {
      const merchant = await opsMerchant(platform, params.code);
      const parse = (amount: string) => {
        let minor: bigint;
        try {
          minor = merchant.money.parse(amount);
        } catch {
          throw new AppError('invalid_amount');
        }
        if (minor <= 0n) throw new AppError('invalid_amount');
        return minor;
      };
      const table = body.prizeTable?.map((p) => ({ amount: parse(p.amount), weight: p.weight }));
      // A table's largest prize stands for the raffle on its card.
      const prize =
        table !== undefined
          ? table.reduce((max, p) => (p.amount > max ? p.amount : max), 0n)
          : body.prizeAmount !== null
            ? parse(body.prizeAmount)
            : null;
      const [row] = await db.query<{ id: bigint }>(
        `insert into promotion (merchant_id, kind, category, titles, summaries, contents, image_url,
           start_at, end_at, requires_proof, prize_amount, bonus_amount, turnover_percent, sort,
           prize_table, draw_seed)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         returning id`,
        [
          merchant.id,
          body.kind,
          body.category,
          JSON.stringify(body.titles),
          JSON.stringify(body.summaries),
          JSON.stringify(cleanHtml(body.contents)),
          body.imageUrl,
          new Date(body.startTime),
          body.endTime ? new Date(body.endTime) : null,
          body.requiresProof,
          body.kind === 'raffle' ? (prize?.toString() ?? null) : null,
          body.kind === 'activity' ? (prize?.toString() ?? null) : null,
          body.turnoverPercent,
          body.sort,
          table === undefined
            ? null
            : JSON.stringify(table.map((p) => ({ amount: p.amount.toString(), weight: p.weight }))),
          table === undefined ? null : randomBytes(32).toString('hex'),
        ],
      );
      return { id: String(row!.id) };
    },
  });
}
