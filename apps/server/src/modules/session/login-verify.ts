import { sessionEndpoints } from '@portal/contract/session';
import type { FastifyInstance } from 'fastify';
import { completeLogin } from '../accounts/login-flow.ts';
import { memberById } from '../accounts/member-repo.ts';
import { consumeSmsCode } from '../accounts/sms-codes.ts';
import { tokenHash } from '../../auth/session.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';

/**
 * POST /wps/session/login/verify: finishes a login held for a new IP with the SMS code sent to
 * the registered mobile. The pending session ends, a real one starts, and the IP is known
 * from then on.
 */
export function registerLoginVerify(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, sessionEndpoints.verifyDevice, async ({ input, merchant, request }) => {
    const hash = tokenHash(input.challengeId);
    const [challenge] = await platform.db.query<{
      member_id: string;
      side: 'member' | 'agent';
      force_password_change: boolean;
      password_expired: boolean;
      expires_at: Date;
    }>(
      `select member_id::text as member_id, side, force_password_change, password_expired, expires_at
       from two_factor_challenge
       where challenge_hash = $1 and merchant_id = $2 and completed_at is null`,
      [hash, merchant.id],
    );
    if (!challenge) throw new AppError('invalid_verification_code');
    if (challenge.expires_at.getTime() <= platform.clock.now())
      throw new AppError('sms_code_expired');
    const member = await memberById(platform.db, merchant.id, challenge.member_id);
    if (!member?.mobile_country_code || !member.mobile_number)
      throw new AppError('invalid_verification_code');
    await consumeSmsCode(
      platform,
      { merchant, countryCode: member.mobile_country_code, mobile: member.mobile_number },
      'device',
      input.code,
      hash,
    );
    const { output, ended } = await platform.db.transaction(async (tx) => {
      const done = await tx.query(
        `update two_factor_challenge set completed_at = now()
         where challenge_hash = $1 and completed_at is null returning 1`,
        [hash],
      );
      if (done.length === 0) throw new AppError('invalid_verification_code');
      const pending = await platform.sessionStore.endOne(tx, hash, 'verified');
      const result = await completeLogin(platform, tx, {
        merchant,
        member,
        side: challenge.side,
        ip: request.ip,
        forcePasswordChange: challenge.force_password_change,
        passwordExpired: challenge.password_expired,
        auditDetail: { via: 'device_check' },
      });
      return { output: result, ended: pending ? [pending] : [] };
    });
    await platform.sessionStore.forget(ended);
    return output;
  });
}
