import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerFreeplay } from './freeplay.ts';
import { registerHandoff } from './handoff.ts';
import { registerLogin } from './login.ts';
import { registerLoginVerify } from './login-verify.ts';
import { registerLogout } from './logout.ts';

/** The session module: login, device check, logout, free play and the app QR hand-off. */
export function registerSessionRoutes(app: FastifyInstance, platform: Platform): void {
  registerLogin(app, platform);
  registerLoginVerify(app, platform);
  registerLogout(app, platform);
  registerFreeplay(app, platform);
  registerHandoff(app, platform);
}
