import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

/** The public half as published in the status response. */
export interface PublicKeyJwk {
  kty: 'RSA';
  n: string;
  e: string;
  alg: 'RSA-OAEP-256';
  kid: string;
}

/** RFC 7638 thumbprint: a stable key id derived from the public key itself. */
function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Generates an RSA-OAEP SHA-256 2048-bit key pair with WebCrypto, exported as JWKs. */
export async function generateMerchantKeyPair(): Promise<{
  kid: string;
  publicJwk: PublicKeyJwk;
  privateJwk: JsonWebKey;
}> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicRaw = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const kid = thumbprint(publicRaw);
  return {
    kid,
    publicJwk: { kty: 'RSA', n: publicRaw.n!, e: publicRaw.e!, alg: 'RSA-OAEP-256', kid },
    privateJwk: { ...privateJwk, kid } as JsonWebKey,
  };
}

/** Stores a new key pair as the merchant's only active one. */
export async function createMerchantKey(db: Queryable, merchantId: number): Promise<PublicKeyJwk> {
  const pair = await generateMerchantKeyPair();
  await db.query('update merchant_key set active = false where merchant_id = $1 and active', [
    merchantId,
  ]);
  await db.query(
    'insert into merchant_key (merchant_id, kid, public_jwk, private_jwk, active) values ($1, $2, $3, $4, true)',
    [merchantId, pair.kid, JSON.stringify(pair.publicJwk), JSON.stringify(pair.privateJwk)],
  );
  return pair.publicJwk;
}

/** The merchant's active public key, or null when it has none. */
export async function activePublicKey(
  db: Queryable,
  merchantId: number,
): Promise<PublicKeyJwk | null> {
  const [row] = await db.query<{ public_jwk: PublicKeyJwk }>(
    'select public_jwk from merchant_key where merchant_id = $1 and active',
    [merchantId],
  );
  const jwk = row?.public_jwk;
  return jwk ? { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', kid: jwk.kid } : null;
}

/**
 * The active public key, creating the first pair for a merchant that has none (one added by
 * hand in SQL). Two nodes racing here are settled by the one-active-key unique index.
 */
export async function ensureActivePublicKey(
  db: Queryable,
  merchantId: number,
): Promise<PublicKeyJwk> {
  const existing = await activePublicKey(db, merchantId);
  if (existing) return existing;
  const pair = await generateMerchantKeyPair();
  await db.query(
    `insert into merchant_key (merchant_id, kid, public_jwk, private_jwk, active) values ($1, $2, $3, $4, true)
     on conflict do nothing`,
    [merchantId, pair.kid, JSON.stringify(pair.publicJwk), JSON.stringify(pair.privateJwk)],
  );
  const stored = await activePublicKey(db, merchantId);
  if (!stored) throw new Error(`merchant ${merchantId} has no active key`);
  return stored;
}
