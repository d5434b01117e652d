import { opsEndpoints } from '@portal/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { createTestApp, testOpsToken, type TestApp } from '../../../testing/test-app.ts';
import type { SeedContext } from '../../../seed/seeders.ts';
import { startSeeders } from '../../../seed/seeders.ts';
import { demoOperatorSeeder, demoOperatorUsername } from './demo-operator.ts';

/**
 * The demo brand's console owner: a password drawn at seeding and handed out once, a brand
 * operator that enrols its authenticator at its first login, and no obstacle to the platform's
 * first owner.
 */
describe('demo console owner', () => {
  let t: TestApp;
  let context: SeedContext;

  beforeAll(async () => {
    t = await createTestApp();
    const [demo] = await t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
    context = { merchants: new Map([['demo', demo!.id]]), generated: [] };
    await t.db.transaction((tx) => demoOperatorSeeder.run(tx, context));
  });
  afterAll(() => t.close());

  it('is seeded at start with a password drawn then, handed out once', async () => {
    expect(startSeeders).toContain(demoOperatorSeeder);
    const [login] = context.generated;
    expect(login).toMatchObject({ role: 'console', username: demoOperatorUsername });
    expect(login!.password).toMatch(/^[A-Za-z0-9_-]{16}$/u);
    // Never a fixed credential: the seeder declares none, and stores only the hash.
    expect(demoOperatorSeeder.logins).toBeUndefined();
    const [row] = await t.db.query<{ password_hash: string; merchant_id: number | null }>(
      'select password_hash, merchant_id from operator where username = $1',
      [demoOperatorUsername],
    );
    expect(row!.password_hash).not.toContain(login!.password);
    expect(row!.merchant_id).toBe(context.merchants.get('demo'));
  });

  it('logs in to enrol its authenticator, as an owner of the demo brand only', async () => {
    const { password } = context.generated[0]!;
    expectError(
      await call(t, opsEndpoints.login, { username: demoOperatorUsername, password: 'wrong1234x' }),
      401,
      'login_failed',
    );
    const first = expectOk(
      await call(t, opsEndpoints.login, { username: demoOperatorUsername, password }),
      opsEndpoints.login,
    );
    expect(first.stage).toBe('enrol');
  });

  it('leaves the bootstrap of the platform owner open', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/ops/operators/bootstrap',
      headers: { authorization: `Bearer ${testOpsToken}` },
      payload: { username: 'founder', password: 'Founder2024x' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({ username: 'founder', merchant: null });
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/ops/operators/bootstrap',
        headers: { authorization: `Bearer ${testOpsToken}` },
        payload: { username: 'second', password: 'Founder2024x' },
      }),
      409,
      'conflict',
    );
  });
});
