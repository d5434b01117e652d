import { encryptPayload } from '@portal/contract/encrypted-payload';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { publicKeyOf, rowCounts } from '../testing/accounts.ts';
import { expectError, expectOk } from '../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('encrypted payloads', () => {
  let t: TestApp;
  const clock = new ManualClock();
  const credentials = { type: 'username', username: 'player02', password: 'player1234' };
  const post = (payload: unknown, headers: Record<string, string> = { 'x-encrypted': '1' }) =>
    t.app.inject({
      method: 'POST',
      url: sessionEndpoints.login.path,
      headers: { 'x-language': 'EN', ...headers },
      payload: payload as object,
    });
  const sealed = async (
    json: Record<string, unknown>,
    options: { ts?: number; nonce?: string } = {},
  ) => encryptPayload(await publicKeyOf(t), json, { ts: clock.now(), ...options });

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens a body made by the contract helper', async () => {
    const value = expectOk(await post(await sealed(credentials)), sessionEndpoints.login);
    expect(value.token).toBeTruthy();
  });

  it('refuses plain, tampered, replayed and stale bodies with 400 and changes nothing', async () => {
    const before = await rowCounts(t);
    const refuse = async (payload: unknown, headers?: Record<string, string>) =>
      expectError(await post(payload, headers), 400, 'bad_encrypted_payload');

    // Sent plain, with or without the header.
    await refuse(credentials);
    await refuse(credentials, {});
    // Encrypted but not marked.
    await refuse(await sealed(credentials), {});
    // Tampered: one byte of the ciphertext, the IV or the wrapped key.
    const body = await sealed(credentials);
    const flip = (b64: string) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[bytes.length - 1]! ^= 1;
      return bytes.toString('base64');
    };
    await refuse({ ...body, d: flip(body.d) });
    await refuse({ ...body, iv: flip(body.iv) });
    await refuse({ ...body, k: flip(body.k) });
    await refuse({ ...body, extra: 1 });
    await refuse({ k: 1, iv: [], d: null });
    await refuse({ ...body, d: 'not base64!' });
    // Stale or from the future by more than 5 minutes.
    await refuse(await sealed(credentials, { ts: clock.now() - 5 * 60_000 - 1 }));
    await refuse(await sealed(credentials, { ts: clock.now() + 5 * 60_000 + 1 }));
    // Without ts or nonce.
    await refuse(await sealed(credentials, { nonce: 'short' }));
    expect(await rowCounts(t)).toEqual(before);
  });

  it('accepts a nonce once: the same body or another body with it is a replay', async () => {
    const nonce = 'n'.repeat(32);
    const body = await sealed(credentials, { nonce });
    expectOk(await post(body), sessionEndpoints.login);
    const before = await rowCounts(t);
    expectError(await post(body), 400, 'bad_encrypted_payload');
    expectError(await post(await sealed(credentials, { nonce })), 400, 'bad_encrypted_payload');
    expect((await rowCounts(t)).member_session).toBe(before.member_session);
    // Other merchants keep their own nonces; a nonce 10 minutes old may come back with a fresh ts.
    clock.advance(10 * 60_000 + 1);
    expectOk(await post(await sealed(credentials, { nonce })), sessionEndpoints.login);
  });

  it('validates the opened fields with the schema, without ts and nonce', async () => {
    const res = await post(await sealed({ type: 'username', username: '', password: 'x' }));
    const error = expectError(res, 400, 'invalid_input');
    expect(error.fields).toEqual({ username: 'This field is required.' });
  });
});
