import { smsEndpoints } from '@portal/contract/sms';
import type { FastifyInstance } from 'fastify';
import { memberByMobile } from '../accounts/member-repo.ts';
import { requireModule } from '../accounts/module-switches.ts';
import { sendSmsCode, throttleChallengeSms, throttleSms } from '../accounts/sms-codes.ts';
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
    const answer = { expiredMinutes: platform.config.smsCodeMinutes };
    if (purpose === 'device') {
      // A new code for a held login: only the one who gave the password holds the challenge,
      // so it spends the member's own challenge budget, never the number's public one.
      const challenge = input.challengeId ? await heldLogin(input.challengeId) : null;
      if (!challenge) {
        await throttleSms(platform, target, request.ip);
        return answer;
      }
      await throttleChallengeSms(platform, merchant.id, challenge.memberId);
      return sendSmsCode(platform, target, 'device', challenge.hash);
    }
    await throttleSms(platform, target, request.ip);
    const member = await memberByMobile(
      platform.db,
      merchant.id,
      input.countryDialingCode,
      input.mobileNum,
    );
    if (!member || member.type === platform.config.trialType) return answer;
    return sendSmsCode(platform, target, purpose);

    /** The pending login a challenge id holds, for this number's member. */
    async function heldLogin(challengeId: string) {
      const hash = tokenHash(challengeId);
      const [row] = await platform.db.query<{ member_id: string }>(
        `select c.member_id::text as member_id from two_factor_challenge c
         join member m on m.id = c.member_id
         where c.challenge_hash = $1 and c.merchant_id = $2 and m.mobile_country_code = $3
           and m.mobile_number = $4 and c.completed_at is null and c.expires_at > $5`,
        [
          hash,
          merchant.id,
          input.countryDialingCode,
          input.mobileNum,
          new Date(platform.clock.now()),
        ],
      );
      return row ? { hash, memberId: row.member_id } : null;
    }
  });
}
