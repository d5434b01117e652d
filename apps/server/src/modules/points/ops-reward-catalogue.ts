import type { ParsedInputOf } from '@portal/contract/endpoint';
import { messageText, type MessageLanguage } from '@portal/contract/messages';
import { pointsOpsEndpoints } from '@portal/contract/points';
import type { OpsReward } from '@portal/contract/points/ops';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';

/**
 * The operator's reward catalogue of the points mall (`/operator/points/rewards`): the list,
 * every reward whatever its state; a new reward; a reward replaced. Each change is audited
 * (`points_reward_save`, before and after) in the transaction that makes it.
 */

interface RewardRow {
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

const rewardColumns = `id::text as id, names, descriptions, kind, points, amount, stock,
  max_quantity, image_url, active, sort`;

function rewardView(row: RewardRow, merchant: Merchant): OpsReward {
  return {
    id: row.id,
    names: row.names,
    descriptions: row.descriptions,
    kind: row.kind,
    points: row.points.toString(),
    amount: merchant.money.format(row.amount),
    stock: row.stock,
    maxQuantity: row.max_quantity,
    imageUrl: row.image_url,
    active: row.active,
    sort: row.sort,
  };
}

type RewardInput = ParsedInputOf<typeof pointsOpsEndpoints.opsRewardCreate>;

/**
 * The reward's values as columns `names` to `sort`; refuses an amount the currency cannot
 * hold, and a kind and amount that do not agree (credit pays something, goods nothing).
 */
function rewardValues(input: RewardInput, merchant: Merchant, language: MessageLanguage) {
  const refuse = () =>
    new AppError('invalid_input', { amount: messageText('field_invalid', language) });
  let amount: bigint;
  try {
    amount = merchant.money.parse(input.amount);
  } catch {
    throw refuse();
  }
  if ((input.kind === 'credit') !== amount > 0n) throw refuse();
  return [
    JSON.stringify(input.names),
    JSON.stringify(input.descriptions ?? {}),
    input.kind,
    input.points,
    amount.toString(),
    input.stock,
    input.maxQuantity,
    input.imageUrl,
    input.active,
    input.sort,
  ];
}

async function audit(q: Queryable, act: OperatorAct, before: OpsReward | null, after: OpsReward) {
  await recordAudit(q, {
    merchantId: act.merchant.id,
    operatorId: act.operator.operatorId,
    action: 'points_reward_save',
    ip: act.ip,
    detail: { reward: after.id, before, after },
  });
}

export function registerRewardCatalogueOps(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const e = pointsOpsEndpoints;

  registerEndpoint(
    app,
    e.opsRewards,
    async ({ merchant }) => {
      const rows = await db.query<RewardRow>(
        `select ${rewardColumns} from point_reward where merchant_id = $1 order by sort, id`,
        [merchant.id],
      );
      return { items: rows.map((row) => rewardView(row, merchant)) };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsRewardCreate,
    async ({ input, merchant, operator, request, language }) => {
      const values = rewardValues(input, merchant, language);
      const act = actOf(request, merchant, operator);
      return db.transaction(async (tx) => {
        const [row] = await tx.query<RewardRow>(
          `insert into point_reward (merchant_id, names, descriptions, kind, points, amount,
             stock, max_quantity, image_url, active, sort)
           values ($1, $2::text::jsonb, $3::text::jsonb, $4, $5, $6, $7, $8, $9, $10, $11)
           returning ${rewardColumns}`,
          [merchant.id, ...values],
        );
        const after = rewardView(row!, merchant);
        await audit(tx, act, null, after);
        return after;
      });
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsRewardUpdate,
    async ({ input, merchant, operator, request, language }) => {
      const { id, ...fields } = input;
      const values = rewardValues(fields, merchant, language);
      const act = actOf(request, merchant, operator);
      return db.transaction(async (tx) => {
        const [old] = await tx.query<RewardRow>(
          `select ${rewardColumns} from point_reward where merchant_id = $1 and id = $2
           for update`,
          [merchant.id, id],
        );
        if (!old) throw new AppError('not_found');
        const [row] = await tx.query<RewardRow>(
          `update point_reward set names = $3::text::jsonb, descriptions = $4::text::jsonb,
             kind = $5, points = $6, amount = $7, stock = $8, max_quantity = $9, image_url = $10,
             active = $11, sort = $12
           where merchant_id = $1 and id = $2 returning ${rewardColumns}`,
          [merchant.id, id, ...values],
        );
        const after = rewardView(row!, merchant);
        await audit(tx, act, rewardView(old, merchant), after);
        return after;
      });
    },
    ungated,
  );
}
