import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { localizedText, merchantIdParams, opsMerchant } from '../content/ops-common.ts';
import { opsRoute } from '../ops/ops-route.ts';
import { opsSettingRoutes } from '../ops/ops-setting.ts';
import { merchantParams } from '../ops/schema.ts';
import { decideRedemption } from './decide.ts';
import { runPointsEarning } from './earning.ts';
import { pointsSetting, pointsSettings } from './points-settings.ts';
import { redemptionColumns, redemptionView, type RedemptionRow } from './redemption-view.ts';

/**
 * The operator's points-mall calls, inside the authenticated `/ops` scope:
 * - GET/PUT /ops/merchants/:code/points/settings: the brand's rules (points-settings.ts);
 * - GET /ops/merchants/:code/points/rewards, POST (a new reward), PUT .../rewards/:id: the
 *   catalogue (names and descriptions per language, kind, points, amount, stock, order, on/off);
 * - GET /ops/merchants/:code/points/redemptions?status=: redemptions with member and shipping;
 * - POST /ops/merchants/:code/points/redemptions/:id/decide {decision, remark}: approve or reject;
 * - POST /ops/merchants/:code/points/run {asOf?}: earns points now; `asOf` (an ISO instant) only
 *   on a server with TEST_CLOCK.
 */
const reward = z
  .object({
    names: localizedText(80),
    descriptions: localizedText(300).optional(),
    kind: z.enum(['goods', 'credit']),
    points: z.string().regex(/^[1-9][0-9]{0,14}$/u),
    /** What one unit credits, in the brand's currency (credit rewards; "0" for goods). */
    amount: z
      .string()
      .regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u)
      .default('0'),
    stock: z.number().int().min(0).nullable().default(null),
    maxQuantity: z.number().int().min(1).max(99).default(1),
    imageUrl: z.string().max(500).nullable().default(null),
    active: z.boolean().default(true),
    sort: z.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();

const rewardRow = reward.extend({
  id: z.string(),
  descriptions: z.record(z.string(), z.string()),
});

interface OpsRewardRow {
  id: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  kind: 'goods' | 'credit';
  points: bigint;
  amount: bigint;
  stock: number | null;
  max_quantity: number;
  image_url: string | null;
  active: boolean;
  sort: number;
}

export function registerPointsOps(ops: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  opsSettingRoutes(ops, platform, {
    path: 'points/settings',
    key: 'points',
    schema: pointsSetting,
  });

  const rewardView = (row: OpsRewardRow, money: (minor: bigint) => string) => ({
    id: row.id,
    names: row.names,
    descriptions: row.descriptions,
    kind: row.kind,
    points: row.points.toString(),
    amount: money(row.amount),
    stock: row.stock,
    maxQuantity: row.max_quantity,
    imageUrl: row.image_url,
    active: row.active,
    sort: row.sort,
  });
  const rewardColumns = `id::text as id, names, descriptions, kind, points, amount, stock,
    max_quantity, image_url, active, sort`;

  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/points/rewards',
    params: merchantParams,
    output: z.array(rewardRow),
    handler: async ({ params: p }) => {
      const merchant = await opsMerchant(platform, p.code);
      const rows = await db.query<OpsRewardRow>(
        `select ${rewardColumns} from point_reward where merchant_id = $1 order by sort, id`,
        [merchant.id],
      );
      return rows.map((row) => rewardView(row, (m) => merchant.money.format(m)));
    },
  });

  /** The reward's values as columns, refusing a kind and amount that do not agree. */
  const rewardValues = (body: z.infer<typeof reward>, parse: (text: string) => bigint) => {
    const amount = parse(body.amount);
    if ((body.kind === 'credit') !== amount > 0n)
      throw new AppError('invalid_input', { amount: 'field_invalid' });
    return [
      JSON.stringify(body.names),
      JSON.stringify(body.descriptions ?? {}),
      body.kind,
      body.points,
      amount.toString(),
      body.stock,
      body.maxQuantity,
      body.imageUrl,
      body.active,
      body.sort,
    ];
  };

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/points/rewards',
    params: merchantParams,
    body: reward,
    output: rewardRow,
    handler: async ({ params: p, body }) => {
      const merchant = await opsMerchant(platform, p.code);
      const [row] = await db.query<OpsRewardRow>(
        `insert into point_reward (merchant_id, names, descriptions, kind, points, amount, stock,
           max_quantity, image_url, active, sort)
         values ($1, $2::text::jsonb, $3::text::jsonb, $4, $5, $6, $7, $8, $9, $10, $11)
         returning ${rewardColumns}`,
        [merchant.id, ...rewardValues(body, (t) => merchant.money.parse(t))],
      );
      return rewardView(row!, (m) => merchant.money.format(m));
    },
  });

  opsRoute(ops, {
    method: 'PUT',
    url: '/ops/merchants/:code/points/rewards/:id',
    params: merchantIdParams,
    body: reward,
    output: rewardRow,
    handler: async ({ params: p, body }) => {
      const merchant = await opsMerchant(platform, p.code);
      const [row] = await db.query<OpsRewardRow>(
        `update point_reward set names = $3::text::jsonb, descriptions = $4::text::jsonb,
           kind = $5, points = $6, amount = $7, stock = $8, max_quantity = $9, image_url = $10,
           active = $11, sort = $12
         where merchant_id = $1 and id = $2 returning ${rewardColumns}`,
        [merchant.id, p.id, ...rewardValues(body, (t) => merchant.money.parse(t))],
      );
      if (!row) throw new AppError('not_found');
      return rewardView(row, (m) => merchant.money.format(m));
    },
  });

  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/points/redemptions',
    params: merchantParams,
    query: z.object({ status: z.enum(['inProcess', 'approved', 'rejected']).optional() }),
    output: z.array(z.record(z.string(), z.unknown())),
    handler: async ({ params: p, query }) => {
      const merchant = await opsMerchant(platform, p.code);
      const rows = await db.query<RedemptionRow & { account: string; shipping: unknown }>(
        `select ${redemptionColumns('r')},
           m.account, r.shipping
         from point_redemption r join member m on m.id = r.member_id
         where r.merchant_id = $1 and ($2::text is null or r.status = $2)
         order by r.id desc limit 500`,
        [merchant.id, query.status ?? null],
      );
      return rows.map((row) => ({
        id: row.id,
        account: row.account,
        shipping: row.shipping,
        ...redemptionView(row, merchant),
      }));
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/points/redemptions/:id/decide',
    params: merchantIdParams,
    body: z.object({
      decision: z.enum(['approve', 'reject']),
      remark: z.string().trim().max(300).default(''),
    }),
    output: z.record(z.string(), z.unknown()),
    handler: async ({ params: p, body }, request) => {
      const merchant = await opsMerchant(platform, p.code);
      const settings = await pointsSettings(db, merchant);
      const row = await decideRedemption(db, merchant, settings, {
        id: p.id,
        decision: body.decision,
        remark: body.remark,
        // Named operators come with the operator console; until then the shared token acts.
        operator: 'ops',
        ip: request.ip,
      });
      return redemptionView(row, merchant);
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/points/run',
    params: merchantParams,
    body: z.object({ asOf: z.string().datetime().optional() }),
    output: z.object({ ranAt: z.string(), points: z.string() }),
    handler: async ({ params: p, body }) => {
      const merchant = await opsMerchant(platform, p.code);
      if (body.asOf !== undefined && !platform.config.testClock) throw new AppError('forbidden');
      const now = body.asOf !== undefined ? Date.parse(body.asOf) : platform.clock.now();
      let points = 0n;
      for (let run = 0; run < 24; run += 1) {
        const done = await runPointsEarning(platform, merchant, now);
        points += done.points;
        if (done.window === null) break;
      }
      return { ranAt: new Date(now).toISOString(), points: points.toString() };
    },
  });
}
