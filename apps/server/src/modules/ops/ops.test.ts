import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/expect-ok.ts';
import { createTestApp, testOpsToken, type TestApp } from '../../testing/test-app.ts';

// `/ops` holds only the bootstrap of the first platform owner, behind OPS_TOKEN; every other
// operator call is a contract endpoint under `/operator` (see operators/permissions.test.ts).
describe('the bootstrap route behind OPS_TOKEN', () => {
  let t: TestApp;
  const bootstrap = (payload: object, token: string | null = testOpsToken) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/operators/bootstrap',
      headers: { 'x-language': 'EN', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  const operatorCount = async () =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from operator'))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs the bearer token and creates nothing without it', async () => {
    const before = await operatorCount();
    for (const token of [null, 'wrong-token-wrong-token', `${testOpsToken}x`]) {
      expectError(
        await bootstrap({ username: 'founder', password: 'Founder2024x' }, token),
        403,
        'forbidden',
      );
    }
    expect(await operatorCount()).toBe(before);
  });

  it('is disabled without OPS_TOKEN, on every /ops path', async () => {
    const off = await createTestApp({ config: { opsToken: undefined }, db: t.db });
    try {
      for (const url of ['/ops', '/ops/operators/bootstrap', '/ops/anything']) {
        expectError(
          await off.app.inject({ method: 'POST', url, payload: { username: 'x' } }),
          404,
          'ops_disabled',
        );
      }
    } finally {
      await off.close();
    }
  });

  it('validates the body with per-field messages and changes nothing', async () => {
    const before = await operatorCount();
    const missing = expectError(await bootstrap({}), 400, 'invalid_input');
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['password', 'username']);
    expectError(await bootstrap({ username: 'founder', password: 'short' }), 400, 'invalid_input');
    expectError(
      await bootstrap({ username: 'a\u0000b', password: 'Founder2024x' }),
      400,
      'invalid_input',
    );
    expect(await operatorCount()).toBe(before);
  });
});
