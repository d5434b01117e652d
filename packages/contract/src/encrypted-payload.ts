/**
 * The client side of the encrypted payloads of docs/architecture.md ("Wire protocol"): a fresh AES-256-GCM
 * key and 12-byte IV per request, the AES key wrapped with the merchant's RSA-OAEP SHA-256
 * public key (from the status call), and the JSON plaintext stamped with `ts` (ms) and a random
 * `nonce` so the server can refuse stale and replayed bodies. WebCrypto only, no zod: the web
 * app and the server's tests use this same code.
 *
 * Send the result as the JSON body with the header `X-Encrypted: 1`.
 */

/** The header that marks an encrypted body. */
export const encryptedHeader = 'X-Encrypted';

/** The posted body: base64 of the wrapped key, the IV and the ciphertext (with its GCM tag). */
export interface EncryptedPayload {
  k: string;
  iv: string;
  d: string;
}

/** The public key as the status call publishes it. */
export interface PayloadPublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  alg?: string;
  kid?: string;
}

/** Overrides for the stamp; the defaults (now, 128 random bits) are what clients should use. */
export interface EncryptOptions {
  ts?: number;
  nonce?: string;
}

/** Standard base64 of bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Bytes of standard base64; throws on anything else. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/u.test(text) || text.length % 4 !== 0) {
    throw new TypeError('not base64');
  }
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const keyCache = new Map<string, Promise<CryptoKey>>();

function importPublicKey(jwk: PayloadPublicJwk): Promise<CryptoKey> {
  const cacheKey = `${jwk.n}.${jwk.e}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = crypto.subtle.importKey(
      'jwk',
      { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', ext: true },
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    keyCache.set(cacheKey, key);
    key.catch(() => keyCache.delete(cacheKey));
  }
  return key;
}

/**
 * Encrypts a JSON object for an `encrypted` endpoint. `ts` and `nonce` are added to the
 * plaintext (the server strips them before validating the fields).
 */
export async function encryptPayload(
  publicJwk: PayloadPublicJwk,
  json: Record<string, unknown>,
  options: EncryptOptions = {},
): Promise<EncryptedPayload> {
  const plain = { ...json, ts: options.ts ?? Date.now(), nonce: options.nonce ?? randomNonce() };
  const rsaKey = await importPublicKey(publicJwk);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      aesKey,
      new TextEncoder().encode(JSON.stringify(plain)),
    ),
  );
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey));
  return { k: bytesToBase64(wrapped), iv: bytesToBase64(iv), d: bytesToBase64(data) };
}
