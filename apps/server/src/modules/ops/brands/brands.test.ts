import { encryptPayload } from '@portal/contract/encrypted-payload';
import { brandOpsEndpoints, type BrandCreateInput } from '@portal/contract/ops/brands';
import { sessionEndpoints } from '@portal/contract/session';
import { systemEndpoints } from '@portal/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, rowCounts } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { addOperator, operatorSession, operatorSessionToken } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const e = brandOpsEndpoints;

const gamma: BrandCreateInput = {
  code: 'gamma',
  name: 'Gamma Games',
  currency: 'eur',
  currencySymbol: '€',
  currencyScale: 2,
  timeZone: 'Europe/Lisbon',
  defaultLanguage: 'EN',
  languages: ['EN', 'PT'],
  domains: [
    { domain: 'Gamma.Example', routeType: 'WEB' },
    { domain: 'agents.gamma.example', routeType: 'AGENT' },
  ],
  customerService: [{ csType: 'whatsapp', title: 'WhatsApp', url: 'https://wa.me/1' }],
  resources: [{ resourceType: 'YOUTUBE', url: 'https://video.example/g', labelNameEn: 'YouTube' }],
};

describe('brands', () => {
  let t: TestApp;
  let platform: string;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await addOperator(t, {
      username: 'brand-platform',
      role: 'owner',
      merchantCode: null,
    });
    platform = await operatorSessionToken(t.db, owner.id, t.app.platform.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  const status = async (host: string) =>
    expectOk(
      await t.app.inject({ method: 'GET', url: systemEndpoints.status.path, headers: { host } }),
      systemEndpoints.status,
    );

  it('creates a brand that answers on its domain at once, with a key pair, and audits it', async () => {
    const view = expectOk(await call(t, e.brandCreate, gamma, { token: platform }), e.brandCreate);
    expect(view).toMatchObject({
      code: 'gamma',
      currency: 'EUR',
      domains: [
        { domain: 'gamma.example', routeType: 'WEB' },
        { domain: 'agents.gamma.example', routeType: 'AGENT' },
      ],
      customerService: [{ csType: 'WHATSAPP', title: 'WhatsApp', url: 'https://wa.me/1' }],
      imageCdns: [''],
      isDefault: false,
    });
    expect(view.keys).toHaveLength(1);

    const answered = await status('gamma.example');
    expect(answered.publicKey.kid).toBe(view.keys[0]!.kid);
    expect(JSON.stringify(answered)).toContain('Gamma Games');

    const listed = expectOk(await call(t, e.brands, {}, { token: platform }), e.brands);
    expect(listed.items.map((b) => b.code)).toEqual(['demo', 'gamma']);

    const [audit] = await t.db.query<{ action: string; operator_id: string }>(
      `select action, operator_id::text from audit_log
       where merchant_id = (select id from merchant where code = 'gamma')`,
    );
    expect(audit?.action).toBe('brand_create');
  });

  it('refuses a taken code or domain, an unknown time zone and a default language not offered, changing nothing', async () => {
    const before = await rowCounts(t);
    const refusals: Array<[Partial<BrandCreateInput>, string]> = [
      [{ code: 'demo' }, 'code'],
      [{ code: 'delta', domains: [{ domain: 'localhost', routeType: 'WEB' }] }, 'domains.0.domain'],
      [{ code: 'delta', timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ code: 'delta', defaultLanguage: 'ES' }, 'defaultLanguage'],
      [{ code: 'Not A Code' }, 'code'],
    ];
    for (const [change, field] of refusals) {
      const res = await call(t, e.brandCreate, { ...gamma, ...change }, { token: platform });
      expectError(res, 400, 'invalid_input');
      expect(Object.keys(res.json().fields as object), field).toContain(field);
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses a merchant operator, even an owner', async () => {
    const owner = await operatorSession(t, 'owner');
    expectError(await call(t, e.brands, {}, { token: owner }), 403, 'forbidden');
    expectError(
      await call(t, e.brandCreate, { ...gamma, code: 'delta' }, { token: owner }),
      403,
      'forbidden',
    );
  });

  it('changes the domains: the old one stops routing to the brand, the new one does', async () => {
    const view = expectOk(await call(t, e.brand, { code: 'gamma' }, { token: platform }), e.brand);
    const { keys: _keys, isDefault: _d, maintenance: _m, createdAt: _c, ...config } = view;
    const updated = expectOk(
      await call(
        t,
        e.brandUpdate,
        {
          ...config,
          name: 'Gamma Play',
          languages: ['EN', 'PT'],
          defaultLanguage: 'PT',
          domains: [{ domain: 'play.gamma.example', routeType: 'WEB' }],
        } as never,
        { token: platform },
      ),
      e.brandUpdate,
    );
    expect(updated).toMatchObject({ name: 'Gamma Play', defaultLanguage: 'PT', currency: 'EUR' });
    expect(JSON.stringify(await status('play.gamma.example'))).toContain('Gamma Play');
    // The old host is no brand's any more: it gets the default brand.
    expect(JSON.stringify(await status('gamma.example'))).not.toContain('Gamma Play');
    expectError(await call(t, e.brand, { code: 'nobrand' }, { token: platform }), 404, 'not_found');
  });

  it('rotates the key pair: payloads for the old key open during its grace time, not after an immediate rotation', async () => {
    const host = 'play.gamma.example';
    const loginWith = async (key: Awaited<ReturnType<typeof status>>['publicKey']) =>
      t.app.inject({
        method: 'POST',
        url: sessionEndpoints.login.path,
        headers: { host, 'x-encrypted': '1' },
        payload: await encryptPayload(
          key,
          { type: 'username', username: 'nobody1', password: 'wrong-pass-1', side: 'member' },
          { ts: t.app.platform.clock.now() },
        ),
      });
    // A payload that opens reaches the login, which refuses the unknown account (and, after a
    // few tries, asks for a captcha): anything but `bad_encrypted_payload`.
    const opened = (res: { json: () => { code?: string } }) =>
      res.json().code !== 'bad_encrypted_payload';

    const first = (await status(host)).publicKey;
    const rotated = expectOk(
      await call(t, e.brandRotateKey, { code: 'gamma' }, { token: platform }),
      e.brandRotateKey,
    );
    const second = (await status(host)).publicKey;
    expect(second.kid).not.toBe(first.kid);
    expect(rotated.keys.map((k) => [k.kid, k.active])).toEqual([
      [second.kid, true],
      [first.kid, false],
    ]);
    expect(opened(await loginWith(second))).toBe(true);
    expect(opened(await loginWith(first))).toBe(true);

    expectOk(
      await call(t, e.brandRotateKey, { code: 'gamma', immediate: true }, { token: platform }),
      e.brandRotateKey,
    );
    const third = (await status(host)).publicKey;
    expect(opened(await loginWith(third))).toBe(true);
    expectError(await loginWith(second), 400, 'bad_encrypted_payload');
    // The first pair's grace time is untouched by the second rotation.
    expect(opened(await loginWith(first))).toBe(true);
  });
});
