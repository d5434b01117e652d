import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * What SMS codes (`sms-codes.ts`) and emailed codes (`email-codes.ts`) share: 6 digits, stored
 * salted and hashed, five tries, single use, refused after their expiry.
 */

/** Wrong answers a code survives before it is void. */
export const maxCodeAttempts = 5;

/** A stored code as both tables keep it. */
export interface StoredCode {
  id: bigint;
  code_salt: string;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
}

function codeHash(salt: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${code}`).digest();
}

/** A fresh code, with the salt and hash (hex) to store instead of it. */
export function newCode(): { code: string; salt: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  return { code, salt, hash: codeHash(salt, code).toString('hex') };
}

/** 429 with the seconds to wait. */
export const tooMany = (ms: number) =>
  new AppError('too_many_requests', undefined, undefined, {
    retryAfterSeconds: Math.ceil(ms / 1000),
  });

/**
 * Checks `given` against the latest stored code and uses it up: counts the try first (so
 * failed tries stay counted even when the caller's work later fails), then compares in
 * constant time, then marks it used once. Throws `invalid_verification_code` or
 * `sms_code_expired` ("send a new one", for either channel).
 */
export async function useStoredCode(
  db: Queryable,
  table: 'sms_code' | 'email_code',
  row: StoredCode | undefined,
  given: string,
  now: Date,
): Promise<void> {
  if (!row || row.used_at) throw new AppError('invalid_verification_code');
  if (row.expires_at <= now) throw new AppError('sms_code_expired');
  const counted = await db.query(
    `update ${table} set attempts = attempts + 1
     where id = $1 and used_at is null and attempts < $2 returning id`,
    [row.id, maxCodeAttempts],
  );
  if (counted.length === 0) throw new AppError('invalid_verification_code');
  const hash = codeHash(row.code_salt, given.trim());
  if (!timingSafeEqual(hash, Buffer.from(row.code_hash, 'hex')))
    throw new AppError('invalid_verification_code');
  const used = await db.query(
    `update ${table} set used_at = $2 where id = $1 and used_at is null returning id`,
    [row.id, now],
  );
  if (used.length === 0) throw new AppError('invalid_verification_code');
}

/** The job that deletes old codes (README, tests). */
export const expireCodesJob = 'one-time-codes-expire';

/** How long an expired code is kept (support may look at a recent failed verification). */
export const expiredCodeKeepMs = 24 * 3_600_000;

/**
 * Deletes SMS and email codes and app hand-off codes that expired more than `expiredCodeKeepMs`
 * ago: an expired code can never be used, and without this the tables only grow. Answers the
 * rows deleted.
 */
export async function expireCodes(db: Queryable, now: number): Promise<number> {
  const cutoff = new Date(now - expiredCodeKeepMs);
  let deleted = 0;
  for (const table of ['sms_code', 'email_code', 'session_handoff'] as const) {
    const rows = await db.query(`delete from ${table} where expires_at < $1 returning 1`, [cutoff]);
    deleted += rows.length;
  }
  return deleted;
}
