import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, encryptPayload } from './encrypted-payload.ts';

describe('encryptPayload', () => {
  it('wraps a fresh AES key with RSA-OAEP and stamps ts and nonce', async () => {
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
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const body = await encryptPayload({ kty: 'RSA', n: jwk.n!, e: jwk.e! }, { a: 1 }, { ts: 5 });
    const rawKey = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      pair.privateKey,
      base64ToBytes(body.k),
    );
    const aes = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64ToBytes(body.iv) },
      aes,
      base64ToBytes(body.d),
    );
    const json = JSON.parse(new TextDecoder().decode(plain));
    expect(json).toMatchObject({ a: 1, ts: 5 });
    expect(json.nonce).toMatch(/^[0-9a-f]{32}$/u);
    expect(base64ToBytes(body.iv)).toHaveLength(12);
  });

  it('round-trips base64 and refuses what is not', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(() => base64ToBytes('a b')).toThrow();
    expect(() => base64ToBytes('abc')).toThrow();
  });
});
