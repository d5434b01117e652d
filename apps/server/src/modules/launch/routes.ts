import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerDemoPage } from './demo-page.ts';
import { registerLaunchFb } from './launch-fb.ts';
import { registerLaunchGame } from './launch-game.ts';

/** The launch module: the two launch calls and the demo vendors' pages. */
export function registerLaunchRoutes(app: FastifyInstance, platform: Platform): void {
  registerLaunchFb(app, platform);
  registerLaunchGame(app, platform);
  registerDemoPage(app, platform);
}
