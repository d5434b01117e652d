import { Secret, TOTP } from 'otpauth';

/**
 * The operators' second factor: RFC 6238 TOTP (SHA-1, 6 digits, 30-second steps, as every
 * authenticator app reads it) through the `otpauth` library. A code is accepted one step either
 * side of now, for clocks a little apart, and only for a step later than the last one used, so
 * a code seen over a shoulder cannot be replayed.
 */
const period = 30;

/** A new authenticator secret (160 bits), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, issuer = 'Portal', label = 'operator'): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period,
  });
}

/** The `otpauth://` URI an authenticator app scans to add the secret. */
export function totpUri(secret: string, issuer: string, username: string): string {
  return totp(secret, issuer, username).toString();
}

/**
 * The time step `code` belongs to, when it is right within one step of `now` and later than
 * `lastStep`; else null.
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: number,
  lastStep: number,
): number | null {
  if (!/^[0-9]{6}$/u.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / period) + delta;
  return step > lastStep ? step : null;
}

/** The code of `secret` at `now` (what an authenticator app shows; tests and the demo use it). */
export function totpCode(secret: string, now: number): string {
  return totp(secret).generate({ timestamp: now });
}
