import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerBindEmail } from './bind-email.ts';
import { registerBindMobile } from './bind-mobile.ts';
import { registerChangePassword } from './change-password.ts';
import { registerEmailCode } from './email-code.ts';
import { registerFirstLogin } from './first-login.ts';
import { registerForgotByEmail } from './forgot-by-email.ts';
import { registerIcon } from './icon.ts';
import { registerInfo } from './info.ts';
import { registerLanguage } from './language.ts';
import { registerRegister } from './register.ts';
import { registerRegisterMobile } from './register-mobile.ts';
import { registerResetByEmail } from './reset-by-email.ts';
import { registerSetPasswordByPhone } from './set-password-by-phone.ts';

/**
 * The member module: info, avatar, registration, passwords, first login, language and binding
 * the mobile number and the email.
 */
export function registerMemberRoutes(app: FastifyInstance, platform: Platform): void {
  registerInfo(app, platform);
  registerIcon(app, platform);
  registerRegister(app, platform);
  registerRegisterMobile(app, platform);
  registerChangePassword(app, platform);
  registerForgotByEmail(app, platform);
  registerResetByEmail(app, platform);
  registerSetPasswordByPhone(app, platform);
  registerFirstLogin(app, platform);
  registerLanguage(app, platform);
  registerBindMobile(app, platform);
  registerEmailCode(app, platform);
  registerBindEmail(app, platform);
}
