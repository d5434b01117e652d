import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { newCode, tooMany, useStoredCode, type StoredCode } from './one-time-codes.ts';

/**
 * Codes emailed to an address a member wants to bind, mirroring `sms-codes.ts`: 6 digits,
 * stored salted and hashed, valid SMS_CODE_MINUTES, five tries, single use. A code belongs to
 * the member who asked and to that address: it never answers another member or address.
 */

/** Sends per member: one a minute, this many an hour. */
export const emailCodesPerHour = 5;

type Deps = Pick<Platform, 'db' | 'clock' | 'config' | 'limiter' | 'email'>;

/** Whose code and where it goes. */
export interface EmailTarget {
  merchant: Merchant;
  memberId: string;
  email: string;
}

/**
 * Throttles sends per member (not per address, so a member cannot spray codes at many
 * addresses): one per 60 s, `emailCodesPerHour` per hour.
 */
export async function throttleEmailCode(
  deps: Pick<Platform, 'limiter'>,
  target: Pick<EmailTarget, 'merchant' | 'memberId'>,
): Promise<void> {
  const key = `email-code:${target.merchant.id}:${target.memberId}`;
  if ((await deps.limiter.hit(`${key}:1m`, 60_000)) > 1) throw tooMany(60_000);
  if ((await deps.limiter.hit(`${key}:1h`, 3_600_000)) > emailCodesPerHour)
    throw tooMany(3_600_000);
}

/**
 * Makes a code for the address and emails it. A newer code replaces the older ones, because
 * only the latest is ever checked.
 */
export async function sendEmailCode(
  deps: Deps,
  target: EmailTarget,
): Promise<{ expiredMinutes: number }> {
  const { code, salt, hash } = newCode();
  const now = deps.clock.now();
  const minutes = deps.config.smsCodeMinutes;
  await deps.db.query(
    `insert into email_code (merchant_id, member_id, email, code_salt, code_hash, created_at,
       expires_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      target.merchant.id,
      target.memberId,
      target.email,
      salt,
      hash,
      new Date(now),
      new Date(now + minutes * 60_000),
    ],
  );
  await deps.email.send({
    merchantId: target.merchant.id,
    to: target.email,
    subject: `${target.merchant.name}: your verification code`,
    text:
      `Your verification code is ${code}. It expires in ${minutes} minutes.\n\n` +
      `If you did not ask to link this address to an account, ignore this message.`,
  });
  return { expiredMinutes: minutes };
}

/**
 * Checks and uses up the member's latest code for the address. Like `consumeSmsCode` it runs
 * outside the caller's transaction so failed tries stay counted; call it after every other
 * check. Throws `invalid_verification_code` or `sms_code_expired` (the same "send a new one").
 */
export async function consumeEmailCode(
  deps: Pick<Platform, 'db' | 'clock'>,
  target: EmailTarget,
  code: string,
): Promise<void> {
  const { db } = deps;
  const [row] = await db.query<StoredCode>(
    `select id, code_salt, code_hash, expires_at, used_at from email_code
     where merchant_id = $1 and member_id = $2 and lower(email) = lower($3)
     order by id desc limit 1`,
    [target.merchant.id, target.memberId, target.email],
  );
  await useStoredCode(db, 'email_code', row, code, new Date(deps.clock.now()));
}
