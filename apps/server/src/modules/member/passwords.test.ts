import { memberEndpoints } from '@portal/contract/member';
import { sessionEndpoints } from '@portal/contract/session';
import { smsEndpoints } from '@portal/contract/sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ManualClock } from '../../clock.ts';
import { sessionEndedCloseCode } from '../../realtime/realtime.ts';
import { call, callEncrypted, createMember, login, loginOk } from '../../testing/accounts.ts';
import { emailOutbox, lastSmsCode } from '../../testing/outboxes.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

async function openSocket(base: string, token: string): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(`${base}/ws?token=${token}`);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code: number) => resolve(code)),
  );
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      if (JSON.parse(data.toString()).type === 'ready') resolve();
    });
    socket.on('error', reject);
  });
  return { closed };
}

describe('passwords', () => {
  let t: TestApp;
  const clock = new ManualClock();
  let base = '';
  const info = (token: string) => call(t, memberEndpoints.info, {}, { token });
  const change = (token: string, body: Record<string, unknown>) =>
    callEncrypted(t, memberEndpoints.changePassword, body, { token });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `ws://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('change: needs the old password, refuses reuse, ends every session and their sockets', async () => {
    await createMember(t, { account: 'changer1', password: 'first123' });
    const a = await loginOk(t, 'changer1', 'first123');
    const b = await loginOk(t, 'changer1', 'first123');
    const socketClosed = await openSocket(base, b.token);
    const body = {
      oldPassword: 'first123',
      newPassword: 'second12',
      confirmNewPassword: 'second12',
    };
    expect(
      expectError(await change(a.token, { ...body, oldPassword: undefined }), 400, 'invalid_input')
        .fields,
    ).toEqual({ oldPassword: 'This field is required.' });
    expectError(
      await change(a.token, { ...body, oldPassword: 'wrong123' }),
      400,
      'wrong_old_password',
    );
    expectError(
      await change(a.token, { ...body, newPassword: 'first123', confirmNewPassword: 'first123' }),
      400,
      'password_reuse',
    );
    expectError(
      await change(a.token, { ...body, confirmNewPassword: 'second13' }),
      400,
      'confirmation_mismatch',
    );
    expectError(
      await change(a.token, { ...body, newPassword: 'short', confirmNewPassword: 'short' }),
      400,
      'invalid_input',
    );
    const { token } = expectOk(await change(a.token, body), memberEndpoints.changePassword);
    expect(await socketClosed.closed).toBe(sessionEndedCloseCode);
    expectError(await info(a.token), 401, 'in_no_login');
    expectError(await info(b.token), 401, 'in_no_login');
    expectOk(await info(token), memberEndpoints.info);
    expectError(await login(t, 'changer1', 'first123'), 401, 'login_failed');
    await loginOk(t, 'changer1', 'second12');
    const [audit] = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_log where action = 'password_change' order by id desc limit 1`,
    );
    expect(audit).toEqual({
      action: 'password_change',
      detail: { via: 'change', sessionsEnded: 2 },
    });
  });

  it('change: locks after repeated wrong old passwords', async () => {
    await createMember(t, { account: 'guesser1', password: 'first123' });
    const { token } = await loginOk(t, 'guesser1', 'first123');
    const body = {
      oldPassword: 'wrong123',
      newPassword: 'second12',
      confirmNewPassword: 'second12',
    };
    for (let i = 0; i < 5; i += 1)
      expectError(await change(token, body), 400, 'wrong_old_password');
    expectError(
      await change(token, { ...body, oldPassword: 'first123' }),
      429,
      'too_many_requests',
    );
    clock.advance(5 * 60_000);
    expectOk(
      await change(token, { ...body, oldPassword: 'first123' }),
      memberEndpoints.changePassword,
    );
  });

  it('change: trial accounts must register first', async () => {
    const trial = expectOk(await call(t, sessionEndpoints.freeplay, {}), sessionEndpoints.freeplay);
    expectError(
      await change(trial.token!, { newPassword: 'second12', confirmNewPassword: 'second12' }),
      403,
      'in_need_true_account',
    );
  });

  it('forgot by email: a single-use link through the demo email gateway', async () => {
    await createMember(t, {
      account: 'forgot01',
      password: 'first123',
      email: 'Forgot01@Example.com',
    });
    const session = await loginOk(t, 'forgot01', 'first123');
    const forgot = (form: string) =>
      t.app.inject({
        method: 'POST',
        url: memberEndpoints.forgotByEmail.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-language': 'EN' },
        payload: form,
      });
    expectError(
      await forgot('username=forgot01&email=other@example.com'),
      404,
      'username_or_email_missing',
    );
    expectError(
      await forgot('username=nobody11&email=forgot01@example.com'),
      404,
      'username_or_email_missing',
    );
    expect(
      expectOk(
        await forgot('username=FORGOT01&email=forgot01@example.com'),
        memberEndpoints.forgotByEmail,
      ),
    ).toEqual({
      sent: true,
    });
    const mail = (await emailOutbox(t, 'forgot01@example.com'))[0]!;
    expect(mail.subject).toBe('Aurora Play: reset your password');
    const link = /(http\S+\/\?resetToken=([A-Za-z0-9_-]+))/u.exec(mail.text);
    expect(link?.[1]).toMatch(/^http:\/\/localhost(:\d+)?\/\?resetToken=/u);
    const resetToken = link![2]!;
    const reset = (newPassword: string, confirm = newPassword) =>
      call(t, memberEndpoints.resetByEmail, {
        resetToken,
        newPassword,
        confirmNewPassword: confirm,
      });
    expectError(await reset('third123', 'third124'), 400, 'confirmation_mismatch');
    expect(expectOk(await reset('third123'), memberEndpoints.resetByEmail)).toEqual({
      reset: true,
    });
    expectError(await reset('fourth12'), 400, 'reset_token_invalid');
    expectError(await info(session.token), 401, 'in_no_login');
    await loginOk(t, 'forgot01', 'third123');
    // Links expire.
    clock.advance(1000);
    expectOk(
      await forgot('username=forgot01&email=forgot01@example.com'),
      memberEndpoints.forgotByEmail,
    );
    const later = (await emailOutbox(t, 'forgot01@example.com'))[0]!;
    const second = /resetToken=([A-Za-z0-9_-]+)/u.exec(later.text)![1]!;
    clock.advance(30 * 60_000 + 1);
    expectError(
      await call(t, memberEndpoints.resetByEmail, {
        resetToken: second,
        newPassword: 'fifth123',
        confirmNewPassword: 'fifth123',
      }),
      400,
      'reset_token_invalid',
    );
  });

  it('set by phone: an SMS code of purpose reset, single use, ends the sessions', async () => {
    await createMember(t, {
      account: 'phoner01',
      password: 'first123',
      mobile: ['351', '914000001'],
    });
    const session = await loginOk(t, 'phoner01', 'first123');
    const target = { mobileNum: '914000001', countryDialingCode: '351' };
    clock.advance(1000);
    expectOk(
      await call(t, smsEndpoints.noLogin, { ...target, purpose: 'reset' }),
      smsEndpoints.noLogin,
    );
    const code = await lastSmsCode(t, '914000001');
    const setByPhone = (verificationCode: string, newPassword = 'second12') =>
      callEncrypted(t, memberEndpoints.setPasswordByPhone, {
        ...target,
        verificationCode,
        newPassword,
        confirmNewPassword: newPassword,
      });
    expect(expectOk(await setByPhone(code), memberEndpoints.setPasswordByPhone)).toEqual({
      account: 'phoner01',
    });
    expectError(await setByPhone(code, 'third123'), 400, 'invalid_verification_code');
    expectError(await info(session.token), 401, 'in_no_login');
    await loginOk(t, 'phoner01', 'second12');
    // A code sent for login does not reset a password.
    clock.advance(1000);
    expectOk(
      await call(t, smsEndpoints.noLogin, { ...target, purpose: 'login' }),
      smsEndpoints.noLogin,
    );
    expectError(
      await setByPhone(await lastSmsCode(t, '914000001')),
      400,
      'invalid_verification_code',
    );
  });
});
