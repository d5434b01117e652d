import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a game page may do: play one game as one member (or for fun), until `exp`. */
export interface PlayClaims {
  /** Merchant id. */
  m: number;
  /** Member id; null in free play. */
  u: string | null;
  /** Vendor code. */
  v: string;
  /** Game code. */
  g: string;
  /** Free play: no money moves. */
  f: boolean;
  /** Expiry, ms since the epoch. */
  exp: number;
}

/** How long a launched game page may play without a new launch. */
export const playTokenMs = 12 * 60 * 60_000;

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/** A signed play token: base64url(JSON claims) + '.' + HMAC-SHA256. */
export function signPlayToken(secret: string, claims: PlayClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The claims of a valid, unexpired token; null for anything else. */
export function readPlayToken(secret: string, token: string, now: number): PlayClaims | null {
  if (token.length > 1024) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PlayClaims;
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
