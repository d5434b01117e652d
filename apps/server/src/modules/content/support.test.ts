import { contentEndpoints, contentOpsEndpoints } from '@portal/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { ownerSession } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { call } from '../../testing/accounts.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const feedback = (content: string, ip: string) =>
  call(
    t,
    contentEndpoints.feedback,
    { questionType: 'game', content, contactInfo: 'ana@example.com' },
    { ip, language: 'PT' },
  );

describe('feedback', () => {
  it('stores 140 characters and refuses 141 with field_too_long, changing nothing', async () => {
    const ok = expectOk(await feedback('x'.repeat(140), '198.51.100.1'), contentEndpoints.feedback);
    const [row] = await t.db.query<{ content: string; question_type: string }>(
      'select content, question_type from feedback where id = $1',
      [ok.feedbackId],
    );
    expect(row).toEqual({ content: 'x'.repeat(140), question_type: 'game' });
    const refused = expectError(
      await feedback('x'.repeat(141), '198.51.100.1'),
      400,
      'invalid_input',
    );
    expect(refused.fields?.content).toBe('Máximo de 140 caracteres.');
    const [count] = await t.db.query<{ n: number }>('select count(*)::int as n from feedback');
    expect(count!.n).toBe(1);
    expectError(await feedback('', '198.51.100.1'), 400, 'invalid_input');
  });

  it('limits each IP to 5 in 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1)
      expectOk(await feedback(`note ${i}`, '198.51.100.2'), contentEndpoints.feedback);
    expectError(await feedback('one more', '198.51.100.2'), 429, 'too_many_requests');
    expectOk(await feedback('another person', '198.51.100.3'), contentEndpoints.feedback);
  });
});

describe('help centre', () => {
  it('answers terms by language with stable slugs, falling back to PT', async () => {
    const help = (lang: string) =>
      call(t, contentEndpoints.helpCenter, { lang, device: 'WEB' }).then((res) =>
        expectOk(res, contentEndpoints.helpCenter),
      );
    const [pt, en, es] = [await help('PT'), await help('EN'), await help('ES')];
    expect(pt.list.length).toBeGreaterThanOrEqual(10);
    expect(en.list.map((term) => term.term)).toEqual(pt.list.map((term) => term.term));
    for (const slug of [
      'deposits',
      'withdrawals',
      'responsible-gaming',
      'terms-and-conditions',
      'privacy',
    ]) {
      expect(en.list.some((term) => term.term === slug)).toBe(true);
    }
    expect(en.list.find((term) => term.term === 'privacy')?.title).toBe('Privacy policy');
    expect(es.list).toEqual(pt.list);
  });
});

describe('banners', () => {
  it('answers each group with its targets', async () => {
    const banners = (groupName: string) =>
      call(t, contentEndpoints.banners, { groupName, language: 'EN' }).then((res) =>
        expectOk(res, contentEndpoints.banners),
      );
    const home = await banners('w_home');
    expect(home.list.map((b) => b.linkageType)).toEqual(['PROMOTION', 'GAME', 'ROUTE']);
    // A game target carries its vendor, for the launch rules.
    const [vendor, nodeId] = home.list[1]!.linkage.split(':');
    const [game] = await t.db.query<{ vendor_code: string }>(
      'select vendor_code from game where id = $1',
      [nodeId],
    );
    expect(vendor).toBe(game!.vendor_code);
    await t.db.query('update game set enabled = false where id = $1', [nodeId]);
    const gone = (await banners('w_home')).list[1]!;
    expect(gone).toMatchObject({ linkageType: 'NONE', linkage: '' });
    await t.db.query('update game set enabled = true where id = $1', [nodeId]);
    for (const group of ['w_leftmenu', 'w_login', 'w_register', 'w_forget']) {
      expect((await banners(group)).list).toHaveLength(2);
    }
    const art = await t.app.inject({ method: 'GET', url: home.list[0]!.url });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toContain('immutable');
    expect(art.body).not.toMatch(/<script|on[a-z]+=/iu);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/content/art/..%2Fx.svg' })).statusCode,
    ).toBe(404);
  });

  it('stores only https URL and in-app ROUTE targets', async () => {
    const token = await ownerSession(t);
    const create = (linkageType: string, linkage: string) =>
      call(
        t,
        contentOpsEndpoints.opsBannerCreate,
        {
          groupName: 'w_login',
          titles: { PT: 'Teste', EN: 'Test' },
          imageUrl: '/wps/content/art/banner-test.svg',
          linkageType,
          linkage,
        },
        { token },
      );
    const stored = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from banner'))[0]!.n;
    expectOk(await create('URL', 'https://example.com/page'), contentOpsEndpoints.opsBannerCreate);
    expectOk(await create('ROUTE', '/promotions'), contentOpsEndpoints.opsBannerCreate);
    const before = await stored();
    for (const [type, link] of [
      ['URL', 'http://example.com'],
      ['URL', 'javascript:alert(1)'],
      ['ROUTE', '//evil.example'],
      ['ROUTE', 'promotions'],
      ['ROUTE', 'javascript:alert(1)'],
      ['PROMOTION', 'abc'],
    ]) {
      expectError(await create(type!, link!), 400, 'invalid_input');
    }
    expect(await stored()).toBe(before);
  });
});
