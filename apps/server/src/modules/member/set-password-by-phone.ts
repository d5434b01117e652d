import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import { throwIfFieldErrors } from '../accounts/field-errors.ts';
import { memberByMobile } from '../accounts/member-repo.ts';
import { requireModule } from '../accounts/module-switches.ts';
import { replacePassword } from '../accounts/password-change.ts';
import { checkNewPassword } from '../accounts/register-rules.ts';
import { consumeSmsCode } from '../accounts/sms-codes.ts';
import { hashPassword } from '../../auth/password.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';

/**
 * POST /wps/member/password/verification (encrypted): sets a new password with an SMS code of
 * purpose `reset` sent to the registered mobile. The code is single use; every session of the
 * member ends; the answer names the account so the client can log in with it.
 */
export function registerSetPasswordByPhone(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    memberEndpoints.setPasswordByPhone,
    async ({ input, merchant, request, language }) => {
      await requireModule(platform, merchant, 'SMS_VERIFICATION');
      const fields: Record<string, string> = {};
      checkNewPassword(
        (await platform.systemCache.get(merchant)).registerRules,
        input.newPassword,
        input.confirmNewPassword,
        { password: 'newPassword', confirmation: 'confirmNewPassword' },
        language,
        fields,
      );
      throwIfFieldErrors(fields, ['confirmNewPassword']);
      const target = { merchant, countryCode: input.countryDialingCode, mobile: input.mobileNum };
      // Codes go only to registered numbers, so an unknown number fails here like a wrong code.
      await consumeSmsCode(platform, target, 'reset', input.verificationCode);
      const member = await memberByMobile(
        platform.db,
        merchant.id,
        input.countryDialingCode,
        input.mobileNum,
      );
      if (!member) throw new AppError('invalid_verification_code');
      const hash = await hashPassword(input.newPassword, platform.config.passwordHashCost);
      const ended = await platform.db.transaction((tx) =>
        replacePassword(platform, tx, {
          merchantId: merchant.id,
          memberId: member.id,
          hash,
          ip: request.ip,
          action: 'password_reset',
          via: 'sms',
        }),
      );
      await platform.sessionStore.forget(ended);
      return { account: member.account };
    },
  );
}
