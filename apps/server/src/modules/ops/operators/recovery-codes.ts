import { createHash, randomInt } from 'node:crypto';

/**
 * Recovery codes: what logs an operator in once when its authenticator is lost. Ten per
 * enrolment, each `xxxxx-xxxxx` of a 31-sign alphabet without look-alikes (49 bits), shown
 * once; only their SHA-256 is stored (at 49 random bits a plain hash is enough: the login's
 * lockout bounds guessing, and nothing about the code is human-chosen).
 */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;

/** Fresh recovery codes. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const letters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
    return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
  });
}

/** True when `code` has the shape of a recovery code (spaces and case aside). */
export function isRecoveryShaped(code: string): boolean {
  return /^[a-z0-9]{5}-?[a-z0-9]{5}$/u.test(normalise(code));
}

function normalise(code: string): string {
  return code.replace(/\s+/gu, '').toLowerCase();
}

/** The stored form of a recovery code, however it was typed. */
export function recoveryCodeHash(code: string): string {
  const plain = normalise(code).replace('-', '');
  return createHash('sha256')
    .update(`${plain.slice(0, 5)}-${plain.slice(5)}`)
    .digest('hex');
}
