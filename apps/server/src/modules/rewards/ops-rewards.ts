import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { opsMerchant } from '../content/ops-common.ts';
import { opsRoute } from '../ops/ops-route.ts';
import { opsSettingRoutes } from '../ops/ops-setting.ts';
import { merchantParams } from '../ops/schema.ts';
import { seedHash } from '../pge/fair.ts';
import { missionsSetting } from './missions/mission-settings.ts';
import { rebateSetting } from './rebate/rebate-settings.ts';
import { rewardReferrals } from './referral/referral-rewards.ts';
import { referralSetting } from './referral/referral-settings.ts';
import { catchUpVip, setLevel } from './vip/vip-job.ts';
import { vipSetting, vipSettings } from './vip/vip-settings.ts';

/**
 * The operator's VIP, manual-rebate, mission and referral calls, inside the authenticated `/ops` scope:
 * - GET/PUT /ops/merchants/:code/vip/settings: the ladder, review period and bonus terms;
 * - GET/PUT /ops/merchants/:code/rebate/settings: minimum, daily cap, turnover, grace;
 * - GET/PUT /ops/merchants/:code/missions/settings: the missions and the leaderboard's size;
 * - GET/PUT /ops/merchants/:code/referral/settings: the referral reward and its conditions;
 * - POST /ops/merchants/:code/referral/run: rewards the referrers of qualified friends now;
 * - GET /ops/merchants/:code/promotions/:id/draw: a prize-table raffle's seed hash, its seed
 *   once the raffle has ended, the table and every claim's roll, to publish for checking;
 * - PUT /ops/merchants/:code/members/:memberId/vip {level}: sets a member's level by hand (no
 *   upgrade bonus; its progress is left as it is);
 * - POST /ops/merchants/:code/vip/run {asOf?}: runs the VIP job now until it has caught up;
 *   `asOf` (an ISO instant) only on a server with TEST_CLOCK.
 */
export function registerRewardsOps(ops: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  opsSettingRoutes(ops, platform, { path: 'vip/settings', key: 'vip', schema: vipSetting });
  opsSettingRoutes(ops, platform, {
    path: 'rebate/settings',
    key: 'rebate',
    schema: rebateSetting,
  });
  opsSettingRoutes(ops, platform, {
    path: 'missions/settings',
    key: 'missions',
    schema: missionsSetting,
  });
  opsSettingRoutes(ops, platform, {
    path: 'referral/settings',
    key: 'referral',
    schema: referralSetting,
  });

  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/promotions/:id/draw',
    params: merchantParams.extend({ id: z.string().regex(/^[1-9][0-9]{0,17}$/u) }),
    output: z.object({
      seedHash: z.string(),
      seed: z.string().nullable(),
      table: z.array(z.object({ amount: z.string(), weight: z.number() })),
      claims: z.array(z.object({ memberId: z.string(), amount: z.string(), roll: z.number() })),
    }),
    handler: async ({ params: p }) => {
      const merchant = await opsMerchant(platform, p.code);
      const [promo] = await db.query<{
        prize_table: Array<{ amount: string; weight: number }>;
        draw_seed: string;
        end_at: Date | null;
      }>(
        `select prize_table, draw_seed, end_at from promotion
         where merchant_id = $1 and id = $2 and prize_table is not null`,
        [merchant.id, p.id],
      );
      if (!promo) throw new AppError('not_found');
      const claims = await db.query<{ member_id: string; amount: bigint; roll: number }>(
        `select member_id::text as member_id, amount, roll from raffle_claim
         where promotion_id = $1 order by created_at, member_id`,
        [p.id],
      );
      // The seed is revealed once no more claims can be made with it.
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
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/referral/run',
    params: merchantParams,
    body: z.object({}),
    output: z.object({ rewarded: z.number() }),
    handler: async ({ params: p }) => {
      const merchant = await opsMerchant(platform, p.code);
      return { rewarded: await rewardReferrals(platform, merchant, platform.clock.now()) };
    },
  });

  opsRoute(ops, {
    method: 'PUT',
    url: '/ops/merchants/:code/members/:memberId/vip',
    params: merchantParams.extend({ memberId: z.string().regex(/^[1-9][0-9]{0,17}$/u) }),
    body: z.object({ level: z.number().int().min(0).max(49) }),
    output: z.object({ memberId: z.string(), from: z.number(), level: z.number() }),
    handler: async ({ params: p, body }) => {
      const merchant = await opsMerchant(platform, p.code);
      const settings = await vipSettings(db, merchant);
      if (body.level >= settings.levels.length) throw new AppError('invalid_input');
      return db.transaction(async (tx) => {
        const [member] = await tx.query<{ vip_level: number }>(
          'select vip_level from member where merchant_id = $1 and id = $2 for update',
          [merchant.id, p.memberId],
        );
        if (!member) throw new AppError('not_found');
        if (member.vip_level !== body.level)
          await setLevel(tx, merchant, {
            memberId: p.memberId,
            from: member.vip_level,
            to: body.level,
            reason: 'operator',
            since: new Date(platform.clock.now()),
          });
        return { memberId: p.memberId, from: member.vip_level, level: body.level };
      });
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/vip/run',
    params: merchantParams,
    body: z.object({ asOf: z.string().datetime().optional() }),
    output: z.object({
      ranAt: z.string(),
      runs: z.number(),
      upgrades: z.number(),
      downgrades: z.number(),
    }),
    handler: async ({ params: p, body }) => {
      const merchant = await opsMerchant(platform, p.code);
      if (body.asOf !== undefined && !platform.config.testClock) throw new AppError('forbidden');
      const now = body.asOf !== undefined ? Date.parse(body.asOf) : platform.clock.now();
      const runs = await catchUpVip(platform, merchant, now);
      return {
        ranAt: new Date(now).toISOString(),
        runs: runs.length,
        upgrades: runs.reduce((sum, run) => sum + run.upgrades, 0),
        downgrades: runs.reduce((sum, run) => sum + run.downgrades, 0),
      };
    },
  });
}
