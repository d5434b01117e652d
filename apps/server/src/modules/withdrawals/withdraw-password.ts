import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { messageText } from '@portal/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../auth/session.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';

/**
 * The withdrawal password: 6 digits, hashed with the login passwords' scrypt helper and kept in
 * `member.payment_password_hash` (the column the registration's payment password fills).
 * Every call that checks it (change, receiving accounts, withdraw, upline transfer) shares one
 * counter per member: 5 wrong answers within 15 minutes refuse further checks until the window
 * ends. The password is never logged.
 */

/** Wrong answers allowed per member within the window. */
export const withdrawPasswordMaxWrong = 5;
/** The window of the wrong-answer counter. */
export const withdrawPasswordWindowMs = 15 * 60_000;

const counterKey = (merchantId: number, memberId: string) => `wpw:${merchantId}:${memberId}`;

async function storedHash(q: Queryable, merchantId: number, memberId: string) {
  const [row] = await q.query<{ payment_password_hash: string | null }>(
    'select payment_password_hash from member where merchant_id = $1 and id = $2',
    [merchantId, memberId],
  );
  return row?.payment_password_hash ?? null;
}

/** True when the member has a withdrawal password. */
export async function hasWithdrawPassword(
  q: Queryable,
  merchantId: number,
  memberId: string,
): Promise<boolean> {
  return (await storedHash(q, merchantId, memberId)) !== null;
}

async function refuseWhenLimited(platform: Platform, key: string): Promise<void> {
  const wrong = await platform.limiter.peek(key, withdrawPasswordWindowMs);
  if (wrong >= withdrawPasswordMaxWrong) {
    const now = platform.clock.now();
    const retry = withdrawPasswordWindowMs - (now % withdrawPasswordWindowMs);
    throw new AppError('too_many_requests', undefined, undefined, {
      retryAfterSeconds: Math.ceil(retry / 1000),
    });
  }
}

/**
 * Verifies the member's withdrawal password: `withdraw_password_not_set` without one,
 * `too_many_requests` after 5 wrong answers in the window, `wrong_withdraw_password` (counted)
 * otherwise. Call it before opening a transaction: hashing takes a while.
 */
export async function checkWithdrawPassword(
  platform: Platform,
  session: Session,
  password: string,
): Promise<void> {
  const key = counterKey(session.merchantId, session.memberId);
  await refuseWhenLimited(platform, key);
  const hash = await storedHash(platform.db, session.merchantId, session.memberId);
  if (!hash) throw new AppError('withdraw_password_not_set');
  if (!(await verifyPassword(password, hash))) {
    await platform.limiter.hit(key, withdrawPasswordWindowMs);
    throw new AppError('wrong_withdraw_password');
  }
}

/**
 * POST /wps/wallet/withdrawPassword: sets the first withdrawal password (no old one asked) or
 * changes it (the old one must match). The confirmation must equal the new password.
 */
export function registerWithdrawPassword(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    withdrawalsEndpoints.withdrawPassword,
    async ({ input, session, merchant, language }) => {
      const s = session!;
      requireRealMember(s);
      if (input.confirmPassword !== input.newPassword) {
        throw new AppError('confirmation_mismatch', {
          confirmPassword: messageText('confirmation_mismatch', language),
        });
      }
      const existing = await storedHash(platform.db, merchant.id, s.memberId);
      if (existing) {
        const key = counterKey(merchant.id, s.memberId);
        await refuseWhenLimited(platform, key);
        if (!input.oldPassword) {
          throw new AppError('invalid_input', {
            oldPassword: messageText('enter_withdraw_password', language),
          });
        }
        if (!(await verifyPassword(input.oldPassword, existing))) {
          await platform.limiter.hit(key, withdrawPasswordWindowMs);
          throw new AppError('wrong_withdraw_password');
        }
      }
      const hash = await hashPassword(input.newPassword, platform.config.passwordHashCost);
      // Only the hash read above may be replaced: two first-time sets racing leave one winner.
      const rows = await platform.db.query(
        `update member set payment_password_hash = $3
         where merchant_id = $1 and id = $2 and payment_password_hash is not distinct from $4::text
         returning id`,
        [merchant.id, s.memberId, hash, existing],
      );
      if (rows.length === 0) throw new AppError('conflict');
      return { hasWithdrawPassword: true as const };
    },
  );
}
