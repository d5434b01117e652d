import { memberEndpoints } from '@portal/contract/member';
import { messageText } from '@portal/contract/messages';
import type { FastifyInstance } from 'fastify';
import { throwIfFieldErrors } from '../accounts/field-errors.ts';
import { memberById } from '../accounts/member-repo.ts';
import { replacePassword } from '../accounts/password-change.ts';
import { checkNewPassword } from '../accounts/register-rules.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';

/**
 * POST /wps/member/password (encrypted): changes the login password. Trial accounts cannot.
 * The old password is required unless the session is in the forced-change state (the default
 * or an expired password, typed at this very login); when sent, it is always verified.
 * CHNGPASSVERIF3 changes nothing here: the form decides from it whether to ask. Wrong old
 * passwords are limited per member like logins. Every session of the member ends; the changer
 * gets a fresh token.
 */
export function registerChangePassword(app: FastifyInstance, platform: Platform): void {
  const { config, limiter } = platform;
  registerEndpoint(
    app,
    memberEndpoints.changePassword,
    async ({ input, merchant, session, request, language }) => {
      const s = session!;
      requireRealMember(s);
      const fields: Record<string, string> = {};
      checkNewPassword(
        (await platform.systemCache.get(merchant)).registerRules,
        input.newPassword,
        input.confirmNewPassword,
        { password: 'newPassword', confirmation: 'confirmNewPassword' },
        language,
        fields,
      );
      const needOld = !s.forcePasswordChange || Boolean(input.oldPassword);
      if (needOld && !input.oldPassword)
        fields.oldPassword = messageText('field_required', language);
      throwIfFieldErrors(fields, ['confirmNewPassword']);

      const lockKey = `pwchange:${merchant.id}:${s.memberId}`;
      const windowMs = config.loginFailureWindowMinutes * 60_000;
      const locked = await limiter.lockedFor(lockKey);
      if (locked > 0) {
        throw new AppError('too_many_requests', undefined, undefined, {
          retryAfterSeconds: Math.ceil(locked / 1000),
        });
      }
      const member = await memberById(platform.db, merchant.id, s.memberId);
      if (!member) throw new AppError('in_no_login');
      if (needOld) {
        const ok = member.password_hash
          ? await verifyPassword(input.oldPassword!, member.password_hash)
          : false;
        if (!ok) {
          if ((await limiter.hit(lockKey, windowMs)) >= config.loginLockAfter)
            await limiter.lock(lockKey, config.lockoutMinutes * 60_000);
          throw new AppError('wrong_old_password');
        }
      }
      if (member.password_hash && (await verifyPassword(input.newPassword, member.password_hash)))
        throw new AppError('password_reuse');
      const hash = await hashPassword(input.newPassword, config.passwordHashCost);
      const { token, ended } = await platform.db.transaction(async (tx) => {
        const endedSessions = await replacePassword(platform, tx, {
          merchantId: merchant.id,
          memberId: s.memberId,
          hash,
          ip: request.ip,
          action: 'password_change',
          via: 'change',
        });
        const issued = await platform.sessionStore.issue(tx, {
          merchantId: merchant.id,
          memberId: s.memberId,
          side: s.side,
          ip: request.ip,
        });
        return { token: issued.token, ended: endedSessions };
      });
      await limiter.reset(lockKey, windowMs);
      await platform.sessionStore.forget(ended);
      return { token };
    },
  );
}
