import { smsEndpoints } from '@portal/contract/sms';
import type { FastifyInstance } from 'fastify';
import { memberByMobile } from '../accounts/member-repo.ts';
import { sendSmsCode, throttleSms } from '../accounts/sms-codes.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';

/**
 * The tag a `bind` code carries in `sms_code.challenge_hash`: the member who asked. Only that
 * member's `PUT /wps/member/mobile` looks codes up with it, so a code one member received can
 * never bind the number to another.
 */
export function bindCodeOwner(memberId: string): string {
  return `member:${memberId}`;
}

/**
 * POST /wps/verification/sms/bind: a code to the number the logged-in member wants to bind.
 * Trial accounts cannot bind. Throttled like every SMS send; a number another member of the
 * merchant holds answers `mobile_taken`, the member's own `mobile_unchanged`.
 */
export function registerSmsBind(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, smsEndpoints.bind, async ({ input, merchant, session, request }) => {
    const s = session!;
    requireRealMember(s);
    const target = { merchant, countryCode: input.countryDialingCode, mobile: input.mobileNum };
    await throttleSms(platform, target, request.ip);
    const owner = await memberByMobile(platform.db, merchant.id, target.countryCode, target.mobile);
    if (owner) throw new AppError(owner.id === s.memberId ? 'mobile_unchanged' : 'mobile_taken');
    return sendSmsCode(platform, target, 'bind', bindCodeOwner(s.memberId));
  });
}
