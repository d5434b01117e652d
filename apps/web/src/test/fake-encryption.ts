import { vi } from 'vitest';

// Stands in for `@portal/contract/encrypted-payload` in form tests:
// `vi.mock('@portal/contract/encrypted-payload', () => import('../../test/fake-encryption.ts'))`.
// The "ciphertext" is the plaintext in base64, so stubbed endpoints can read what was sent;
// the real envelope has its own tests (contract and api client).

export const encryptedHeader = 'X-Encrypted';

/** The spy every encrypted call goes through. */
export const encryptPayload = vi.fn(async (_key: unknown, json: Record<string, unknown>) => ({
  k: 'wrapped-key',
  iv: 'iv',
  d: Buffer.from(JSON.stringify({ ...json, ts: Date.now(), nonce: 'nonce' })).toString('base64'),
}));
