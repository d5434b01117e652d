import { createHash, randomBytes } from 'node:crypto';
import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberByAccount } from '../accounts/member-repo.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import { normalizeHost } from '../../http/merchant.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';

/**
 * The origin reset links point to: the request's own host when it is one of this merchant's
 * domains (so a forged Host header cannot send members elsewhere), else the main domain.
 */
async function linkOrigin(platform: Platform, merchant: Merchant, request: FastifyRequest) {
  const owner = await platform.directory.byDomain(normalizeHost(request.hostname));
  if (owner?.id === merchant.id) return `${request.protocol}://${request.host}`;
  return `https://${merchant.mainDomain}`;
}

/**
 * POST /wps/member/password/email (form): when username and email belong together, emails a
 * single-use reset link (`/?resetToken=...`, valid RESET_TOKEN_MINUTES) through the email
 * gateway; older links of the member stop working. Otherwise `username_or_email_missing`,
 * as the spec's message says. Limited per IP and per account.
 */
export function registerForgotByEmail(app: FastifyInstance, platform: Platform): void {
  const { config, limiter, clock } = platform;
  registerEndpoint(
    app,
    memberEndpoints.forgotByEmail,
    async ({ input, merchant, request }) => {
      const windowMs = 3_600_000;
      if (
        (await limiter.hit(`forgot:${merchant.id}:${input.username.toLowerCase()}`, windowMs)) > 3
      )
        throw new AppError('too_many_requests');
      const member = await memberByAccount(platform.db, merchant.id, input.username);
      const matches =
        member?.email && member.email.trim().toLowerCase() === input.email.trim().toLowerCase();
      if (!member || !matches || member.type === config.trialType)
        throw new AppError('username_or_email_missing');
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await platform.db.transaction(async (tx) => {
        await tx.query(
          `update password_reset_token set used_at = $2 where member_id = $1 and used_at is null`,
          [member.id, new Date(now)],
        );
        await tx.query(
          `insert into password_reset_token (token_hash, merchant_id, member_id, created_at, expires_at)
           values ($1, $2, $3, $4, $5)`,
          [
            createHash('sha256').update(token).digest('hex'),
            merchant.id,
            member.id,
            new Date(now),
            new Date(now + config.resetTokenMinutes * 60_000),
          ],
        );
      });
      const link = `${await linkOrigin(platform, merchant, request)}/?resetToken=${token}`;
      await platform.email.send({
        merchantId: merchant.id,
        to: member.email!,
        subject: `${merchant.name}: reset your password`,
        text:
          `Hello ${member.account},\n\nOpen this link to choose a new password:\n${link}\n\n` +
          `It works once, within ${config.resetTokenMinutes} minutes. ` +
          `If you did not ask for it, ignore this message.`,
      });
      return { sent: true as const };
    },
    { rateLimit: { name: 'forgot-email', max: 10, windowMs: 600_000 } },
  );
}
