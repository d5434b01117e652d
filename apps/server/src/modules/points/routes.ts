import { pointsEndpoints } from '@portal/contract/points';
import type { PointType } from '@portal/contract/points/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { pageOf } from '../histories/day-range.ts';
import { entryPage } from '../histories/entry-page.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { requireRealMember } from '../session/policies.ts';
import { idempotent } from '../wallet/idempotent-request.ts';
import { publishBalance } from '../wallet/wallet-services.ts';
import { checkWithdrawPassword } from '../withdrawals/withdraw-password.ts';
import { registerPointsEarning } from './earning.ts';
import { pointBalance, pointsCurrency } from './point-accounts.ts';
import { pointsSettings, type PointsSettings } from './points-settings.ts';
import { convertPoints, redeemReward } from './redeem.ts';
import {
  redemptionColumns,
  redemptionRef,
  redemptionView,
  type RedemptionRow,
} from './redemption-view.ts';
import { rewardShelf } from './rewards.ts';

/** The point type of a ledger kind of the points currency (`points_rng` earns rng...). */
const pointTypeSql = `case t.kind
  when 'points_live' then 'live' when 'points_lottery' then 'lottery' when 'points_pvp' then 'pvp'
  when 'points_rng' then 'rng' when 'points_sports' then 'sports'
  when 'points_deposit' then 'deposit' else 'redeem' end`;

/** A movement's remark: the redemption it belongs to, or nothing for earnings. */
function detailRemark(key: string): string {
  const redemption = /^points-(?:redemption|refund):([0-9]+)$/u.exec(key);
  return redemption ? redemptionRef(redemption[1]!) : '';
}

/** The rules as the config call shows them. */
function configView(settings: PointsSettings, merchant: Merchant) {
  const money = (decimal: string) => merchant.money.format(merchant.money.parse(decimal));
  return {
    enabled: settings.enabled,
    earning: Object.entries(settings.earning).map(([type, rule]) => ({
      type: type as Exclude<PointType, 'redeem'>,
      unit: money(rule.unit),
      points: rule.points,
    })),
    convert: {
      enabled: settings.convert.enabled,
      points: settings.convert.points,
      amount: money(settings.convert.amount),
      minPoints: settings.convert.minPoints,
      turnoverMultiple: String(settings.convert.turnoverMultiple),
    },
    expires: false as const,
  };
}

/**
 * The points mall's seven calls (spec section 7 "Points") and its earning job. Every call needs
 * a real member (trial accounts are refused) and an open mall (`points_disabled` otherwise).
 * Redeem and convert check the withdrawal password, then run once per Idempotency-Key.
 */
export function registerPointsRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  registerPointsEarning(platform, app.log);

  /** The member's session and the brand's rules, refusing a closed mall. */
  async function open(merchant: Merchant, session: Parameters<typeof requireRealMember>[0] | null) {
    const s = session!;
    requireRealMember(s);
    const settings = await pointsSettings(db, merchant);
    if (!settings.enabled) throw new AppError('points_disabled');
    return { s, settings };
  }

  registerEndpoint(app, pointsEndpoints.balance, async ({ merchant, session }) => {
    const { s } = await open(merchant, session);
    return { points: (await pointBalance(db, merchant.id, s.memberId)).toString() };
  });

  registerEndpoint(app, pointsEndpoints.config, async ({ merchant, session }) => {
    const s = session!;
    requireRealMember(s);
    return configView(await pointsSettings(db, merchant), merchant);
  });

  registerEndpoint(app, pointsEndpoints.rewards, async ({ merchant, session, language }) => {
    await open(merchant, session);
    return { list: await rewardShelf(db, merchant, language) };
  });

  registerEndpoint(app, pointsEndpoints.redeemList, async ({ input, merchant, session }) => {
    const { s } = await open(merchant, session);
    const rows = await db.query<RedemptionRow & { total: number }>(
      `select ${redemptionColumns()}, count(*) over ()::int as total from point_redemption
       where merchant_id = $1 and member_id = $2 and ($3::text is null or status = $3)
       order by id desc limit $4 offset $5`,
      [
        merchant.id,
        s.memberId,
        input.status ?? null,
        input.pageSize,
        (input.pageNo - 1) * input.pageSize,
      ],
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && input.pageNo > 1) {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from point_redemption where merchant_id = $1 and member_id = $2
           and ($3::text is null or status = $3)`,
        [merchant.id, s.memberId, input.status ?? null],
      );
      total = row?.n ?? 0;
    }
    return { list: rows.map((row) => redemptionView(row, merchant)), ...pageOf(total, input) };
  });

  registerEndpoint(app, pointsEndpoints.details, async ({ input, merchant, session }) => {
    const { s } = await open(merchant, session);
    const { rows, total } = await entryPage<PointType>(db, merchant, {
      memberId: s.memberId,
      account: { kind: 'points', currency: pointsCurrency },
      typeSql: pointTypeSql,
      type: input.type,
      startDate: input.startDate,
      endDate: input.endDate,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    });
    return {
      list: rows.map((row) => ({
        id: row.entry_id.toString(),
        time: row.created_at.toISOString(),
        type: row.type,
        points: row.amount.toString(),
        balance: row.balance_after.toString(),
        remark: detailRemark(row.idempotency_key),
      })),
      ...pageOf(total, input),
    };
  });

  registerEndpoint(
    app,
    pointsEndpoints.redeem,
    async ({ input, merchant, session, idempotencyKey, language }) => {
      const { s } = await open(merchant, session);
      await checkWithdrawPassword(platform, s, input.withdrawPassword);
      const request = {
        rewardId: input.rewardId,
        quantity: input.quantity,
        shipping: input.shipping ?? null,
      };
      return idempotent(
        db,
        {
          merchantId: merchant.id,
          memberId: s.memberId,
          key: idempotencyKey!,
          endpoint: pointsEndpoints.redeem.id,
          request,
          waitMs: 5000,
        },
        async () => {
          const row = await redeemReward(db, merchant, {
            memberId: s.memberId,
            key: idempotencyKey!,
            ...request,
            language,
          });
          return {
            record: redemptionView(row, merchant),
            points: (await pointBalance(db, merchant.id, s.memberId)).toString(),
          };
        },
      );
    },
  );

  registerEndpoint(
    app,
    pointsEndpoints.convert,
    async ({ input, merchant, session, idempotencyKey }) => {
      const { s, settings } = await open(merchant, session);
      await checkWithdrawPassword(platform, s, input.withdrawPassword);
      const points = BigInt(input.points);
      return idempotent(
        db,
        {
          merchantId: merchant.id,
          memberId: s.memberId,
          key: idempotencyKey!,
          endpoint: pointsEndpoints.convert.id,
          request: { points },
          waitMs: 5000,
        },
        async () => {
          const row = await convertPoints(db, merchant, settings, {
            memberId: s.memberId,
            key: idempotencyKey!,
            points,
          });
          publishBalance(platform, merchant, s.memberId);
          const member = {
            merchantId: merchant.id,
            memberId: s.memberId,
            currency: merchant.currency,
          };
          return {
            record: redemptionView(row, merchant),
            points: (await pointBalance(db, merchant.id, s.memberId)).toString(),
            balance: merchant.money.format(await mainBalance(db, member)),
          };
        },
      );
    },
  );
}
