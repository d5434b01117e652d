import { rewardsEndpoints } from '@portal/contract/rewards';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Platform } from '../../../platform.ts';
import { pick } from '../../content/localized.ts';
import { actionablePromotions } from '../../content/promotion-store.ts';
import { dayRange, pageOf } from '../../histories/day-range.ts';
import { requireRealMember } from '../../session/policies.ts';
import { turnoverRemaining } from '../../withdrawals/turnover.ts';
import { bonusColumns, bonusView, type BonusRow } from './bonus-store.ts';
import { claimBonus } from './claim.ts';
import { claimOnce } from './claim-once.ts';

/**
 * The member's bonus calls: bonus details (every bonus of a period, with filters), the reward
 * centre (what can be claimed now) and the claim. Real members only (trial accounts get none).
 */
export function registerBonusRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;

  registerEndpoint(
    app,
    rewardsEndpoints.bonusDetails,
    async ({ input, merchant, session, language }) => {
      const s = session!;
      requireRealMember(s);
      const range = dayRange(input.startDate, input.endDate, merchant.timeZone);
      // $1 merchant, $2 member, $3 from, $4 to, $5 source, $6 state, $7 now.
      const where = `b.merchant_id = $1 and b.member_id = $2
        and b.created_at >= $3 and b.created_at < $4 and ($5::text is null or b.source = $5)`;
      const filtered = `select ${bonusColumns(7)} from bonus b where ${where}`;
      const params = [
        merchant.id,
        s.memberId,
        range.from,
        range.to,
        input.source ?? null,
        input.state ?? null,
        new Date(platform.clock.now()),
      ];
      const rows = await db.query<BonusRow & { total: number }>(
        `select x.*, count(*) over ()::int as total from (${filtered}) x
         where $6::text is null or x.state = $6
         order by x.created_at desc, x.id desc limit $8 offset $9`,
        [...params, input.pageSize, (input.pageNo - 1) * input.pageSize],
      );
      const [sums] = await db.query<{ credited: bigint; n: number }>(
        `select coalesce(sum(x.amount) filter (where x.state in ('issued', 'claimed')), 0)::int8
           as credited, count(*)::int as n
         from (${filtered}) x where $6::text is null or x.state = $6`,
        params,
      );
      const turnover = await turnoverRemaining(db, {
        merchantId: merchant.id,
        memberId: s.memberId,
        currency: merchant.currency,
      });
      return {
        list: rows.map((row) => bonusView(row, merchant, language)),
        ...pageOf(sums?.n ?? 0, input),
        creditedTotal: merchant.money.format(sums?.credited ?? 0n),
        turnoverRemaining: merchant.money.format(turnover.remaining),
      };
    },
  );

  registerEndpoint(app, rewardsEndpoints.rewardCenter, async ({ merchant, session, language }) => {
    const s = session!;
    requireRealMember(s);
    const now = platform.clock.now();
    const claimable = await db.query<BonusRow>(
      `select ${bonusColumns(3)} from bonus b
       where b.merchant_id = $1 and b.member_id = $2 and b.state = 'pending'
         and (b.expires_at is null or b.expires_at > $3)
       order by b.created_at, b.id`,
      [merchant.id, s.memberId, new Date(now)],
    );
    const promotions = await actionablePromotions(db, merchant.id, s.memberId, now);
    return {
      claimable: claimable.map((row) => bonusView(row, merchant, language)),
      promotions: promotions.map((p) => ({
        promoId: p.id.toString(),
        title: pick(p.titles, language.toUpperCase(), merchant),
        kind: p.kind,
        endsAt: p.end_at?.toISOString() ?? null,
      })),
      count: claimable.length + promotions.length,
    };
  });

  registerEndpoint(
    app,
    rewardsEndpoints.claimReward,
    async ({ input, merchant, session, idempotencyKey, language }) => {
      const s = session!;
      requireRealMember(s);
      return claimOnce(
        platform,
        {
          merchant,
          memberId: s.memberId,
          key: idempotencyKey!,
          endpoint: rewardsEndpoints.claimReward.id,
          request: { bonusId: input.bonusId },
          language,
        },
        () =>
          claimBonus(db, merchant, {
            memberId: s.memberId,
            bonusId: input.bonusId,
            now: platform.clock.now(),
          }),
      );
    },
  );
}
