import { smsEndpoints } from '@portal/contract/sms';
import { systemEndpoints } from '@portal/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, testOpsToken, type TestApp } from '../../testing/test-app.ts';

describe('operator API: demo outboxes and register fields', () => {
  let t: TestApp;
  const clock = new ManualClock();
  const ops = (method: 'GET' | 'PUT', url: string, payload?: object, token = testOpsToken) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'x-language': 'EN' },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists what the demo SMS gateway sent, latest first, filtered by number', async () => {
    for (let i = 0; i < 2; i += 1) {
      expectOk(
        await call(t, smsEndpoints.register, { mobileNo: '916000001', countryDialingCode: '351' }),
        smsEndpoints.register,
      );
      clock.advance(1000);
    }
    const res = await ops('GET', '/ops/merchants/demo/sms-outbox?mobile=916000001');
    const list = res.json().value.list as Array<{ id: string; mobile: string; purpose: string }>;
    expect(list).toHaveLength(2);
    expect(Number(list[0]!.id)).toBeGreaterThan(Number(list[1]!.id));
    expect(list.every((m) => m.mobile === '916000001' && m.purpose === 'register')).toBe(true);
    expectError(
      await ops('GET', '/ops/merchants/demo/sms-outbox', undefined, 'wrong-token-wrong-token'),
      403,
      'forbidden',
    );
    expectError(
      await ops('GET', '/ops/merchants/demo/sms-outbox?mobile=abc'),
      400,
      'invalid_input',
    );
    expectError(await ops('GET', '/ops/merchants/nobody/email-outbox'), 404, 'not_found');
    expect(
      (await ops('GET', '/ops/merchants/demo/email-outbox?to=x@example.com')).json().value.list,
    ).toEqual([]);
  });

  it('shows, hides and requires registration fields', async () => {
    const res = await ops('PUT', '/ops/merchants/demo/register-fields/captcha', {
      shown: false,
      required: false,
    });
    expect(res.json().value).toEqual({ field: 'captcha', shown: false, required: false });
    const setting = expectOk(
      await call(t, systemEndpoints.registerSetting),
      systemEndpoints.registerSetting,
    );
    expect(setting.fields.captcha).toEqual({ shown: false, required: false });
    expectError(
      await ops('PUT', '/ops/merchants/demo/register-fields/nothing', {
        shown: true,
        required: true,
      }),
      404,
      'not_found',
    );
  });
});
