import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/expect-ok.ts';
import { createTestApp, testOpsToken, type TestApp } from '../../testing/test-app.ts';
import { regionRuleOutput } from './schema.ts';

describe('operator API', () => {
  let t: TestApp;
  const call = (
    method: 'PUT' | 'POST' | 'DELETE',
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

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs the bearer token', async () => {
    expectError(
      await call('PUT', '/ops/merchants/demo/maintenance', { enabled: true }, null),
      403,
      'forbidden',
    );
    expectError(
      await call(
        'PUT',
        '/ops/merchants/demo/maintenance',
        { enabled: true },
        'wrong-token-wrong-token',
      ),
      403,
      'forbidden',
    );
    expectError(
      await call('PUT', '/ops/merchants/demo/maintenance', { enabled: true }, `${testOpsToken}x`),
      403,
      'forbidden',
    );
    const [row] = await t.db.query<{ maintenance: boolean }>(
      `select maintenance from merchant where code = 'demo'`,
    );
    expect(row?.maintenance).toBe(false);
  });

  it('is disabled without OPS_TOKEN', async () => {
    const off = await createTestApp({ config: { opsToken: undefined }, db: t.db });
    try {
      for (const url of ['/ops', '/ops/merchants/demo/maintenance', '/ops/anything']) {
        expectError(
          await off.app.inject({ method: 'PUT', url, payload: { enabled: true } }),
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
      await call('PUT', '/ops/merchants/demo/maintenance', {}),
      400,
      'invalid_input',
    );
    expect(missing.fields).toEqual({ enabled: 'This field is required.' });
    const bad = expectError(
      await call('POST', '/ops/merchants/demo/region-rules', {
        cidr: '10.0.0.1/8',
        action: 'deny',
      }),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['action', 'cidr']);
    expectError(
      await call('POST', '/ops/merchants/demo/region-rules', {
        cidr: '2001:db8::/129',
        action: 'block',
      }),
      400,
      'invalid_input',
    );
    expectError(await call('DELETE', '/ops/merchants/demo/region-rules/abc'), 400, 'invalid_input');
    expectError(
      await call('PUT', '/ops/merchants/demo/modules/NOT-AN-ID', { enabled: true }),
      400,
      'invalid_input',
    );
    expectError(
      await call('PUT', '/ops/merchants/nobody/maintenance', { enabled: true }),
      404,
      'not_found',
    );
    expectError(
      await call('PUT', '/ops/merchants/demo/modules/NOPE', { enabled: true }),
      404,
      'not_found',
    );
  });

  it('adds and deletes region rules, storing networks canonically', async () => {
    const added = await call('POST', '/ops/merchants/demo/region-rules', {
      cidr: '2001:DB8:0::/32',
      action: 'block',
      note: 'test',
    });
    expect(added.statusCode).toBe(200);
    const rule = regionRuleOutput.parse(added.json().value);
    expect(rule).toMatchObject({ cidr: '2001:db8::/32', action: 'block', note: 'test' });
    expect((await call('DELETE', `/ops/merchants/demo/region-rules/${rule.id}`)).json()).toEqual({
      success: true,
      value: { deleted: true },
    });
    expectError(
      await call('DELETE', `/ops/merchants/demo/region-rules/${rule.id}`),
      404,
      'not_found',
    );
    // Clients that label every call as JSON, bodiless DELETE included, are understood.
    const labelled = await t.app.inject({
      method: 'DELETE',
      url: `/ops/merchants/demo/region-rules/${rule.id}`,
      headers: { authorization: `Bearer ${testOpsToken}`, 'content-type': 'application/json' },
    });
    expectError(labelled, 404, 'not_found');
  });

  it('only touches the named merchant', async () => {
    const [beta] = await t.db.query<{ id: number }>(
      `insert into merchant (code, name, currency, currency_symbol, currency_scale, default_language, languages, main_domain)
       values ('gamma', 'Gamma', 'EUR', '€', 2, 'EN', '{EN}', 'gamma.example') returning id`,
    );
    const [rule] = await t.db.query<{ id: number }>(
      `insert into region_rule (merchant_id, cidr, action) values ($1, '10.0.0.0/8', 'block') returning id`,
      [beta!.id],
    );
    // Demo's operator path cannot delete gamma's rule.
    expectError(
      await call('DELETE', `/ops/merchants/demo/region-rules/${rule!.id}`),
      404,
      'not_found',
    );
    expect(await t.db.query('select 1 from region_rule where id = $1', [rule!.id])).toHaveLength(1);
  });
});
