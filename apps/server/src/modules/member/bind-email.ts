import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import { consumeEmailCode } from '../accounts/email-codes.ts';
import { maskedEmail, memberById } from '../accounts/member-repo.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { requireRealMember } from '../session/policies.ts';
import { checkBindPassword } from './bind-password.ts';

/**
 * PUT /wps/member/email (encrypted): binds or changes the member's email with the code this
 * member had sent to that address. The password is checked before the code, so a wrong
 * password leaves the code usable. Answers the address masked like the member info.
 */
export function registerBindEmail(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    memberEndpoints.bindEmail,
    async ({ input, merchant, session, request, language }) => {
      const s = session!;
      requireRealMember(s);
      const member = await memberById(platform.db, merchant.id, s.memberId);
      if (!member) throw new AppError('in_no_login');
      const email = input.email;
      if (member.email?.toLowerCase() === email.toLowerCase())
        throw new AppError('email_unchanged');
      await checkBindPassword(platform, merchant, member, input.password, language);
      await consumeEmailCode(
        platform,
        { merchant, memberId: s.memberId, email },
        input.verificationCode,
      );
      await platform.db.transaction(async (tx) => {
        await tx.query('update member set email = $3 where merchant_id = $1 and id = $2', [
          merchant.id,
          s.memberId,
          email,
        ]);
        await recordAudit(tx, {
          merchantId: merchant.id,
          memberId: s.memberId,
          action: 'email_bind',
          ip: request.ip,
          detail: { email: maskedEmail(email), changed: member.email !== null },
        });
      });
      return { email: maskedEmail(email) };
    },
  );
}
