import { launchEndpoints } from '@portal/contract/launch';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { launch } from './launch.ts';

/** POST /wps/relay/GCS_gameLaunchFB: launch a game or lobby (free play without a session). */
export function registerLaunchFb(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, launchEndpoints.launchFb, (context) => launch(platform, context), {
    rateLimit: { name: 'launch', max: 120, windowMs: 60_000 },
  });
}
