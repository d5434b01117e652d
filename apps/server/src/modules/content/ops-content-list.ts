import { contentOpsEndpoints } from '@portal/contract/content';
import type { OpsContentKindName } from '@portal/contract/content/ops-items';
import type { Endpoint, OutputOf } from '@portal/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { pageOf } from '../histories/day-range.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import {
  opsAnnouncements,
  opsBanners,
  opsNotices,
  opsPromotions,
  type OpsContentKind,
} from './ops-content-rows.ts';

/**
 * The operator's content lists (newest first, switched-off rows included, paged) and the switch
 * that turns one row on or off (and moves it where the kind has an order). The public calls read
 * `enabled` on every request and keep no server-side copy, so a switched-off row is gone from
 * the next answer; browsers may keep one for the `max-age` those calls send (30 s at most).
 */

/** Any kind: its rows are whatever its own columns select. */
type AnyKind = OpsContentKind<never, unknown>;

const kinds: Record<OpsContentKindName, AnyKind> = {
  banners: opsBanners,
  announcements: opsAnnouncements,
  notices: opsNotices,
  promotions: opsPromotions,
};

async function listPage(
  platform: Platform,
  merchant: Merchant,
  kind: AnyKind,
  input: { pageNo: number; pageSize: number },
  filter?: { column: string; value: string },
) {
  const args: unknown[] = [merchant.id];
  let where = 'merchant_id = $1';
  if (filter) {
    args.push(filter.value);
    where += ` and ${filter.column} = $2`;
  }
  const rows = await platform.db.query<{ total: number }>(
    `select ${kind.columns}, count(*) over ()::int as total from ${kind.table} where ${where}
     order by created_at desc, id desc limit $${args.length + 1} offset $${args.length + 2}`,
    [...args, input.pageSize, (input.pageNo - 1) * input.pageSize],
  );
  return {
    ...pageOf(rows[0]?.total ?? 0, input),
    items: rows.map((row) => kind.itemOf(row as never, merchant)),
  };
}

function registerList<E extends Endpoint>(
  app: FastifyInstance,
  platform: Platform,
  endpoint: E,
  kind: AnyKind,
): void {
  registerEndpoint(
    app,
    endpoint,
    async ({ input, merchant }) => {
      const group = (input as { group?: string }).group;
      const filter = group ? { column: 'group_name', value: group } : undefined;
      return (await listPage(platform, merchant, kind, input as never, filter)) as OutputOf<E>;
    },
    ungated,
  );
}

export function registerOpsContentList(app: FastifyInstance, platform: Platform): void {
  registerList(app, platform, contentOpsEndpoints.opsBanners, opsBanners);
  registerList(app, platform, contentOpsEndpoints.opsAnnouncements, opsAnnouncements);
  registerList(app, platform, contentOpsEndpoints.opsNotices, opsNotices);
  registerList(app, platform, contentOpsEndpoints.opsPromotions, opsPromotions);

  registerEndpoint(
    app,
    contentOpsEndpoints.opsContentSwitch,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const kind = kinds[input.kind];
      const sort = input.sort ?? null;
      return platform.db.transaction(async (tx) => {
        const [before] = await tx.query<{ enabled: boolean; sort: number | null }>(
          `select enabled, ${kind.sortable ? 'sort' : 'null::int as sort'} from ${kind.table}
           where merchant_id = $1 and id = $2 for update`,
          [merchant.id, input.id],
        );
        if (!before) throw new AppError('not_found');
        const [after] = await tx.query<{ enabled: boolean; sort: number | null }>(
          `update ${kind.table} set enabled = $3${kind.sortable ? ', sort = coalesce($4, sort)' : ''}
           where merchant_id = $1 and id = $2
           returning enabled, ${kind.sortable ? 'sort' : 'null::int as sort'}`,
          kind.sortable
            ? [merchant.id, input.id, input.enabled, sort]
            : [merchant.id, input.id, input.enabled],
        );
        await recordAudit(tx, {
          merchantId: merchant.id,
          operatorId: act.operator.operatorId,
          action: 'content_switch',
          ip: act.ip,
          detail: {
            kind: input.kind,
            id: input.id,
            before: { enabled: before.enabled, sort: before.sort },
            after: { enabled: after!.enabled, sort: after!.sort },
          },
        });
        return { kind: input.kind, id: input.id, enabled: after!.enabled, sort: after!.sort };
      });
    },
    ungated,
  );
}
