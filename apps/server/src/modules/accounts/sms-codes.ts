import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { newCode, tooMany, useStoredCode, type StoredCode } from './one-time-codes.ts';

/** What an SMS code is for. Codes of one purpose never answer another. */
export type SmsPurpose = 'login' | 'reset' | 'device' | 'register' | 'bind';

type Deps = Pick<Platform, 'db' | 'clock' | 'config' | 'limiter' | 'sms'>;

/** Where a code goes: one mobile number of one merchant. */
export interface SmsTarget {
  merchant: Merchant;
  countryCode: string;
  mobile: string;
}

/**
 * Throttles the sends anyone may ask for (SMS login, phone reset, registration and binding
 * codes), whether or not a message then goes out, so the answer never tells a registered number
 * from another. The budgets are per address, so that a stranger who knows a number cannot lock
 * its owner out: one per second per number and address; a lockout of that address for that
 * number after `SMS_MAX_PER_NUMBER` within `SMS_WINDOW_MINUTES`; `SMS_MAX_PER_IP` per address
 * and window. `SMS_MAX_PER_NUMBER_ALL` from all addresses together bounds what many addresses
 * can send to one phone; it locks nothing, and the owner's own login challenge does not count
 * against any of these (`throttleChallengeSms`).
 */
export async function throttleSms(deps: Deps, target: SmsTarget, ip: string): Promise<void> {
  const { limiter, config } = deps;
  const number = `sms:${target.merchant.id}:${target.countryCode}:${target.mobile}`;
  const fromHere = `${number}:ip:${ip}`;
  const locked = await limiter.lockedFor(fromHere);
  if (locked > 0) throw tooMany(locked);
  if ((await limiter.hit(`${fromHere}:1s`, 1000)) > 1) throw tooMany(1000);
  const windowMs = config.smsWindowMinutes * 60_000;
  if ((await limiter.hit(`sms-ip:${target.merchant.id}:${ip}`, windowMs)) > config.smsMaxPerIp)
    throw tooMany(windowMs);
  if ((await limiter.hit(fromHere, windowMs)) > config.smsMaxPerNumber) {
    const lockMs = config.lockoutMinutes * 60_000;
    await limiter.lock(fromHere, lockMs);
    // After the lockout the address starts a fresh count.
    await limiter.reset(fromHere, windowMs);
    throw tooMany(lockMs);
  }
  if ((await limiter.hit(number, windowMs)) > config.smsMaxPerNumberAll) throw tooMany(windowMs);
}

/**
 * Throttles a member's own login challenge, sent only after the right password from a new
 * address: a budget of the account (`SMS_MAX_PER_NUMBER` per window, one per second) that no
 * public send touches, so knowing the number is never enough to keep the owner out, and
 * knowing the password is never enough to flood the phone.
 */
export async function throttleChallengeSms(
  deps: Deps,
  merchantId: number,
  memberId: string,
): Promise<void> {
  const { limiter, config } = deps;
  const key = `sms-challenge:${merchantId}:${memberId}`;
  if ((await limiter.hit(`${key}:1s`, 1000)) > 1) throw tooMany(1000);
  const windowMs = config.smsWindowMinutes * 60_000;
  if ((await limiter.hit(key, windowMs)) > config.smsMaxPerNumber) throw tooMany(windowMs);
}

/**
 * Makes a 6-digit code (stored salted and hashed, valid `SMS_CODE_MINUTES`) and sends it. A
 * newer code of the same purpose replaces the older ones. Gateway failures answer 502
 * `sms_send_failed`.
 */
export async function sendSmsCode(
  deps: Deps,
  target: SmsTarget,
  purpose: SmsPurpose,
  challengeHash: string | null = null,
): Promise<{ expiredMinutes: number }> {
  const { code, salt, hash } = newCode();
  const now = deps.clock.now();
  const minutes = deps.config.smsCodeMinutes;
  await deps.db.query(
    `insert into sms_code (merchant_id, country_code, mobile, purpose, challenge_hash, code_salt,
       code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      target.merchant.id,
      target.countryCode,
      target.mobile,
      purpose,
      challengeHash,
      salt,
      hash,
      new Date(now),
      new Date(now + minutes * 60_000),
    ],
  );
  try {
    await deps.sms.send({
      merchantId: target.merchant.id,
      countryCode: target.countryCode,
      mobile: target.mobile,
      purpose,
      text: `${target.merchant.name}: your verification code is ${code}. It expires in ${minutes} minutes.`,
    });
  } catch {
    throw new AppError('sms_send_failed');
  }
  return { expiredMinutes: minutes };
}

/**
 * Checks and uses up the latest code of a purpose sent to a number: at most five tries, single
 * use, before its expiry. Runs outside the caller's transaction so failed tries stay counted;
 * call it after every other check has passed. Throws `invalid_verification_code` or
 * `sms_code_expired`.
 */
export async function consumeSmsCode(
  deps: Pick<Platform, 'db' | 'clock'>,
  target: SmsTarget,
  purpose: SmsPurpose,
  code: string,
  challengeHash: string | null = null,
): Promise<void> {
  const { db } = deps;
  const [row] = await db.query<StoredCode>(
    `select id, code_salt, code_hash, expires_at, used_at from sms_code
     where merchant_id = $1 and country_code = $2 and mobile = $3 and purpose = $4
       and challenge_hash is not distinct from $5
     order by id desc limit 1`,
    [target.merchant.id, target.countryCode, target.mobile, purpose, challengeHash],
  );
  await useStoredCode(db, 'sms_code', row, code, new Date(deps.clock.now()));
}
