import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerCrashRoutes } from './crash-routes.ts';
import { registerPgeApi } from './game-server.ts';
import { registerPgePages } from './pages.ts';
import { registerWinRetry } from './win-retry.ts';

/** The in-house provider PGE: its pages, their API and the verifier, all under `/play`. */
export async function registerPge(app: FastifyInstance, platform: Platform): Promise<void> {
  registerPgeApi(app, platform);
  registerCrashRoutes(app, platform);
  await registerPgePages(app, platform);
  registerWinRetry(app, platform);
}
