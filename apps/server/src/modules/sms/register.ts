import { smsEndpoints } from '@portal/contract/sms';
import type { FastifyInstance } from 'fastify';
import { memberByMobile } from '../accounts/member-repo.ts';
import { sendSmsCode, throttleSms } from '../accounts/sms-codes.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';

/**
 * POST /wps/verification/sms/register: an SMS code for registering a mobile number, while SMS
 * verification of registrations is on. An already registered number is refused with
 * `mobile_taken` (registration would refuse it anyway).
 */
export function registerSmsRegister(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, smsEndpoints.register, async ({ input, merchant, request }) => {
    const { registerSetting } = await platform.systemCache.get(merchant);
    if (!registerSetting.smsVerification) throw new AppError('feature_disabled');
    const target = { merchant, countryCode: input.countryDialingCode, mobile: input.mobileNo };
    await throttleSms(platform, target, request.ip);
    if (await memberByMobile(platform.db, merchant.id, target.countryCode, target.mobile))
      throw new AppError('mobile_taken');
    return sendSmsCode(platform, target, 'register');
  });
}
