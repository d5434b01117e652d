import { systemEndpoints, systemOpsEndpoints } from '@portal/contract/system';
import { isModuleEnabled } from '@portal/contract/whitelabel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { call } from '../../testing/accounts.ts';
import { ownerSession } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('system calls', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const setModule = async (modId: string, enabled: boolean) =>
    call(
      t,
      systemOpsEndpoints.opsModuleSwitch,
      { modId, enabled },
      {
        token: await ownerSession(t),
      },
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('whitelabel: the module tree, following operator switches', async () => {
    const before = expectOk(await get(systemEndpoints.whitelabel.path), systemEndpoints.whitelabel);
    expect(before.merchantCode).toBe('demo');
    expect(isModuleEnabled(before.modules, 'SALARY')).toBe(true);
    expect((await setModule('AGENT', false)).statusCode).toBe(200);
    const after = expectOk(await get(systemEndpoints.whitelabel.path), systemEndpoints.whitelabel);
    // The parent switch turns its children off without touching their rows.
    expect(isModuleEnabled(after.modules, 'SALARY')).toBe(false);
    expect(
      after.modules
        .find((m) => m.modId === 'AGENT')
        ?.childrenNodes.find((m) => m.modId === 'SALARY')?.enabled,
    ).toBe('1');
    await setModule('AGENT', true);
  });

  it('domainRoute: the hosts of this merchant', async () => {
    const value = expectOk(
      await get(systemEndpoints.domainRoute.path),
      systemEndpoints.domainRoute,
    );
    expect(value.list).toEqual([
      { domain: '127.0.0.1', merchantCode: 'demo', routeType: 'WEB' },
      { domain: 'localhost', merchantCode: 'demo', routeType: 'WEB' },
    ]);
  });

  it('setting/register: defaults from settings and module switches', async () => {
    const value = expectOk(
      await get(systemEndpoints.registerSetting.path),
      systemEndpoints.registerSetting,
    );
    expect(value).toMatchObject({
      defaultRegisterType: 'register',
      defaultForgotType: 'email',
      usernameRegister: true,
      mobileRegister: true,
      smsVerification: true,
    });
    expect(value.fields.username).toEqual({ shown: true, required: true });
    expect(value.fields.qqNum).toEqual({ shown: false, required: false });
    // A hidden field is never required, whatever its row says.
    expect(value.fields.paymentPassword).toEqual({ shown: false, required: false });

    await t.db.query(
      `update merchant_setting set value = '"registerMobile"' where key = 'defaultRegisterType'
       and merchant_id = (select id from merchant where code = 'demo')`,
    );
    await setModule('USERNAMEREG3', true); // any operator change refreshes the caches
    const mobile = expectOk(
      await get(systemEndpoints.registerSetting.path),
      systemEndpoints.registerSetting,
    );
    expect(mobile.defaultRegisterType).toBe('registerMobile');
    await setModule('MOBILENUMREG3', false);
    const off = expectOk(
      await get(systemEndpoints.registerSetting.path),
      systemEndpoints.registerSetting,
    );
    expect(off.defaultRegisterType).toBe('register');
    expect(off.mobileRegister).toBe(false);
    await setModule('MOBILENUMREG3', true);
  });

  it('setting/register/rules: one rule per configured field', async () => {
    const { rules } = expectOk(
      await get(systemEndpoints.registerRules.path),
      systemEndpoints.registerRules,
    );
    expect(rules.paymentPassword).toEqual({
      acceptedPattern: '^[0-9]+$',
      minLength: 6,
      maxLength: 6,
      patternId: 'DIGITS',
    });
    expect(Object.keys(rules).sort()).toEqual(
      [
        'affiliateCode',
        'captcha',
        'email',
        'facebook',
        'idNumber',
        'line',
        'mobileNum',
        'password',
        'payeeName',
        'paymentPassword',
        'qqNum',
        'username',
        'verificationCode',
        'wechat',
        'whatsapp',
      ].sort(),
    );
  });

  it('countries: dialing codes with names in the requested language', async () => {
    const en = expectOk(
      await get(`${systemEndpoints.countries.path}?language=EN`),
      systemEndpoints.countries,
    );
    expect(en.list.length).toBeGreaterThanOrEqual(60);
    expect(en.list).toContainEqual({
      countryCode: 'PT',
      countryDialingCode: '351',
      name: 'Portugal',
    });
    expect(en.list).toContainEqual({
      countryCode: 'DE',
      countryDialingCode: '49',
      name: 'Germany',
    });
    const pt = expectOk(await get(systemEndpoints.countries.path), systemEndpoints.countries);
    expect(pt.list).toContainEqual({
      countryCode: 'DE',
      countryDialingCode: '49',
      name: 'Alemanha',
    });
    expect(new Set(pt.list.map((c) => c.countryCode)).size).toBe(pt.list.length);
  });

  it('refuses bad input to every system call with per-field messages', async () => {
    for (const e of Object.values(systemEndpoints)) {
      const res = await get(`${e.path}?language=!!&platform=X`, { 'x-language': 'EN' });
      const error = expectError(res, 400, 'invalid_input');
      expect(error.fields?.language, e.id).toBe('Invalid value.');
    }
  });
});
