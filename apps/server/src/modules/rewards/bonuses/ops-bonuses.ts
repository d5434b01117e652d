import { bonusSources, bonusStates } from '@portal/contract/rewards/bonus-rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';
import type { Platform } from '../../../platform.ts';
import {
  localizedText,
  merchantIdParams,
  opsMerchant,
  opsPaging,
  optionalFilter,
} from '../../content/ops-common.ts';
import { opsRoute } from '../../ops/ops-route.ts';
import { merchantParams } from '../../ops/schema.ts';
import { publishBalance } from '../../wallet/wallet-services.ts';
import { bonusColumns, cancelBonus, grantBonus, type BonusRow } from './bonus-store.ts';

const opsBonus = z.object({
  id: z.string(),
  memberId: z.string(),
  source: z.enum(bonusSources),
  reference: z.string(),
  titles: z.record(z.string(), z.string()),
  amount: z.string(),
  turnoverRequired: z.string(),
  state: z.enum(bonusStates),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  settledAt: z.string().nullable(),
});

const grantBody = z
  .object({
    memberId: z.string().regex(/^[0-9]{1,18}$/u, 'field_invalid'),
    /** The operator's own reference: a second grant under it changes nothing. */
    reference: z.string().trim().min(1).max(100),
    titles: localizedText(200),
    /** A decimal in the brand's currency. */
    amount: z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u, 'field_invalid'),
    turnoverPercent: z.number().int().min(0).max(10_000).default(0),
    /** True: the member claims it in the reward centre; false: credited now. */
    claimable: z.boolean().default(true),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .strict()
  .refine((b) => b.claimable || b.expiresAt === null, {
    message: 'field_invalid',
    path: ['expiresAt'],
  });

const listQuery = opsPaging.extend({
  memberId: z
    .string()
    .regex(/^[0-9]{1,18}$/u, 'field_invalid')
    .optional(),
  source: optionalFilter(bonusSources),
  state: optionalFilter(bonusStates),
});

function opsView(row: BonusRow, money: { format: (n: bigint) => string }) {
  return {
    id: row.id.toString(),
    memberId: row.member_id.toString(),
    source: row.source,
    reference: row.reference,
    titles: row.titles,
    amount: money.format(row.amount),
    turnoverRequired: money.format(row.turnover_required),
    state: row.state,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

/**
 * The operator's bonus calls, inside the authenticated `/ops` scope:
 * - GET /ops/merchants/:code/bonuses?memberId=&source=&state=: bonuses, newest first;
 * - POST /ops/merchants/:code/bonuses: grant an operator bonus (source `operator`), claimable
 *   in the reward centre or credited now, once per `reference` and member;
 * - POST /ops/merchants/:code/bonuses/:id/cancel: withdraw a bonus not yet claimed.
 */
export function registerBonusOps(ops: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/bonuses',
    params: merchantParams,
    query: listQuery,
    output: z.object({ list: z.array(opsBonus), total: z.number() }),
    handler: async ({ params, query }) => {
      const merchant = await opsMerchant(platform, params.code);
      const rows = await db.query<BonusRow & { total: number }>(
        `select x.*, count(*) over ()::int as total from (
           select ${bonusColumns(2)} from bonus b
           where b.merchant_id = $1 and ($3::int8 is null or b.member_id = $3)
             and ($4::text is null or b.source = $4)) x
         where $5::text is null or x.state = $5
         order by x.created_at desc, x.id desc limit $6 offset $7`,
        [
          merchant.id,
          new Date(platform.clock.now()),
          query.memberId ?? null,
          query.source ?? null,
          query.state ?? null,
          query.pageSize,
          (query.pageNo - 1) * query.pageSize,
        ],
      );
      return {
        list: rows.map((row) => opsView(row, merchant.money)),
        total: rows[0]?.total ?? 0,
      };
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/bonuses',
    params: merchantParams,
    body: grantBody,
    output: opsBonus.extend({ created: z.boolean() }),
    handler: async ({ params, body }, request) => {
      const merchant = await opsMerchant(platform, params.code);
      let amount: bigint;
      try {
        amount = merchant.money.parse(body.amount);
      } catch {
        throw new AppError('invalid_amount');
      }
      if (amount <= 0n) throw new AppError('invalid_amount');
      const now = platform.clock.now();
      if (body.expiresAt !== null && Date.parse(body.expiresAt) <= now)
        throw new AppError('invalid_input', { expiresAt: 'field_invalid' });
      const granted = await db.transaction(async (tx) => {
        const [member] = await tx.query('select 1 from member where merchant_id = $1 and id = $2', [
          merchant.id,
          body.memberId,
        ]);
        if (!member) throw new AppError('not_found');
        return grantBonus(
          tx,
          merchant,
          {
            memberId: body.memberId,
            source: 'operator',
            reference: body.reference,
            titles: body.titles,
            amount,
            turnoverPercent: body.turnoverPercent,
            claimable: body.claimable,
            expiresAt: body.expiresAt === null ? null : new Date(body.expiresAt),
          },
          now,
        );
      });
      request.log.info(
        {
          ops: 'bonus.grant',
          merchant: params.code,
          member: body.memberId,
          bonus: granted.bonus.id.toString(),
          created: granted.created,
        },
        'operator change',
      );
      if (granted.created && !body.claimable)
        await publishBalance(platform, merchant, body.memberId);
      return { ...opsView(granted.bonus, merchant.money), created: granted.created };
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/bonuses/:id/cancel',
    params: merchantIdParams,
    output: opsBonus,
    handler: async ({ params }, request) => {
      const merchant = await opsMerchant(platform, params.code);
      const row = await cancelBonus(db, merchant, params.id, platform.clock.now());
      if (!row) {
        const [exists] = await db.query('select 1 from bonus where merchant_id = $1 and id = $2', [
          merchant.id,
          params.id,
        ]);
        throw new AppError(exists ? 'reward_not_claimable' : 'not_found');
      }
      request.log.info(
        { ops: 'bonus.cancel', merchant: params.code, bonus: params.id },
        'operator change',
      );
      return opsView(row, merchant.money);
    },
  });
}
