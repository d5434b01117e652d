import { base64ToBytes } from '@portal/contract/encrypted-payload';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/app-error.ts';
import type { TenantDirectory } from '../merchant/tenant-directory.ts';
import type { NonceStore } from './nonce-store.ts';
import type { PayloadDecryptor } from './payload-decryptor.ts';
import type { Keyring } from '../merchant/key-sealing.ts';
import { openingPrivateKeys } from '../merchant/merchant-keys.ts';

/** Bodies more than this far from the server's clock are refused (docs/architecture.md "Wire protocol": 5 minutes). */
export const maxClockSkewMs = 5 * 60_000;
const keyTtlMs = 60_000;
const noncePattern = /^[A-Za-z0-9_-]{16,128}$/u;

class BadPayload extends Error {}

function refuse(request: FastifyRequest, reason: string): never {
  request.log.info({ reason }, 'encrypted payload refused');
  throw new AppError('bad_encrypted_payload');
}

function fail(reason: string): never {
  throw new BadPayload(reason);
}

function isEncryptedRequest(request: FastifyRequest): boolean {
  const header = request.headers['x-encrypted'];
  return (Array.isArray(header) ? header[0] : header)?.trim() === '1';
}

/** Plain JSON only: keys that could reach an object's prototype are refused outright. */
function parsePlaintext(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text, (key, inner: unknown) => {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') fail('forbidden key');
    return inner;
  });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('not an object');
  return value as Record<string, unknown>;
}

function field(body: Record<string, unknown>, name: string, max: number): Uint8Array<ArrayBuffer> {
  const value = body[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > max) fail(`bad ${name}`);
  try {
    return base64ToBytes(value);
  } catch {
    return fail(`bad ${name}`);
  }
}

/**
 * Opens `{k, iv, d}` bodies sent with `X-Encrypted: 1`: RSA-OAEP-256 unwraps the AES-256 key
 * with the merchant's active private key (or a retired one in its grace time), AES-GCM decrypts and authenticates `d`, and the JSON
 * must carry `ts` within 5 minutes of the server clock and a `nonce` not seen in the last 10
 * minutes. Returns the object without `ts` and `nonce`. Anything else is a 400
 * `bad_encrypted_payload`, decided before the handler runs, so nothing changes.
 */
export function hybridDecryptor(deps: {
  db: Queryable;
  directory: TenantDirectory;
  clock: Clock;
  nonces: NonceStore;
  keyring: Keyring;
}): PayloadDecryptor {
  const keys = new Map<number, { keys: Promise<CryptoKey[]>; loadedAt: number }>();
  deps.directory.onInvalidate((merchantId) => {
    if (merchantId === null) keys.clear();
    else keys.delete(merchantId);
  });
  // The active key first, then retired ones in their grace time (a rotation invalidates the
  // merchant, so the new list is read at once on every node).
  const privateKeys = (merchantId: number): Promise<CryptoKey[]> => {
    const cached = keys.get(merchantId);
    if (cached && Date.now() - cached.loadedAt < keyTtlMs) return cached.keys;
    const loaded = openingPrivateKeys(
      deps.db,
      deps.keyring,
      merchantId,
      new Date(deps.clock.now()),
    ).then((jwks) =>
      Promise.all(
        jwks.map(({ kty, n, e, d, p, q, dp, dq, qi }) =>
          crypto.subtle.importKey(
            'jwk',
            { kty, n, e, d, p, q, dp, dq, qi, alg: 'RSA-OAEP-256' },
            { name: 'RSA-OAEP', hash: 'SHA-256' },
            false,
            ['decrypt'],
          ),
        ),
      ),
    );
    const entry = { keys: loaded, loadedAt: Date.now() };
    keys.set(merchantId, entry);
    loaded.catch(() => {
      if (keys.get(merchantId) === entry) keys.delete(merchantId);
    });
    return loaded;
  };

  /** Unwraps the AES key with the first private key that opens it. */
  const unwrap = async (candidates: CryptoKey[], wrapped: Uint8Array<ArrayBuffer>) => {
    for (const key of candidates) {
      const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, key, wrapped).catch(() => null);
      if (raw) return raw;
    }
    return fail('key unwrap failed');
  };

  return {
    async decrypt(body, { merchant, request }) {
      // A missing key is our failure, not the client's: let it surface as a 500.
      const candidates = await privateKeys(merchant.id);
      if (candidates.length === 0) {
        // The status call creates the first key on demand: look again next time.
        keys.delete(merchant.id);
        refuse(request, 'merchant has no active key');
      }
      let opened: { input: Record<string, unknown>; nonce: string };
      try {
        if (!isEncryptedRequest(request)) fail('no X-Encrypted header');
        if (typeof body !== 'object' || body === null || Array.isArray(body)) fail('not an object');
        const envelope = body as Record<string, unknown>;
        if (Object.keys(envelope).some((name) => !['k', 'iv', 'd'].includes(name)))
          fail('unexpected fields');
        const wrapped = field(envelope, 'k', 1024);
        const iv = field(envelope, 'iv', 24);
        const data = field(envelope, 'd', 256 * 1024);
        if (iv.length !== 12) fail('bad iv length');
        const raw = await unwrap(candidates, wrapped);
        if (raw.byteLength !== 32) fail('bad key length');
        const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
        const plain = await crypto.subtle
          .decrypt({ name: 'AES-GCM', iv }, aes, data)
          .catch(() => fail('decryption failed'));
        let text: string;
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
        } catch {
          fail('not UTF-8');
        }
        const { ts, nonce, ...input } = parsePlaintext(text);
        if (typeof ts !== 'number' || !Number.isFinite(ts)) fail('no ts');
        if (Math.abs(deps.clock.now() - ts) > maxClockSkewMs) fail('stale ts');
        if (typeof nonce !== 'string' || !noncePattern.test(nonce)) fail('no nonce');
        opened = { input, nonce };
      } catch (err) {
        if (!(err instanceof BadPayload) && !(err instanceof SyntaxError)) throw err;
        return refuse(request, err.message);
      }
      // Claimed last, and only for a body that opened: a store failure is a 500, not a 400.
      if (!(await deps.nonces.claim(merchant.id, opened.nonce))) refuse(request, 'replayed nonce');
      return opened.input;
    },
  };
}
