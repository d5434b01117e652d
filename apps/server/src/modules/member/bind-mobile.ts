import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import { maskedMobile, memberById, memberByMobile } from '../accounts/member-repo.ts';
import { consumeSmsCode } from '../accounts/sms-codes.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { requireRealMember } from '../session/policies.ts';
import { bindCodeOwner } from '../sms/bind.ts';
import { checkBindPassword, isUniqueViolation } from './bind-password.ts';

/**
 * PUT /wps/member/mobile (encrypted): binds or changes the member's mobile number with the
 * `bind` code sent to that number for this member (login or reset codes never bind). The
 * password is checked before the code, so a wrong password leaves the code usable. Answers
 * the number masked like the member info.
 */
export function registerBindMobile(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    memberEndpoints.bindMobile,
    async ({ input, merchant, session, request, language }) => {
      const s = session!;
      requireRealMember(s);
      const member = await memberById(platform.db, merchant.id, s.memberId);
      if (!member) throw new AppError('in_no_login');
      const countryCode = input.countryDialingCode;
      const mobile = input.mobileNum;
      if (member.mobile_country_code === countryCode && member.mobile_number === mobile)
        throw new AppError('mobile_unchanged');
      if (await memberByMobile(platform.db, merchant.id, countryCode, mobile))
        throw new AppError('mobile_taken');
      await checkBindPassword(platform, merchant, member, input.password, language);
      await consumeSmsCode(
        platform,
        { merchant, countryCode, mobile },
        'bind',
        input.verificationCode,
        bindCodeOwner(s.memberId),
      );
      try {
        await platform.db.transaction(async (tx) => {
          await tx.query(
            'update member set mobile_country_code = $3, mobile_number = $4 where merchant_id = $1 and id = $2',
            [merchant.id, s.memberId, countryCode, mobile],
          );
          await recordAudit(tx, {
            merchantId: merchant.id,
            memberId: s.memberId,
            action: 'mobile_bind',
            ip: request.ip,
            // Never the number itself: the masked form says enough for an operator.
            detail: {
              mobile: maskedMobile(countryCode, mobile),
              changed: member.mobile_number !== null,
            },
          });
        });
      } catch (err) {
        // Another member bound the number between the check and the update.
        if (isUniqueViolation(err)) throw new AppError('mobile_taken');
        throw err;
      }
      return { mobileNum: maskedMobile(countryCode, mobile) };
    },
  );
}
