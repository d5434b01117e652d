import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerClaimRaffle } from './claim-raffle.ts';

/** The rewards module: raffle claims (missions, VIP, rebate and referral come later). */
export function registerRewardsRoutes(app: FastifyInstance, platform: Platform): void {
  registerClaimRaffle(app, platform);
}
