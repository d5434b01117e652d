import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerNewGameVendor } from './new-game-vendor.ts';
import { registerVassGameType } from './vass-game-type.ts';

/** The vendors module: vendors per game type, and one vendor's types and classifies. */
export function registerVendorsRoutes(app: FastifyInstance, platform: Platform): void {
  registerNewGameVendor(app, platform);
  registerVassGameType(app, platform);
}
