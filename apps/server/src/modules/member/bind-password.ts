import { messageText, type MessageLanguage } from '@portal/contract/messages';
import { throwIfFieldErrors } from '../accounts/field-errors.ts';
import type { MemberRow } from '../accounts/member-repo.ts';
import { verifyPassword } from '../../auth/password.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';

/**
 * The login-password check of the contact bindings. Members with a password must send it
 * (mobile-only registrations have none and are not asked). Wrong passwords count against the
 * same per-member lock as the password change, so binding is no second door for guessing it.
 * Throws `invalid_input` (password required), `wrong_old_password` or `too_many_requests`.
 */
export async function checkBindPassword(
  platform: Pick<Platform, 'config' | 'limiter'>,
  merchant: Merchant,
  member: MemberRow,
  password: string | undefined,
  language: MessageLanguage,
): Promise<void> {
  if (member.password_hash === null) return;
  if (!password) throwIfFieldErrors({ password: messageText('field_required', language) });
  const { config, limiter } = platform;
  const lockKey = `pwchange:${merchant.id}:${member.id}`;
  const windowMs = config.loginFailureWindowMinutes * 60_000;
  const locked = await limiter.lockedFor(lockKey);
  if (locked > 0) {
    throw new AppError('too_many_requests', undefined, undefined, {
      retryAfterSeconds: Math.ceil(locked / 1000),
    });
  }
  if (!(await verifyPassword(password!, member.password_hash))) {
    if ((await limiter.hit(lockKey, windowMs)) >= config.loginLockAfter)
      await limiter.lock(lockKey, config.lockoutMinutes * 60_000);
    throw new AppError('wrong_old_password', {
      password: messageText('wrong_old_password', language),
    });
  }
}

/** True for a unique-index violation (two members racing for one number). */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string }).code === '23505';
}
