import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captchaEndpoints } from '@portal/contract/captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionEndpoints } from '@portal/contract/session';
import { call, callEncrypted, createMember, demoMerchantId, sql } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { verifyHostedToken } from './hosted-captcha.ts';

/** What the fake provider received, and how it answers. */
const received: URLSearchParams[] = [];
let answer: (form: URLSearchParams) => { status: number; body: string; delayMs?: number };

let provider: Server;
let verifyUrl: string;
let t: TestApp;

beforeAll(async () => {
  // A siteverify endpoint on this machine, as Turnstile or hCaptcha answer.
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const { status, body: text, delayMs = 0 } = answer(form);
      setTimeout(() => response.writeHead(status).end(text), delayMs);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/siteverify`;
  t = await createTestApp({ config: { loginCaptchaAfter: 0 } });
  await sql(
    t,
    `insert into captcha_provider (merchant_id, kind, site_key, secret, verify_url, script_url)
     values ($1, 'hosted', 'site-key-1', 'provider-secret', $2, 'https://challenges.example/api.js')`,
    [await demoMerchantId(t), verifyUrl],
  );
  await createMember(t, { account: 'hosted01' });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

const goodToken = (form: URLSearchParams) =>
  form.get('response') === 'good-token' && form.get('secret') === 'provider-secret'
    ? { status: 200, body: '{"success":true}' }
    : { status: 200, body: '{"success":false,"error-codes":["invalid-input-response"]}' };

describe('a hosted captcha (siteverify)', () => {
  it('tells the web the site key and script, never the secret', async () => {
    const value = expectOk(await call(t, captchaEndpoints.image), captchaEndpoints.image);
    expect(value).toEqual({
      kind: 'hosted',
      siteKey: 'site-key-1',
      scriptUrl: 'https://challenges.example/api.js',
    });
  });

  it('logs in with a token the provider accepts, sending the secret and the address', async () => {
    answer = goodToken;
    received.length = 0;
    const withToken = (token: string | undefined, ip: string) =>
      callEncrypted(
        t,
        sessionEndpoints.login,
        {
          type: 'username',
          username: 'hosted01',
          password: 'secret99',
          ...(token === undefined ? {} : { geetest_validate: token }),
        },
        { ip },
      );
    expectError(await withToken(undefined, '203.0.113.40'), 400, 'captcha_required');
    expectError(await withToken('bad-token', '203.0.113.41'), 400, 'captcha_invalid');
    expect(received.at(-1)?.get('secret')).toBe('provider-secret');
    expect(received.at(-1)?.get('remoteip')).toBe('203.0.113.41');
    const done = expectOk(await withToken('good-token', '203.0.113.42'), sessionEndpoints.login);
    expect(done.token).toBeTruthy();
  });

  it('refuses on a provider error, garbage, a timeout, or a verify address that is not HTTPS', async () => {
    const spec = {
      siteKey: 'k',
      secret: 's',
      verifyUrl,
      scriptUrl: 'https://challenges.example/api.js',
    };
    answer = goodToken;
    expect(
      await verifyHostedToken({ ...spec, secret: 'provider-secret' }, 'good-token', '1.2.3.4'),
    ).toBe(true);
    for (const reply of [
      { status: 500, body: '{"success":true}' },
      { status: 200, body: 'not json' },
      { status: 200, body: '{"success":"true"}' },
    ]) {
      answer = () => reply;
      expect(await verifyHostedToken(spec, 'good-token', '1.2.3.4')).toBe(false);
    }
    answer = () => ({ status: 200, body: '{"success":true}', delayMs: 6_000 });
    expect(await verifyHostedToken(spec, 'good-token', '1.2.3.4')).toBe(false);
    answer = goodToken;
    const plain = { ...spec, verifyUrl: 'http://challenges.example/siteverify' };
    expect(await verifyHostedToken(plain, 'good-token', '1.2.3.4')).toBe(false);
    expect(await verifyHostedToken(spec, '', '1.2.3.4')).toBe(false);
  }, 30_000);
});
