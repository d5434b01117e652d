import { smsEndpoints } from '@portal/contract/sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { sessionEndpoints } from '@portal/contract/session';
import {
  call,
  callEncrypted,
  createMember,
  demoMerchantId,
  setModule,
} from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { smsOutbox } from '../../testing/outboxes.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('SMS codes', () => {
  let t: TestApp;
  const clock = new ManualClock();
  const outbox = (mobile: string) => smsOutbox(t, mobile);

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await createMember(t, { account: 'smsuser1', mobile: ['351', '915000001'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('noLogin answers the same for registered and unknown numbers, sending only to the first', async () => {
    const known = await call(t, smsEndpoints.noLogin, {
      mobileNum: '915000001',
      countryDialingCode: '351',
    });
    const unknown = await call(t, smsEndpoints.noLogin, {
      mobileNum: '915999999',
      countryDialingCode: '351',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(expectOk(known, smsEndpoints.noLogin)).toEqual({ expiredMinutes: 5 });
    const sent = await outbox('915000001');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(
      /^Aurora Play: your verification code is \d{6}\. It expires in 5 minutes\.$/u,
    );
    expect(await outbox('915999999')).toEqual([]);
    // Only the hash of the code is kept.
    const [row] = await t.db.query<{ code_hash: string }>(
      'select code_hash from sms_code order by id desc limit 1',
    );
    expect(sent[0]!.text).not.toContain(row!.code_hash);
  });

  it('throttles: one per second per number, a 5-minute lockout after 5 in 10 minutes', async () => {
    const send = () =>
      call(t, smsEndpoints.noLogin, { mobileNum: '915000002', countryDialingCode: '351' });
    expectOk(await send(), smsEndpoints.noLogin);
    expectError(await send(), 429, 'too_many_requests');
    for (let i = 0; i < 4; i += 1) {
      clock.advance(1000);
      expectOk(await send(), smsEndpoints.noLogin);
    }
    clock.advance(1000);
    expectError(await send(), 429, 'too_many_requests');
    clock.advance(2 * 60_000);
    expectError(await send(), 429, 'too_many_requests');
    clock.advance(3 * 60_000);
    expectOk(await send(), smsEndpoints.noLogin);
  });

  it('register codes refuse taken numbers; the switches turn the calls off', async () => {
    clock.advance(1000);
    expectError(
      await call(t, smsEndpoints.register, { mobileNo: '915000001', countryDialingCode: '351' }),
      409,
      'mobile_taken',
    );
    expectOk(
      await call(t, smsEndpoints.register, { mobileNo: '915000003', countryDialingCode: '351' }),
      smsEndpoints.register,
    );
    expect((await outbox('915000003'))[0]?.purpose).toBe('register');
    await setModule(t, 'REGMOBVERF3', false);
    clock.advance(1000);
    expectError(
      await call(t, smsEndpoints.register, { mobileNo: '915000004', countryDialingCode: '351' }),
      403,
      'feature_disabled',
    );
    await setModule(t, 'REGMOBVERF3', true);
    await setModule(t, 'SMS_LOGIN', false);
    expectError(
      await call(t, smsEndpoints.noLogin, {
        mobileNum: '915000001',
        countryDialingCode: '351',
        purpose: 'login',
      }),
      403,
      'feature_disabled',
    );
    await setModule(t, 'SMS_LOGIN', true);
    expectError(
      await call(t, smsEndpoints.noLogin, { mobileNum: '12', countryDialingCode: '351' }),
      400,
      'invalid_input',
    );
  });

  it('codes allow five tries, then are void even when right', async () => {
    clock.advance(1000);
    const mobile = { mobileNum: '915000001', countryDialingCode: '351' };
    expectOk(
      await call(t, smsEndpoints.noLogin, { ...mobile, purpose: 'login' }),
      smsEndpoints.noLogin,
    );
    const code = /(\d{6})/u.exec((await outbox('915000001'))[0]!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const merchantId = await demoMerchantId(t);
    // Failures soon make a captcha due: every try brings one.
    const attempt = async (password: string, ip = '198.51.100.40') => {
      const captcha = await t.app.platform.captchas.create(merchantId, 'ACDEF');
      return callEncrypted(
        t,
        sessionEndpoints.login,
        {
          type: 'sms',
          ...mobile,
          password,
          captcha: 'ACDEF',
          captchaId: captcha.id,
        },
        { ip },
      );
    };
    for (let i = 0; i < 5; i += 1)
      expectError(await attempt(wrong), 400, 'invalid_verification_code');
    // Five failures lock this account from that IP; from another, the right code is void too.
    expectError(await attempt(code), 429, 'too_many_requests');
    expectError(await attempt(code, '198.51.100.41'), 400, 'invalid_verification_code');
  });

  it('deletes codes a day after they expired, through the hourly job', async () => {
    await createMember(t, { account: 'smsuser9', mobile: ['351', '915000009'] });
    clock.advance(60_000);
    expectOk(
      await call(
        t,
        smsEndpoints.noLogin,
        { mobileNum: '915000009', countryDialingCode: '351' },
        { ip: '198.51.100.90' },
      ),
      smsEndpoints.noLogin,
    );
    const count = async () => {
      const [row] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from sms_code where mobile = '915000009'`,
      );
      return row!.n;
    };
    expect(await count()).toBe(1);
    // Expired, but for less than a day: kept.
    clock.advance(t.config.smsCodeMinutes * 60_000 + 3_600_000);
    await t.app.platform.jobs.runNow('one-time-codes-expire');
    expect(await count()).toBe(1);
    clock.advance(24 * 3_600_000);
    await t.app.platform.jobs.runNow('one-time-codes-expire');
    expect(await count()).toBe(0);
  });
});
