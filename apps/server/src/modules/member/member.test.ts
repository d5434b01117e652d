import { memberEndpoints } from '@portal/contract/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginOk, setModule } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { avatarDataUrl } from './icon.ts';

describe('member calls', () => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginOk(t, 'demo01', 'demo1234')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('info: the member with the ledger balance and masked contacts; login required', async () => {
    expectError(await call(t, memberEndpoints.info), 401, 'in_no_login');
    const value = expectOk(
      await call(t, memberEndpoints.info, {}, { token }),
      memberEndpoints.info,
    );
    expect(value).toMatchObject({
      account: 'demo01',
      type: 0,
      isAgent: false,
      isTrial: false,
      balance: '1000.00',
      currency: 'BRL',
      currencySymbol: 'R$',
      // The demo member is VIP1 with a welcome bonus to claim.
      vip: true,
      vipLabel: 'VIP1',
      vipLevel: 1,
      mobileNum: '+351 *****5678',
      email: 'd***@example.com',
      lastLoginIp: '127.0.0.1',
    });
    await setModule(t, 'VIP', false);
    const noVip = expectOk(
      await call(t, memberEndpoints.info, {}, { token }),
      memberEndpoints.info,
    );
    expect(noVip).toMatchObject({ vip: false, vipLabel: null });
    await setModule(t, 'VIP', true);
    // The programme's setting is read with the member: a change shows on the next call.
    const info = async () =>
      expectOk(await call(t, memberEndpoints.info, {}, { token }), memberEndpoints.info);
    const demo = `(select id from merchant where code = 'demo')`;
    await t.db.query(
      `insert into merchant_setting (merchant_id, key, value) values (${demo}, 'vip', '{"enabled": false}')`,
    );
    expect(await info()).toMatchObject({ vip: false, vipLabel: null });
    await t.db.query(`delete from merchant_setting where merchant_id = ${demo} and key = 'vip'`);
    expect(await info()).toMatchObject({ vip: true, vipLabel: 'VIP1' });
  });

  it('icon: a deterministic SVG avatar with the initials', async () => {
    const { iconUrl } = expectOk(
      await call(t, memberEndpoints.icon, {}, { token }),
      memberEndpoints.icon,
    );
    expect(iconUrl).toBe(avatarDataUrl('demo01'));
    const svg = Buffer.from(iconUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/u);
    expect(svg).toContain('>DE</text>');
    expect(avatarDataUrl('agent01')).not.toBe(iconUrl);
    expect(Buffer.from(avatarDataUrl('<&>"').split(',')[1]!, 'base64').toString()).not.toMatch(
      /<&>/u,
    );
  });

  it('firstLogin: the first-login flag goes away', async () => {
    expect((await loginOk(t, 'player02', 'player1234')).firstTimeLogin).toBe(true);
    const { token: playerToken } = await loginOk(t, 'player02', 'player1234');
    expect(
      expectOk(
        await call(t, memberEndpoints.firstLogin, {}, { token: playerToken }),
        memberEndpoints.firstLogin,
      ),
    ).toEqual({ done: true });
    expect((await loginOk(t, 'player02', 'player1234')).firstTimeLogin).toBe(false);
  });

  it('language: stored for the member', async () => {
    expect(
      expectOk(
        await call(t, memberEndpoints.language, { language: 'en' }, { token }),
        memberEndpoints.language,
      ),
    ).toEqual({ language: 'EN' });
    expect(
      expectOk(await call(t, memberEndpoints.info, {}, { token }), memberEndpoints.info).language,
    ).toBe('EN');
    expectError(
      await call(t, memberEndpoints.language, { language: 'xx-yy-zz' }, { token }),
      400,
      'invalid_input',
    );
  });
});
