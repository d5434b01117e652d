import { systemEndpoints } from '@portal/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../testing/expect-ok.ts';
import { createSecondMerchant } from '../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { normalizeHost } from './merchant.ts';

describe('merchant resolution', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createSecondMerchant(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const merchantOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: systemEndpoints.whitelabel.path,
      headers,
    });
    return expectOk(res, systemEndpoints.whitelabel).merchantCode;
  };

  it('normalises hosts', () => {
    expect(normalizeHost('Beta.Example:8080')).toBe('beta.example');
    expect(normalizeHost('beta.example.')).toBe('beta.example');
    expect(normalizeHost('[::1]:3000')).toBe('::1');
  });

  it('uses the host first, case-insensitively and without the port', async () => {
    expect(await merchantOf({ host: 'BETA.example:3000' })).toBe('beta');
    expect(await merchantOf({ host: 'localhost:3000' })).toBe('demo');
    // The host wins over the header.
    expect(await merchantOf({ host: 'beta.example', 'x-merchant': 'demo' })).toBe('beta');
  });

  it('then the X-Merchant header, then the default merchant', async () => {
    expect(await merchantOf({ host: 'unknown.example', 'x-merchant': 'BETA' })).toBe('beta');
    expect(await merchantOf({ host: 'unknown.example' })).toBe('demo');
  });

  it('refuses an unknown X-Merchant code instead of falling back', async () => {
    for (const code of ['nobody', '../etc', 'x'.repeat(80)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: systemEndpoints.whitelabel.path,
        headers: { host: 'unknown.example', 'x-merchant': code, 'x-language': 'EN' },
      });
      expect(expectError(res, 400, 'invalid_input').fields).toEqual({
        'X-Merchant': 'Invalid value.',
      });
    }
  });
});
