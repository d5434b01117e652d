import { memberEndpoints } from '@portal/contract/member';
import { opsEndpoints } from '@portal/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../clock.ts';
import { call, loginOk } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { addOperator, nextCode, operatorToken } from '../../../testing/operators.ts';
import { createSecondMerchant } from '../../../testing/second-merchant.ts';
import { createTestApp, testOpsToken, type TestApp } from '../../../testing/test-app.ts';
import { totpCode } from './totp.ts';

/** A six-digit code that is none of the codes an authenticator of `secret` shows around `now`. */
function wrongCode(secret: string, now: number): string {
  const near = [-1, 0, 1].map((step) => totpCode(secret, now + step * 30_000));
  let code = 100_000;
  while (near.includes(String(code))) code += 1;
  return String(code);
}

function bootstrap(t: TestApp, body: Record<string, unknown>, token = testOpsToken) {
  return t.app.inject({
    method: 'POST',
    url: '/ops/operators/bootstrap',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

describe('operator login', () => {
  let t: TestApp;
  const clock = new ManualClock();

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('bootstraps the first owner once, behind OPS_TOKEN, then enrols its authenticator', async () => {
    expect(
      (await bootstrap(t, { username: 'root', password: 'Founder2024x' }, 'wrong-token-0123456789'))
        .statusCode,
    ).toBe(403);
    expectError(await bootstrap(t, { username: 'root', password: 'short1' }), 400, 'invalid_input');
    const created = await bootstrap(t, { username: 'Root', password: 'Founder2024x' });
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({
      username: 'root',
      role: 'owner',
      merchant: null,
      secondFactor: false,
    });
    expectError(
      await bootstrap(t, { username: 'second', password: 'Founder2024x' }),
      409,
      'conflict',
    );

    expectError(
      await call(t, opsEndpoints.login, { username: 'root', password: 'Founder2024y' }),
      401,
      'login_failed',
    );
    const first = expectOk(
      await call(t, opsEndpoints.login, { username: 'root', password: 'Founder2024x' }),
      opsEndpoints.login,
    );
    expect(first.stage).toBe('enrol');
    expect(first.enrolment!.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/u);
    // The ticket is no session.
    expectError(await call(t, opsEndpoints.me, {}, { token: first.ticket }), 401, 'in_no_login');
    expectError(
      await call(t, opsEndpoints.secondFactor, {
        ticket: first.ticket,
        code: wrongCode(first.enrolment!.secret, clock.now()),
      }),
      400,
      'totp_invalid',
    );
    const second = expectOk(
      await call(t, opsEndpoints.secondFactor, {
        ticket: first.ticket,
        code: totpCode(first.enrolment!.secret, clock.now()),
      }),
      opsEndpoints.secondFactor,
    );
    expect(second.recoveryCodes).toHaveLength(10);
    expect(second.me.operator).toMatchObject({ username: 'root', secondFactor: true });
    expect(second.me.permissions).toContain('brands.manage');
    const me = expectOk(
      await call(t, opsEndpoints.me, {}, { token: second.token }),
      opsEndpoints.me,
    );
    expect(me.operator.username).toBe('root');
    // The brand the console acts on: the request's, its default language first.
    const [brand] = await t.db.query<{ default_language: string; languages: string[] }>(
      "select default_language, languages from merchant where code = 'demo'",
    );
    expect(me.brand.code).toBe('demo');
    expect(me.brand.languages[0]).toBe(brand!.default_language);
    expect([...me.brand.languages].sort()).toEqual([...brand!.languages].sort());
    // The ticket was spent.
    expectError(
      await call(t, opsEndpoints.secondFactor, {
        ticket: first.ticket,
        code: totpCode(first.enrolment!.secret, clock.now()),
      }),
      401,
      'session_expired',
    );

    // Enrolled: the next login asks for a code, and the code just used is not good again.
    clock.advance(5_000);
    const again = expectOk(
      await call(t, opsEndpoints.login, { username: 'root', password: 'Founder2024x' }),
      opsEndpoints.login,
    );
    expect(again).toMatchObject({ stage: 'totp', enrolment: null });
    expectError(
      await call(t, opsEndpoints.secondFactor, {
        ticket: again.ticket,
        code: totpCode(first.enrolment!.secret, clock.now()),
      }),
      400,
      'totp_invalid',
    );
    // A recovery code logs in once.
    const [recovery] = second.recoveryCodes;
    expectOk(
      await call(t, opsEndpoints.secondFactor, {
        ticket: again.ticket,
        code: recovery!.toUpperCase(),
      }),
      opsEndpoints.secondFactor,
    );
    const third = expectOk(
      await call(t, opsEndpoints.login, { username: 'root', password: 'Founder2024x' }),
      opsEndpoints.login,
    );
    expectError(
      await call(t, opsEndpoints.secondFactor, { ticket: third.ticket, code: recovery! }),
      400,
      'totp_invalid',
    );
  });

  it('ends a ticket after five wrong codes, and tickets and sessions expire', async () => {
    const op = await addOperator(t, { username: 'ticketer', role: 'support' });
    const first = expectOk(
      await call(t, opsEndpoints.login, { username: op.username, password: op.password }),
      opsEndpoints.login,
    );
    for (let i = 0; i < 5; i += 1) {
      expectError(
        await call(t, opsEndpoints.secondFactor, {
          ticket: first.ticket,
          code: wrongCode(op.secret, clock.now()),
        }),
        400,
        'totp_invalid',
      );
    }
    expectError(
      await call(t, opsEndpoints.secondFactor, { ticket: first.ticket, code: nextCode(t, op) }),
      401,
      'session_expired',
    );
    // The failures count towards the login lockout of this account and address: log in from
    // another address.
    const options = { ip: '203.0.113.40' };
    const late = expectOk(
      await call(t, opsEndpoints.login, { username: op.username, password: op.password }, options),
      opsEndpoints.login,
    );
    clock.advance(t.config.operatorSessions.ticketMinutes * 60_000 + 1);
    expectError(
      await call(
        t,
        opsEndpoints.secondFactor,
        { ticket: late.ticket, code: nextCode(t, op) },
        options,
      ),
      401,
      'session_expired',
    );

    const token = await operatorToken(t, op, options);
    expectOk(await call(t, opsEndpoints.me, {}, { ...options, token }), opsEndpoints.me);
    clock.advance(t.config.operatorSessions.idleMinutes * 60_000 + 1);
    expectError(await call(t, opsEndpoints.me, {}, { ...options, token }), 401, 'in_no_login');
  });

  it('locks out an account and address after repeated wrong passwords', async () => {
    const op = await addOperator(t, { username: 'guessed', role: 'readonly' });
    const ip = '203.0.113.41';
    for (let i = 0; i < t.config.loginLockAfter; i += 1) {
      expectError(
        await call(
          t,
          opsEndpoints.login,
          { username: op.username, password: `wrong-${i}` },
          { ip },
        ),
        401,
        'login_failed',
      );
    }
    expectError(
      await call(t, opsEndpoints.login, { username: op.username, password: op.password }, { ip }),
      429,
      'too_many_requests',
    );
  });

  it('refuses a locked operator, and a password change ends its other sessions', async () => {
    const locked = await addOperator(t, { username: 'frozen', role: 'finance', locked: true });
    expectError(
      await call(t, opsEndpoints.login, { username: locked.username, password: locked.password }),
      403,
      'operator_locked',
    );
    const op = await addOperator(t, { username: 'changer', role: 'content' });
    const one = await operatorToken(t, op);
    const two = await operatorToken(t, op);
    expectError(
      await call(
        t,
        opsEndpoints.password,
        { oldPassword: 'nope-nope-1', newPassword: 'Another2024x' },
        { token: one },
      ),
      400,
      'wrong_old_password',
    );
    expectOk(
      await call(
        t,
        opsEndpoints.password,
        { oldPassword: op.password, newPassword: 'Another2024x' },
        { token: one },
      ),
      opsEndpoints.password,
    );
    expectOk(await call(t, opsEndpoints.me, {}, { token: one }), opsEndpoints.me);
    expectError(await call(t, opsEndpoints.me, {}, { token: two }), 401, 'in_no_login');
    expectOk(await call(t, opsEndpoints.logout, {}, { token: one }), opsEndpoints.logout);
    expectError(await call(t, opsEndpoints.me, {}, { token: one }), 401, 'in_no_login');
  });

  it("refuses a merchant's operator at another merchant, and a member's token", async () => {
    await createSecondMerchant(t, 'gamma');
    const op = await addOperator(t, { username: 'demo-only', role: 'owner' });
    expectError(
      await call(
        t,
        opsEndpoints.login,
        { username: op.username, password: op.password },
        { host: 'gamma.example' },
      ),
      401,
      'login_failed',
    );
    const token = await operatorToken(t, op);
    expectError(
      await call(t, opsEndpoints.me, {}, { token, host: 'gamma.example' }),
      403,
      'forbidden',
    );
    // Member and operator tokens open nothing of the other side.
    const member = await loginOk(t, 'demo01', 'demo1234');
    expectError(await call(t, opsEndpoints.me, {}, { token: member.token }), 401, 'in_no_login');
    expectError(await call(t, memberEndpoints.info, {}, { token }), 401, 'in_no_login');
  });
});
