import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerBonusRoutes } from './bonuses/routes.ts';
import { registerClaimRaffle } from './claim-raffle.ts';

/**
 * The rewards module: raffle claims and bonuses (bonus details, the reward centre and its
 * claims). Missions, VIP, manual rebate and referral are its next sub-features.
 */
export function registerRewardsRoutes(app: FastifyInstance, platform: Platform): void {
  registerClaimRaffle(app, platform);
  registerBonusRoutes(app, platform);
}
