import { memberEndpoints } from '@portal/contract/member';
import { sessionEndpoints } from '@portal/contract/session';
import { smsEndpoints } from '@portal/contract/sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import {
  call,
  callEncrypted,
  createMember,
  demoMerchantId,
  loginOk,
  rowCounts,
} from '../../testing/accounts.ts';
import { lastEmailCode, lastSmsCode } from '../../testing/outboxes.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('binding the mobile number and the email', () => {
  let t: TestApp;
  const clock = new ManualClock();
  let ipCount = 0;
  // A fresh address per send keeps the per-IP SMS budget out of the tests that do not test it.
  const nextIp = () => `198.51.100.${(ipCount += 1)}`;

  const sendSms = (token: string, mobileNum: string, ip = nextIp()) => {
    clock.advance(1000);
    return call(t, smsEndpoints.bind, { mobileNum, countryDialingCode: '351' }, { token, ip });
  };
  const bindMobile = (token: string, input: Record<string, unknown>) =>
    callEncrypted(
      t,
      memberEndpoints.bindMobile,
      { countryDialingCode: '351', ...input },
      { token },
    );
  const sendEmail = (token: string, email: string) => {
    clock.advance(61_000);
    return call(t, memberEndpoints.emailCode, { email }, { token });
  };
  const bindEmail = (token: string, input: Record<string, unknown>) =>
    callEncrypted(t, memberEndpoints.bindEmail, input, { token });
  const info = async (token: string) =>
    expectOk(await call(t, memberEndpoints.info, {}, { token }), memberEndpoints.info);
  // Row counts without the nonces every encrypted call leaves behind.
  const counts = async () => {
    const { used_nonce: _nonces, ...rest } = await rowCounts(t);
    return rest;
  };
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
  const memberRow = async (account: string) =>
    (
      await t.db.query<{ mobile_number: string | null; email: string | null }>(
        'select mobile_number, email from member where account = $1',
        [account],
      )
    )[0]!;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await createMember(t, { account: 'binder1', password: 'secret99' });
    await createMember(t, { account: 'binder2', mobile: ['351', '916000002'] });
    await createMember(t, { account: 'binder3', email: 'old3@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('binds a mobile number with the code sent to it; member info shows it masked', async () => {
    const { token } = await loginOk(t, 'binder1', 'secret99');
    expect(await info(token)).toMatchObject({ mobileNum: null, hasPassword: true });
    expect(expectOk(await sendSms(token, '916000001'), smsEndpoints.bind)).toEqual({
      expiredMinutes: 5,
    });
    const code = await lastSmsCode(t, '916000001');
    const bound = await bindMobile(token, {
      mobileNum: '916000001',
      verificationCode: code,
      password: 'secret99',
    });
    expect(expectOk(bound, memberEndpoints.bindMobile)).toEqual({ mobileNum: '+351 *****0001' });
    expect((await info(token)).mobileNum).toBe('+351 *****0001');
    const [audit] = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_log where action = 'mobile_bind' order by id desc limit 1`,
    );
    expect(audit).toEqual({
      action: 'mobile_bind',
      detail: { mobile: '+351 *****0001', changed: false },
    });
    // Single use.
    expectError(
      await bindMobile(token, {
        mobileNum: '916000001',
        verificationCode: code,
        password: 'secret99',
      }),
      400,
      'mobile_unchanged',
    );
    // The same number again is refused before any code goes out.
    expectError(await sendSms(token, '916000001'), 400, 'mobile_unchanged');
  });

  it('refuses a wrong code, an expired one, a wrong password and a code of another purpose, changing nothing', async () => {
    const { token } = await loginOk(t, 'binder1', 'secret99');
    const input = { mobileNum: '916000011', password: 'secret99' };
    expectOk(await sendSms(token, '916000011'), smsEndpoints.bind);
    const code = await lastSmsCode(t, '916000011');

    const before = await counts();
    expectError(
      await bindMobile(token, { ...input, verificationCode: otherThan(code) }),
      400,
      'invalid_verification_code',
    );
    // A wrong password is refused before the code is looked at: the code stays usable.
    const wrong = expectError(
      await bindMobile(token, { ...input, password: 'nope1234', verificationCode: code }),
      400,
      'wrong_old_password',
    );
    expect(wrong.fields).toEqual({ password: 'The current password is wrong.' });
    expectError(
      await bindMobile(token, { mobileNum: '916000011', verificationCode: code }),
      400,
      'invalid_input',
    );
    expect(await counts()).toEqual(before);
    expect((await memberRow('binder1')).mobile_number).toBe('916000001');
    // The code survived those: it now binds.
    expectOk(
      await bindMobile(token, { ...input, verificationCode: code }),
      memberEndpoints.bindMobile,
    );
    expect((await info(token)).mobileNum).toBe('+351 *****0011');

    // Expired.
    expectOk(await sendSms(token, '916000012'), smsEndpoints.bind);
    const late = await lastSmsCode(t, '916000012');
    clock.advance(5 * 60_000 + 1);
    expectError(
      await bindMobile(token, {
        mobileNum: '916000012',
        password: 'secret99',
        verificationCode: late,
      }),
      400,
      'sms_code_expired',
    );
    expect((await memberRow('binder1')).mobile_number).toBe('916000011');

    // Codes of another purpose never bind: a registration code, and a login code (only
    // registered numbers get those, so one is made by relabelling a bind code).
    clock.advance(1000);
    expectOk(
      await call(
        t,
        smsEndpoints.register,
        { mobileNo: '916000015', countryDialingCode: '351' },
        { ip: nextIp() },
      ),
      smsEndpoints.register,
    );
    expectError(
      await bindMobile(token, {
        mobileNum: '916000015',
        password: 'secret99',
        verificationCode: await lastSmsCode(t, '916000015'),
      }),
      400,
      'invalid_verification_code',
    );
    expectOk(await sendSms(token, '916000013'), smsEndpoints.bind);
    const otherCode = await lastSmsCode(t, '916000013');
    // A code sent to one number does not bind another.
    expectError(
      await bindMobile(token, {
        mobileNum: '916000014',
        password: 'secret99',
        verificationCode: otherCode,
      }),
      400,
      'invalid_verification_code',
    );
    await t.db.query(`update sms_code set purpose = 'login' where mobile = '916000013'`);
    expectError(
      await bindMobile(token, {
        mobileNum: '916000013',
        password: 'secret99',
        verificationCode: otherCode,
      }),
      400,
      'invalid_verification_code',
    );
    expect((await memberRow('binder1')).mobile_number).toBe('916000011');
  });

  it('refuses a number another member holds, and a code another member received', async () => {
    const { token } = await loginOk(t, 'binder1', 'secret99');
    expectError(await sendSms(token, '916000002'), 409, 'mobile_taken');
    const { token: other } = await loginOk(t, 'binder3', 'secret99');
    expectOk(await sendSms(other, '916000021'), smsEndpoints.bind);
    const code = await lastSmsCode(t, '916000021');
    expectError(
      await bindMobile(token, {
        mobileNum: '916000021',
        password: 'secret99',
        verificationCode: code,
      }),
      400,
      'invalid_verification_code',
    );
    // Taken between the send and the bind.
    await t.db.query(
      `update member set mobile_country_code = '351', mobile_number = '916000021' where account = 'binder2'`,
    );
    expectError(
      await bindMobile(other, {
        mobileNum: '916000021',
        password: 'secret99',
        verificationCode: code,
      }),
      409,
      'mobile_taken',
    );
    expect((await memberRow('binder3')).mobile_number).toBeNull();
  });

  it('refuses trial accounts and visitors', async () => {
    const trial = expectOk(await call(t, sessionEndpoints.freeplay, {}), sessionEndpoints.freeplay);
    const trialToken = trial.token!;
    expectError(await sendSms(trialToken, '916000031'), 403, 'in_need_true_account');
    expectError(
      await call(t, memberEndpoints.emailCode, { email: 'x@example.com' }, { token: trialToken }),
      403,
      'in_need_true_account',
    );
    expectError(
      await bindMobile(trialToken, { mobileNum: '916000031', verificationCode: '123456' }),
      403,
      'in_need_true_account',
    );
    expectError(
      await bindEmail(trialToken, { email: 'x@example.com', verificationCode: '123456' }),
      403,
      'in_need_true_account',
    );
    expectError(
      await call(t, smsEndpoints.bind, { mobileNum: '916000031', countryDialingCode: '351' }),
      401,
      'in_no_login',
    );
    expectError(
      await call(t, memberEndpoints.emailCode, { email: 'x@example.com' }),
      401,
      'in_no_login',
    );
    expectError(
      await callEncrypted(t, memberEndpoints.bindMobile, {
        mobileNum: '916000031',
        countryDialingCode: '351',
        verificationCode: '123456',
      }),
      401,
      'in_no_login',
    );
    expectError(
      await callEncrypted(t, memberEndpoints.bindEmail, {
        email: 'x@example.com',
        verificationCode: '1',
      }),
      401,
      'in_no_login',
    );
  });

  it('throttles SMS bind codes per number and address', async () => {
    const { token } = await loginOk(t, 'binder1', 'secret99');
    expectOk(await sendSms(token, '916000041', '192.0.2.77'), smsEndpoints.bind);
    expectError(
      await call(
        t,
        smsEndpoints.bind,
        { mobileNum: '916000041', countryDialingCode: '351' },
        { token, ip: '192.0.2.77' },
      ),
      429,
      'too_many_requests',
    );
  });

  it('binds and changes an email with the code sent to it', async () => {
    const { token } = await loginOk(t, 'binder3', 'secret99');
    expect((await info(token)).email).toBe('o***@example.com');
    expectError(await sendEmail(token, 'OLD3@example.com'), 400, 'email_unchanged');
    expectError(await sendEmail(token, 'not-an-email'), 400, 'invalid_input');
    expect(expectOk(await sendEmail(token, 'new3@example.com'), memberEndpoints.emailCode)).toEqual(
      { expiredMinutes: 5 },
    );
    const code = await lastEmailCode(t, 'new3@example.com');
    const before = await counts();
    expectError(
      await bindEmail(token, {
        email: 'new3@example.com',
        verificationCode: code,
        password: 'bad',
      }),
      400,
      'wrong_old_password',
    );
    expectError(
      await bindEmail(token, {
        email: 'new3@example.com',
        verificationCode: otherThan(code),
        password: 'secret99',
      }),
      400,
      'invalid_verification_code',
    );
    // A code for one address never binds another.
    expectError(
      await bindEmail(token, {
        email: 'other3@example.com',
        verificationCode: code,
        password: 'secret99',
      }),
      400,
      'invalid_verification_code',
    );
    expect(await counts()).toEqual(before);
    expect((await memberRow('binder3')).email).toBe('old3@example.com');
    expect(
      expectOk(
        await bindEmail(token, {
          email: 'new3@example.com',
          verificationCode: code,
          password: 'secret99',
        }),
        memberEndpoints.bindEmail,
      ),
    ).toEqual({ email: 'n***@example.com' });
    expect((await info(token)).email).toBe('n***@example.com');
    expect((await memberRow('binder3')).email).toBe('new3@example.com');
    // Single use.
    expectError(
      await bindEmail(token, {
        email: 'new3@example.com',
        verificationCode: code,
        password: 'secret99',
      }),
      400,
      'email_unchanged',
    );
  });

  it('refuses an expired email code and another member’s code; throttles sends per member', async () => {
    const { token } = await loginOk(t, 'binder1', 'secret99');
    expectOk(await sendEmail(token, 'late1@example.com'), memberEndpoints.emailCode);
    const late = await lastEmailCode(t, 'late1@example.com');
    clock.advance(5 * 60_000 + 1);
    expectError(
      await bindEmail(token, {
        email: 'late1@example.com',
        verificationCode: late,
        password: 'secret99',
      }),
      400,
      'sms_code_expired',
    );
    const { token: other } = await loginOk(t, 'binder3', 'secret99');
    expectOk(await sendEmail(other, 'shared@example.com'), memberEndpoints.emailCode);
    const code = await lastEmailCode(t, 'shared@example.com');
    expectError(
      await bindEmail(token, {
        email: 'shared@example.com',
        verificationCode: code,
        password: 'secret99',
      }),
      400,
      'invalid_verification_code',
    );
    expect((await memberRow('binder1')).email).toBeNull();

    // One a minute, five an hour.
    clock.advance(3_600_000);
    const { token: fresh } = await loginOk(t, 'binder1', 'secret99');
    expectOk(await sendEmail(fresh, 'a1@example.com'), memberEndpoints.emailCode);
    expectError(
      await call(t, memberEndpoints.emailCode, { email: 'a2@example.com' }, { token: fresh }),
      429,
      'too_many_requests',
    );
    for (let i = 0; i < 4; i += 1)
      expectOk(await sendEmail(fresh, `b${i}@example.com`), memberEndpoints.emailCode);
    expectError(await sendEmail(fresh, 'c@example.com'), 429, 'too_many_requests');
  });

  it('does not ask members without a login password for one', async () => {
    const memberId = await createMember(t, { account: 'nopass1', password: null });
    const merchantId = await demoMerchantId(t);
    const { token } = await t.app.platform.db.transaction((tx) =>
      t.app.platform.sessionStore.issue(tx, {
        merchantId,
        memberId,
        side: 'member',
        ip: '127.0.0.1',
      }),
    );
    expect((await info(token)).hasPassword).toBe(false);
    expectOk(await sendSms(token, '916000051'), smsEndpoints.bind);
    const code = await lastSmsCode(t, '916000051');
    expectOk(
      await bindMobile(token, { mobileNum: '916000051', verificationCode: code }),
      memberEndpoints.bindMobile,
    );
    expect((await info(token)).mobileNum).toBe('+351 *****0051');
  });
});
