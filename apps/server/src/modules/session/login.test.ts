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
  login,
  loginOk,
  setModule,
} from '../../testing/accounts.ts';
import { lastSmsCode } from '../../testing/outboxes.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('POST /wps/session/login', () => {
  let t: TestApp;
  const clock = new ManualClock();
  let merchantId = 0;
  const info = (token: string, options: { host?: string; ip?: string } = {}) =>
    call(t, memberEndpoints.info, {}, { token, ...options });

  beforeAll(async () => {
    t = await createTestApp({ clock });
    merchantId = await demoMerchantId(t);
    await createSecondMerchant(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs the demo member in with a new token every time; both stay valid', async () => {
    const first = await loginOk(t, 'demo01', 'demo1234');
    const second = await loginOk(t, 'DEMO01', 'demo1234');
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(second.token).not.toBe(first.token);
    expect(first).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      forcePasswordChange: false,
      captcha: false,
      twoFactor: null,
    });
    for (const token of [first.token, second.token]) {
      const value = expectOk(await info(token), memberEndpoints.info);
      expect(value).toMatchObject({ account: 'demo01', balance: '1000.00', isTrial: false });
    }
    // Only the hash of a token is stored.
    const stored = await t.db.query<{ token_hash: string }>(
      'select token_hash from member_session',
    );
    expect(stored.some((row) => row.token_hash === first.token)).toBe(false);
  });

  it('refuses a wrong password or an unknown account alike, and audits both without secrets', async () => {
    const wrong = expectError(await login(t, 'demo01', 'nope1234'), 401, 'login_failed');
    expect(wrong.details).toEqual({ captcha: false });
    expectError(await login(t, 'nobody99', 'nope1234'), 401, 'login_failed');
    const rows = await t.db.query<{ member_id: string | null; detail: Record<string, unknown> }>(
      `select member_id::text as member_id, detail from audit_log where action = 'login_failed'
       order by id desc limit 2`,
    );
    expect(rows[0]).toMatchObject({ member_id: null, detail: { account: 'nobody99' } });
    expect(rows[1]?.member_id).not.toBeNull();
    expect(JSON.stringify(rows)).not.toContain('nope1234');
  });

  it('requires a captcha after 3 failures of an account, then a good login clears it', async () => {
    await createMember(t, { account: 'capper01', password: 'right123' });
    for (let i = 1; i <= 2; i += 1)
      expect(
        expectError(await login(t, 'capper01', 'wrong123'), 401, 'login_failed').details,
      ).toEqual({
        captcha: false,
      });
    expect(
      expectError(await login(t, 'capper01', 'wrong123'), 401, 'login_failed').details,
    ).toEqual({
      captcha: true,
    });
    // From now on, even the right password needs a captcha.
    expect(
      expectError(await login(t, 'capper01', 'right123'), 400, 'captcha_required').details,
    ).toEqual({ captcha: true });
    const bad = await t.app.platform.captchas.create(merchantId, 'ACDEF');
    expectError(
      await login(t, 'capper01', 'right123', { captcha: 'XXXXX', captchaId: bad.id }),
      400,
      'captcha_invalid',
    );
    // A captcha is single use, even after a wrong answer.
    expectError(
      await login(t, 'capper01', 'right123', { captcha: 'ACDEF', captchaId: bad.id }),
      400,
      'captcha_invalid',
    );
    const good = await t.app.platform.captchas.create(merchantId, 'HJKMN');
    await loginOk(t, 'capper01', 'right123', { captcha: 'hjkmn', captchaId: good.id } as never);
    await loginOk(t, 'capper01', 'right123');
  });

  it('locks an account for one IP after repeated failures, never for its owner elsewhere, and lets go after 5 minutes', async () => {
    await createMember(t, { account: 'locked01', password: 'right123' });
    const attacker = '203.0.113.50';
    const owner = '198.51.100.7';
    const solve = async () => {
      const c = await t.app.platform.captchas.create(merchantId, 'WXY34');
      return { captcha: 'WXY34', captchaId: c.id };
    };
    for (let i = 1; i <= 5; i += 1) {
      const extra = i > 3 ? await solve() : {};
      expectError(
        await login(t, 'locked01', 'wrong123', { ip: attacker, ...extra }),
        401,
        'login_failed',
      );
    }
    // Locked from that IP, right password and captcha or not.
    const refused = expectError(
      await login(t, 'locked01', 'right123', { ip: attacker, ...(await solve()) }),
      429,
      'too_many_requests',
    );
    expect(refused.details?.retryAfterSeconds).toBe(300);
    // The owner on another IP only needs the captcha the failures made due.
    await loginOk(t, 'locked01', 'right123', { ip: owner, ...(await solve()) } as never);
    clock.advance(5 * 60_000);
    await loginOk(t, 'locked01', 'right123', { ip: attacker });
  });

  it('locks an IP that tries many accounts', async () => {
    const ipLimited = await createTestApp({ db: t.db, clock, config: { loginIpLockAfter: 4 } });
    try {
      await createMember(ipLimited, { account: 'victim01', password: 'right123' });
      for (let i = 0; i < 4; i += 1)
        expectError(
          await login(ipLimited, `ghost${i}x`, 'wrong123', { ip: '192.0.2.9' }),
          401,
          'login_failed',
        );
      expectError(
        await login(ipLimited, 'victim01', 'right123', { ip: '192.0.2.9' }),
        429,
        'too_many_requests',
      );
      await loginOk(ipLimited, 'victim01', 'right123', { ip: '192.0.2.10' });
    } finally {
      await ipLimited.close();
    }
  });

  it('keeps non-agents off the agent side and non-member types out', async () => {
    expectError(
      await login(t, 'player02', 'player1234', { side: 'agent' }),
      403,
      'only_agent_login',
    );
    const agent = await loginOk(t, 'agent01', 'agent1234', { side: 'agent' });
    expect(expectOk(await info(agent.token), memberEndpoints.info)).toMatchObject({
      type: 1,
      isAgent: true,
    });
    await loginOk(t, 'agent01', 'agent1234');
    await createMember(t, { account: 'internal1', password: 'right123', type: 3 });
    expectError(await login(t, 'internal1', 'right123'), 403, 'non_member_login');
    // Trial accounts have no password: only free play logs them in.
    await createMember(t, { account: 'guest_x', password: null, type: 4 });
    expectError(await login(t, 'guest_x', ''), 400, 'invalid_input');
    expectError(await login(t, 'guest_x', 'anything1'), 401, 'login_failed');
  });

  it('logs the default password in but forces a change, without asking for it again', async () => {
    const value = await loginOk(t, 'newbie01', '123456');
    expect(value.forcePasswordChange).toBe(true);
    const changed = expectOk(
      await callEncrypted(
        t,
        memberEndpoints.changePassword,
        { newPassword: 'fresh123', confirmNewPassword: 'fresh123' },
        { token: value.token },
      ),
      memberEndpoints.changePassword,
    );
    expectError(await info(value.token), 401, 'in_no_login');
    expectOk(await info(changed.token), memberEndpoints.info);
    expect((await loginOk(t, 'newbie01', 'fresh123')).forcePasswordChange).toBe(false);
  });

  it('holds a login from a new IP until the SMS code to the registered mobile proves it', async () => {
    await createMember(t, {
      account: 'phoned01',
      password: 'right123',
      mobile: ['351', '910000001'],
    });
    await loginOk(t, 'phoned01', 'right123', { ip: '198.51.100.20' });
    const held = expectOk(
      await login(t, 'phoned01', 'right123', { ip: '198.51.100.21' }),
      sessionEndpoints.login,
    );
    expect(held.token).toBeNull();
    expect(held.twoFactor).toMatchObject({ maskedMobile: '+351 *****0001', expiredMinutes: 5 });
    const challengeId = held.twoFactor!.challengeId;
    // The half-login is good for nothing else.
    expectError(await info(challengeId), 403, 'complete_verification_first');
    const code = await lastSmsCode(t, '910000001');
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await call(
        t,
        sessionEndpoints.verifyDevice,
        { challengeId, code: wrong },
        { ip: '198.51.100.21' },
      ),
      400,
      'invalid_verification_code',
    );
    const done = expectOk(
      await call(t, sessionEndpoints.verifyDevice, { challengeId, code }, { ip: '198.51.100.21' }),
      sessionEndpoints.verifyDevice,
    );
    expectOk(await info(done.token!), memberEndpoints.info);
    expectError(await info(challengeId), 401, 'in_no_login');
    // The code and the challenge are used up; the IP is known now.
    expectError(
      await call(t, sessionEndpoints.verifyDevice, { challengeId, code }, { ip: '198.51.100.21' }),
      400,
      'invalid_verification_code',
    );
    await loginOk(t, 'phoned01', 'right123', { ip: '198.51.100.21' });
    // Without SMS verification the check is skipped.
    await setModule(t, 'SMS_VERIFICATION', false);
    await loginOk(t, 'phoned01', 'right123', { ip: '198.51.100.22' });
    await setModule(t, 'SMS_VERIFICATION', true);
  });

  it('logs in by SMS code; codes are single use and expire', async () => {
    const target = { mobileNum: '912345678', countryDialingCode: '351' };
    const sms = (ip: string) =>
      call(t, smsEndpoints.noLogin, { ...target, purpose: 'login' }, { ip });
    expectOk(await sms('198.51.100.30'), smsEndpoints.noLogin);
    const code = await lastSmsCode(t, '912345678');
    const bySms = (password: string) =>
      callEncrypted(t, sessionEndpoints.login, { type: 'sms', ...target, password });
    const value = expectOk(await bySms(code), sessionEndpoints.login);
    expect(value.token).toBeTruthy();
    expect(value.forcePasswordChange).toBe(false);
    expectError(await bySms(code), 400, 'invalid_verification_code');
    clock.advance(2000);
    expectOk(await sms('198.51.100.31'), smsEndpoints.noLogin);
    const late = await lastSmsCode(t, '912345678');
    clock.advance(5 * 60_000 + 1);
    expectError(await bySms(late), 400, 'sms_code_expired');
  });

  it('ends sessions when idle and at the absolute limit', async () => {
    const short = await createTestApp({
      db: t.db,
      clock,
      config: { sessionIdleMinutes: 30, sessionMaxHours: 1 },
    });
    try {
      const idle = await loginOk(short, 'player02', 'player1234');
      clock.advance(29 * 60_000);
      expectOk(
        await call(short, memberEndpoints.info, {}, { token: idle.token }),
        memberEndpoints.info,
      );
      clock.advance(30 * 60_000 + 1);
      expectError(
        await call(short, memberEndpoints.info, {}, { token: idle.token }),
        401,
        'in_no_login',
      );

      const busy = await loginOk(short, 'player02', 'player1234');
      for (let minute = 20; minute < 60; minute += 20) {
        clock.advance(20 * 60_000);
        expectOk(
          await call(short, memberEndpoints.info, {}, { token: busy.token }),
          memberEndpoints.info,
        );
      }
      clock.advance(20 * 60_000);
      expectError(
        await call(short, memberEndpoints.info, {}, { token: busy.token }),
        401,
        'in_no_login',
      );
      const reasons = await t.db.query<{ end_reason: string }>(
        `select end_reason from member_session where end_reason in ('idle', 'expired')`,
      );
      expect(new Set(reasons.map((r) => r.end_reason))).toEqual(new Set(['idle', 'expired']));
    } finally {
      await short.close();
    }
  });

  it('logs out: the token stops working and the audit log says so', async () => {
    const { token } = await loginOk(t, 'player02', 'player1234');
    expect(
      expectOk(await call(t, sessionEndpoints.logout, {}, { token }), sessionEndpoints.logout),
    ).toEqual({ loggedOut: true });
    expectError(await info(token), 401, 'in_no_login');
    expectError(await call(t, sessionEndpoints.logout, {}, { token }), 401, 'in_no_login');
    const [row] = await t.db.query<{ action: string }>(
      'select action from audit_log order by id desc limit 1',
    );
    expect(row?.action).toBe('logout');
  });

  it('keeps merchants apart: no login or reading through another brand', async () => {
    const { token } = await loginOk(t, 'player02', 'player1234');
    expectError(
      await login(t, 'player02', 'player1234', { host: 'beta.example' }),
      401,
      'login_failed',
    );
    expectError(await info(token, { host: 'beta.example' }), 401, 'in_no_login');
    await createMember(t, { account: 'betaone1', password: 'right123', merchantCode: 'beta' });
    const beta = await loginOk(t, 'betaone1', 'right123', { host: 'beta.example' });
    expectError(await info(beta.token), 401, 'in_no_login');
    expect(
      expectOk(await info(beta.token, { host: 'beta.example' }), memberEndpoints.info).currency,
    ).toBe('EUR');
  });
});
