import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/expect-ok.ts';
import { createTestApp, testOpsToken, type TestApp } from '../../testing/test-app.ts';

// The `/ops` routes behind the bootstrap token: the gate and the validation they share
// (`opsRoute`), shown on the wallet routes.
describe('operator API behind the bootstrap token', () => {
  let t: TestApp;
  const call = (
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
    token: string | null = testOpsToken,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-language': 'EN', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const walletMode = async () =>
    (
      await t.db.query<{ wallet_mode: string }>(
        `select s.wallet_mode from merchant_wallet_setting s join merchant m on m.id = s.merchant_id
         where m.code = 'demo'`,
      )
    )[0]?.wallet_mode;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs the bearer token and changes nothing without it', async () => {
    const before = await walletMode();
    for (const token of [null, 'wrong-token-wrong-token', `${testOpsToken}x`]) {
      expectError(
        await call('PUT', '/ops/merchants/demo/wallet-mode', { mode: 'single' }, token),
        403,
        'forbidden',
      );
      expectError(
        await call('GET', '/ops/merchants/demo/wallet-health', undefined, token),
        403,
        'forbidden',
      );
    }
    expect(await walletMode()).toBe(before);
    expect((await call('GET', '/ops/merchants/demo/wallet-health')).statusCode).toBe(200);
  });

  it('is disabled without OPS_TOKEN', async () => {
    const off = await createTestApp({ config: { opsToken: undefined }, db: t.db });
    try {
      for (const url of ['/ops', '/ops/merchants/demo/wallet-mode', '/ops/anything']) {
        expectError(
          await off.app.inject({ method: 'PUT', url, payload: { mode: 'single' } }),
          404,
          'ops_disabled',
        );
      }
    } finally {
      await off.close();
    }
  });

  it('validates params and bodies with per-field messages', async () => {
    const missing = expectError(
      await call('PUT', '/ops/merchants/demo/wallet-mode', {}),
      400,
      'invalid_input',
    );
    expect(Object.keys(missing.fields ?? {})).toEqual(['mode']);
    expectError(
      await call('PUT', '/ops/merchants/demo/wallet-mode', { mode: 'both' }),
      400,
      'invalid_input',
    );
    expectError(
      await call('PUT', '/ops/merchants/NOT A CODE/wallet-mode', { mode: 'single' }),
      400,
      'invalid_input',
    );
    expectError(
      await call('PUT', '/ops/merchants/nobody/wallet-mode', { mode: 'single' }),
      404,
      'not_found',
    );
  });
});
