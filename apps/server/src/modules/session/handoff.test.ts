import { memberEndpoints } from '@portal/contract/member';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { call, createMember, loginOk } from '../../testing/accounts.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const clock = new ManualClock();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await createMember(t, { account: 'handoff1' });
  token = (await loginOk(t, 'handoff1', 'secret99')).token;
});

afterAll(async () => {
  await t.close();
});

const newCode = async () =>
  expectOk(await call(t, sessionEndpoints.handoff, {}, { token }), sessionEndpoints.handoff);
const redeem = (code: string, ip = '198.51.100.70', host?: string) =>
  call(t, sessionEndpoints.handoffRedeem, { code }, { ip, ...(host ? { host } : {}) });

describe('app QR hand-off', () => {
  it('gives a code that opens one new session of the member, once', async () => {
    const { code, expiresInSeconds } = await newCode();
    expect(expiresInSeconds).toBe(t.config.handoffSeconds);
    expect(code).not.toContain(token);
    const opened = expectOk(await redeem(code), sessionEndpoints.handoffRedeem);
    expect(opened.token).toBeTruthy();
    expect(opened.token).not.toBe(token);
    const info = expectOk(
      await call(t, memberEndpoints.info, {}, { token: opened.token! }),
      memberEndpoints.info,
    );
    expect(info.account).toBe('handoff1');
    expectError(await redeem(code), 400, 'handoff_invalid');
    // The code is stored only as its hash.
    const rows = await t.db.query<{ code_hash: string }>('select code_hash from session_handoff');
    expect(rows.some((row) => row.code_hash === code)).toBe(false);
  });

  it('refuses an expired code, an unknown one, another brand’s, and a visitor asking for one', async () => {
    const { code } = await newCode();
    clock.advance(t.config.handoffSeconds * 1000 + 1);
    expectError(await redeem(code), 400, 'handoff_invalid');
    expectError(await redeem('x'.repeat(43)), 400, 'handoff_invalid');
    await createSecondMerchant(t, 'betahand');
    const fresh = await newCode();
    expectError(
      await redeem(fresh.code, '198.51.100.71', 'betahand.example'),
      400,
      'handoff_invalid',
    );
    expectError(await call(t, sessionEndpoints.handoff, {}), 401, 'in_no_login');
  });

  it('gives exactly one session when devices race for the same code', async () => {
    const { code } = await newCode();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => redeem(code, `198.51.100.${80 + i}`)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(7);
  });
});
