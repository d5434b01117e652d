import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { keyContext, seal, unseal, type Keyring } from './key-sealing.ts';

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

/**
 * Stores a new key pair as the merchant's only active one: sealed with `keyring`, or plain for
 * the demo seed, which runs before the server's keyring exists; the start-up step
 * (`resealMerchantKeys`) seals it before the server answers anyone.
 */
export async function createMerchantKey(
  db: Queryable,
  merchantId: number,
  keyring?: Keyring,
): Promise<PublicKeyJwk> {
  const pair = await generateMerchantKeyPair();
  await db.query('update merchant_key set active = false where merchant_id = $1 and active', [
    merchantId,
  ]);
  await insertKey(db, merchantId, pair, keyring, '');
  return pair.publicJwk;
}

/** Inserts a key pair, its private half sealed when a keyring is given. */
async function insertKey(
  db: Queryable,
  merchantId: number,
  pair: Awaited<ReturnType<typeof generateMerchantKeyPair>>,
  keyring: Keyring | undefined,
  onConflict: string,
): Promise<void> {
  const plain = JSON.stringify(pair.privateJwk);
  const sealed = keyring ? seal(keyring, plain, keyContext(merchantId, pair.kid)) : null;
  await db.query(
    `insert into merchant_key (merchant_id, kid, public_jwk, private_jwk, private_key_sealed,
       sealing_key_id, active) values ($1, $2, $3, $4, $5, $6, true) ${onConflict}`,
    [
      merchantId,
      pair.kid,
      JSON.stringify(pair.publicJwk),
      sealed ? null : plain,
      sealed?.sealed ?? null,
      sealed?.keyId ?? null,
    ],
  );
}

/**
 * How long a replaced key pair still opens payloads: clients that loaded the old public key
 * (an open tab re-reads the status call only when it regains focus) keep working for a day.
 * A rotation for a leaked key retires the old pair at once instead.
 */
export const retiredKeyGraceMs = 24 * 3_600_000;

/**
 * Makes a new key pair the merchant's active one (sealed with `keyring`). The previous pair is
 * retired: usable for opening payloads for `retiredKeyGraceMs`, or not at all when `immediate`.
 */
export async function rotateMerchantKey(
  db: Queryable,
  merchantId: number,
  keyring: Keyring,
  now: Date,
  immediate = false,
): Promise<PublicKeyJwk> {
  const pair = await generateMerchantKeyPair();
  await db.query(
    `update merchant_key set active = false, retired_at = $2, usable_until = $3
     where merchant_id = $1 and active`,
    [merchantId, now, immediate ? now : new Date(now.getTime() + retiredKeyGraceMs)],
  );
  await insertKey(db, merchantId, pair, keyring, '');
  return pair.publicJwk;
}

interface PrivateKeyRow {
  kid: string;
  private_jwk: JsonWebKey | null;
  private_key_sealed: string | null;
  sealing_key_id: string | null;
}

const privateKeyColumns = 'kid, private_jwk, private_key_sealed, sealing_key_id';

/** A stored private key, opened with the keyring unless it is still plain (the demo seed). */
function openPrivateKey(keyring: Keyring, merchantId: number, row: PrivateKeyRow): JsonWebKey {
  if (row.private_jwk) return row.private_jwk;
  const sealed = { sealed: row.private_key_sealed!, keyId: row.sealing_key_id! };
  return JSON.parse(unseal(keyring, sealed, keyContext(merchantId, row.kid))) as JsonWebKey;
}

/** The merchant's active private key, opened with the keyring, or null when it has none. */
export async function activePrivateKey(
  db: Queryable,
  keyring: Keyring,
  merchantId: number,
): Promise<JsonWebKey | null> {
  const [row] = await db.query<PrivateKeyRow>(
    `select ${privateKeyColumns} from merchant_key where merchant_id = $1 and active`,
    [merchantId],
  );
  return row ? openPrivateKey(keyring, merchantId, row) : null;
}

/**
 * The private keys that open the merchant's payloads, opened with the keyring: the active one
 * first, then retired ones still in their grace time. Empty when it has none.
 */
export async function openingPrivateKeys(
  db: Queryable,
  keyring: Keyring,
  merchantId: number,
  now: Date,
): Promise<JsonWebKey[]> {
  const rows = await db.query<PrivateKeyRow>(
    `select ${privateKeyColumns} from merchant_key
     where merchant_id = $1 and (active or usable_until > $2)
     order by active desc, created_at desc`,
    [merchantId, now],
  );
  return rows.map((row) => openPrivateKey(keyring, merchantId, row));
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
  keyring: Keyring,
): Promise<PublicKeyJwk> {
  const existing = await activePublicKey(db, merchantId);
  if (existing) return existing;
  const pair = await generateMerchantKeyPair();
  await insertKey(db, merchantId, pair, keyring, 'on conflict do nothing');
  const stored = await activePublicKey(db, merchantId);
  if (!stored) throw new Error(`merchant ${merchantId} has no active key`);
  return stored;
}
