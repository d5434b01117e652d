import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerAffiliate } from './affiliate.ts';

/** The agent module (accounts part): invitation-code check. */
export function registerAgentRoutes(app: FastifyInstance, platform: Platform): void {
  registerAffiliate(app, platform);
}
