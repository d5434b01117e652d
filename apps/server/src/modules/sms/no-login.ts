import { smsEndpoints } from '@portal/contract/sms';
import type { FastifyInstance } from 'fastify';
import { memberByMobile } from '../accounts/member-repo.ts';
import { requireModule } from '../accounts/module-switches.ts';
import { sendSmsCode, throttleSms } from '../accounts/sms-codes.ts';
import { tokenHash } from '../../auth/session.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';

/**
 * POST /wps/verification/sms/noLogin: an SMS code for logging in (SMS_LOGIN), resetting the
 * password (SMS_VERIFICATION) or proving a new device (with the held login's challengeId).
 * Codes go only to registered numbers (device codes only to the challenged member's), but the
 * answer and the throttling are the same either way, so numbers cannot be enumerated.
 */
export function registerSmsNoLogin(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, smsEndpoints.noLogin, async ({ input, merchant, request }) => {
    const { purpose } = input;
    if (purpose === 'login') await requireModule(platform, merchant, 'SMS_LOGIN');
    if (purpose === 'reset') await requireModule(platform, merchant, 'SMS_VERIFICATION');
    const target = { merchant, countryCode: input.countryDialingCode, mobile: input.mobileNum };
    await throttleSms(platform, target, request.ip);
    const answer = { expiredMinutes: platform.config.smsCodeMinutes };
    const member = await memberByMobile(
      platform.db,
      merchant.id,
      input.countryDialingCode,
      input.mobileNum,
    );
    if (!member || member.type === platform.config.trialType) return answer;
    if (purpose !== 'device') return sendSmsCode(platform, target, purpose);
    if (!input.challengeId) return answer;
    const hash = tokenHash(input.challengeId);
    const [challenge] = await platform.db.query(
      `select 1 from two_factor_challenge
       where challenge_hash = $1 and merchant_id = $2 and member_id = $3
         and completed_at is null and expires_at > $4`,
      [hash, merchant.id, member.id, new Date(platform.clock.now())],
    );
    return challenge ? sendSmsCode(platform, target, 'device', hash) : answer;
  });
}
