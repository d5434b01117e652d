import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerSmsBind } from './bind.ts';
import { registerSmsNoLogin } from './no-login.ts';
import { registerSmsRegister } from './register.ts';

/**
 * The SMS module: verification codes for login, reset, new devices, registration and binding a
 * number to the logged-in member.
 */
export function registerSmsRoutes(app: FastifyInstance, platform: Platform): void {
  registerSmsNoLogin(app, platform);
  registerSmsRegister(app, platform);
  registerSmsBind(app, platform);
}
