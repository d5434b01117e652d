import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import { sendEmailCode, throttleEmailCode } from '../accounts/email-codes.ts';
import { memberById } from '../accounts/member-repo.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';

/**
 * POST /wps/member/email/code: emails a code to the address the logged-in member wants to
 * bind (trial accounts cannot). One a minute and a few an hour per member; the member's own
 * address answers `email_unchanged`.
 */
export function registerEmailCode(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, memberEndpoints.emailCode, async ({ input, merchant, session }) => {
    const s = session!;
    requireRealMember(s);
    const member = await memberById(platform.db, merchant.id, s.memberId);
    if (!member) throw new AppError('in_no_login');
    if (member.email?.toLowerCase() === input.email.toLowerCase())
      throw new AppError('email_unchanged');
    await throttleEmailCode(platform, { merchant, memberId: s.memberId });
    return sendEmailCode(platform, { merchant, memberId: s.memberId, email: input.email });
  });
}
