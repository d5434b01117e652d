import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerBonusRoutes } from './bonuses/routes.ts';
import { registerClaimRaffle } from './claim-raffle.ts';
import { registerMissionRoutes } from './missions/routes.ts';
import { registerRebateRoutes } from './rebate/routes.ts';
import { registerReferralRoutes } from './referral/routes.ts';
import { registerVipRoutes } from './vip/routes.ts';

/**
 * The rewards module: raffle claims, bonuses (bonus details, the reward centre and its
 * claims), VIP ranks, manual rebate, missions with their leaderboard, and referral.
 */
export function registerRewardsRoutes(app: FastifyInstance, platform: Platform): void {
  registerClaimRaffle(app, platform);
  registerBonusRoutes(app, platform);
  registerVipRoutes(app, platform);
  registerRebateRoutes(app, platform);
  registerMissionRoutes(app, platform);
  registerReferralRoutes(app, platform);
}
