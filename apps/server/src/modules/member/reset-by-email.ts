import { createHash } from 'node:crypto';
import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import { throwIfFieldErrors } from '../accounts/field-errors.ts';
import { replacePassword } from '../accounts/password-change.ts';
import { checkNewPassword } from '../accounts/register-rules.ts';
import { hashPassword } from '../../auth/password.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';

/**
 * POST /wps/member/password/reset: sets a new password with the token of a reset link. The
 * token works once and before its expiry; every session of the member ends.
 */
export function registerResetByEmail(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    memberEndpoints.resetByEmail,
    async ({ input, merchant, request, language }) => {
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
      const hash = await hashPassword(input.newPassword, platform.config.passwordHashCost);
      const now = new Date(platform.clock.now());
      const ended = await platform.db.transaction(async (tx) => {
        const [token] = await tx.query<{ member_id: string }>(
          `update password_reset_token set used_at = $3
           where token_hash = $1 and merchant_id = $2 and used_at is null and expires_at > $3
           returning member_id::text as member_id`,
          [createHash('sha256').update(input.resetToken).digest('hex'), merchant.id, now],
        );
        if (!token) throw new AppError('reset_token_invalid');
        return replacePassword(platform, tx, {
          merchantId: merchant.id,
          memberId: token.member_id,
          hash,
          ip: request.ip,
          action: 'password_reset',
          via: 'email',
        });
      });
      await platform.sessionStore.forget(ended);
      return { reset: true as const };
    },
    { rateLimit: { name: 'reset-email', max: 10, windowMs: 600_000 } },
  );
}
