import type { FastifyInstance } from 'fastify';
import { expireCodes, expireCodesJob } from '../accounts/one-time-codes.ts';
import type { Platform } from '../../platform.ts';
import { registerSmsBind } from './bind.ts';
import { registerSmsNoLogin } from './no-login.ts';
import { registerSmsRegister } from './register.ts';

/**
 * The SMS module: verification codes for login, reset, new devices, registration and binding a
 * number to the logged-in member, and an hourly job that deletes codes (SMS and email) expired
 * for a day.
 */
export function registerSmsRoutes(app: FastifyInstance, platform: Platform): void {
  registerSmsNoLogin(app, platform);
  registerSmsRegister(app, platform);
  registerSmsBind(app, platform);
  platform.jobs.every(expireCodesJob, 3600, async () => {
    await expireCodes(platform.db, platform.clock.now());
  });
}
