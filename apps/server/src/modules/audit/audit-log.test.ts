import { memberEndpoints } from '@portal/contract/member';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  callEncrypted,
  login,
  loginOk,
  register,
  registration,
  setField,
} from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('audit log', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await setField(t, 'captcha', false);
  });
  afterAll(async () => {
    await t.close();
  });

  it('records logins, failures, logouts, registrations and password changes, without secrets', async () => {
    const ip = '198.51.100.5';
    expectError(await login(t, 'player02', 'Wrong1pass', { ip }), 401, 'login_failed');
    const { token } = await loginOk(t, 'player02', 'player1234', { ip });
    expectOk(await call(t, sessionEndpoints.logout, {}, { ip, token }), sessionEndpoints.logout);
    const created = expectOk(
      await register(
        t,
        registration({
          username: 'audited1',
          password: 'Audit1pass',
          confirmPassword: 'Audit1pass',
        }),
        { ip },
      ),
      memberEndpoints.register,
    );
    expectOk(
      await callEncrypted(
        t,
        memberEndpoints.changePassword,
        { oldPassword: 'Audit1pass', newPassword: 'Audit2pass', confirmNewPassword: 'Audit2pass' },
        { ip, token: created.token! },
      ),
      memberEndpoints.changePassword,
    );
    const rows = await t.db.query<{
      action: string;
      account: string | null;
      ip: string;
      detail: unknown;
    }>(
      `select a.action, m.account, a.ip, a.detail from audit_log a left join member m on m.id = a.member_id
       where a.ip = $1 order by a.id`,
      [ip],
    );
    expect(rows.map((r) => [r.action, r.account])).toEqual([
      ['login_failed', 'player02'],
      ['login', 'player02'],
      ['logout', 'player02'],
      ['register', 'audited1'],
      ['password_change', 'audited1'],
    ]);
    const text = JSON.stringify(rows);
    for (const secret of [
      'Wrong1pass',
      'player1234',
      'Audit1pass',
      'Audit2pass',
      token,
      created.token!,
    ])
      expect(text).not.toContain(secret);
  });

  it('refuses UPDATE and DELETE', async () => {
    const [before] = await t.db.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(before!.n).toBeGreaterThan(0);
    await expect(t.db.query(`update audit_log set action = 'login'`)).rejects.toThrow(
      'append-only',
    );
    await expect(t.db.query('delete from audit_log')).rejects.toThrow('append-only');
    const [after] = await t.db.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(after!.n).toBe(before!.n);
  });
});
