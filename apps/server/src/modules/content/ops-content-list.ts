import { bannerGroups } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { merchantParams } from '../ops/schema.ts';
import { opsRoute } from '../ops/ops-route.ts';
import {
  merchantIdParams,
  opsMerchant,
  opsPaging,
  optionalFilter,
  sortOrder,
} from './ops-common.ts';
import {
  opsAnnouncements,
  opsBanners,
  opsNotices,
  opsPromotions,
  type OpsContentKind,
} from './ops-content-rows.ts';

/** A list narrowed by one column, e.g. banners by `?group=`. */
interface ListFilter {
  param: string;
  column: string;
  schema: z.ZodType<string | undefined>;
}

// Strict: a field the table does not have (`sort` of an announcement, a typo) is refused
// rather than silently ignored, so the operator never believes a change was made.
const switchBody = z.object({ enabled: z.boolean() }).strict();
const switchSortBody = z.object({ enabled: z.boolean(), sort: sortOrder.optional() }).strict();

/**
 * `GET /ops/merchants/:code/<kind>`: the merchant's rows newest first, disabled ones included,
 * paged; and `PATCH /ops/merchants/:code/<kind>/:id`: switches one on or off (and moves it
 * where the table has an order). The public calls read `enabled` on every request and keep
 * no server-side copy, so a switched-off row is gone from the next answer; browsers may keep
 * one for the `max-age` those calls send (30 s at most).
 */
function registerKind<R extends object>(
  ops: FastifyInstance,
  platform: Platform,
  kind: OpsContentKind<R>,
  filter?: ListFilter,
): void {
  const { db } = platform;
  const { table, columns } = kind;
  const listQuery = (
    filter ? opsPaging.extend({ [filter.param]: filter.schema }) : opsPaging
  ) as z.ZodType<z.output<typeof opsPaging> & Record<string, unknown>>;

  opsRoute(ops, {
    method: 'GET',
    url: `/ops/merchants/:code/${kind.path}`,
    params: merchantParams,
    query: listQuery,
    output: z.object({ list: z.array(kind.item), total: z.number() }),
    handler: async ({ params, query }) => {
      const merchant = await opsMerchant(platform, params.code);
      const args: unknown[] = [merchant.id];
      let where = 'merchant_id = $1';
      const value = filter ? query[filter.param] : undefined;
      if (filter && value !== undefined) {
        args.push(value);
        where += ` and ${filter.column} = $2`;
      }
      const [count] = await db.query<{ n: number }>(
        `select count(*)::int as n from ${table} where ${where}`,
        args,
      );
      const rows = await db.query<R>(
        `select ${columns} from ${table} where ${where}
         order by created_at desc, id desc limit $${args.length + 1} offset $${args.length + 2}`,
        [...args, query.pageSize, (query.pageNo - 1) * query.pageSize],
      );
      return { list: rows.map((row) => kind.itemOf(row, merchant)), total: count?.n ?? 0 };
    },
  });

  opsRoute(ops, {
    method: 'PATCH',
    url: `/ops/merchants/:code/${kind.path}/:id`,
    params: merchantIdParams,
    body: kind.sortable ? switchSortBody : switchBody,
    output: kind.item,
    handler: async ({ params, body }, request) => {
      const merchant = await opsMerchant(platform, params.code);
      const sort = 'sort' in body ? (body.sort ?? null) : null;
      const [row] = await db.query<R>(
        `update ${table} set enabled = $3${kind.sortable ? ', sort = coalesce($4, sort)' : ''}
         where merchant_id = $1 and id = $2 returning ${columns}`,
        kind.sortable
          ? [merchant.id, params.id, body.enabled, sort]
          : [merchant.id, params.id, body.enabled],
      );
      if (!row) throw new AppError('not_found');
      request.log.info(
        {
          ops: `${table}.switch`,
          merchant: params.code,
          id: params.id,
          enabled: body.enabled,
          sort,
        },
        'operator change',
      );
      return kind.itemOf(row, merchant);
    },
  });
}

/** Operator calls that list and switch banners, announcements, notices and promotions. */
export function registerOpsContentList(ops: FastifyInstance, platform: Platform): void {
  registerKind(ops, platform, opsBanners, {
    param: 'group',
    column: 'group_name',
    schema: optionalFilter(bannerGroups),
  });
  registerKind(ops, platform, opsAnnouncements);
  registerKind(ops, platform, opsNotices);
  registerKind(ops, platform, opsPromotions);
}
