import { launchEndpoints } from '@portal/contract/launch';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { launch } from './launch.ts';

/** POST /wps/game/launchGame: the PVP and lottery launch; a session is required. */
export function registerLaunchGame(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, launchEndpoints.launchGame, (context) => launch(platform, context), {
    rateLimit: { name: 'launch', max: 120, windowMs: 60_000 },
  });
}
