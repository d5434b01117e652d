import { rewardsOpsEndpoints } from '@portal/contract/rewards/ops';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { ungated } from '../ops/operators/operator-act.ts';
import { seedHash } from '../pge/fair.ts';

/**
 * The operator's read of a prize-table raffle's draw, to publish for checking: the seed's
 * SHA-256, the seed itself once the raffle has ended (no claim can use it any more), the table
 * and every claim's roll. A promotion of the request's merchant without a prize table is not
 * found.
 */
export function registerRaffleDraw(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  registerEndpoint(
    app,
    rewardsOpsEndpoints.opsRaffleDraw,
    async ({ input, merchant }) => {
      const [promo] = await db.query<{
        prize_table: Array<{ amount: string; weight: number }>;
        draw_seed: string;
        end_at: Date | null;
      }>(
        `select prize_table, draw_seed, end_at from promotion
         where merchant_id = $1 and id = $2 and prize_table is not null`,
        [merchant.id, input.promoId],
      );
      if (!promo) throw new AppError('not_found');
      const claims = await db.query<{ member_id: string; amount: bigint; roll: number }>(
        `select member_id::text as member_id, amount, roll from raffle_claim
         where promotion_id = $1 order by created_at, member_id`,
        [input.promoId],
      );
      const ended = promo.end_at !== null && promo.end_at.getTime() <= platform.clock.now();
      return {
        seedHash: seedHash(promo.draw_seed),
        seed: ended ? promo.draw_seed : null,
        table: promo.prize_table.map((prize) => ({
          amount: merchant.money.format(BigInt(prize.amount)),
          weight: prize.weight,
        })),
        claims: claims.map((c) => ({
          memberId: c.member_id,
          amount: merchant.money.format(c.amount),
          roll: c.roll,
        })),
      };
    },
    ungated,
  );
}
