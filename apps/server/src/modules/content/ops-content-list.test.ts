import { contentEndpoints } from '@portal/contract/content';
import type { Endpoint } from '@portal/contract/endpoint';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, testOpsToken, type TestApp } from '../../testing/test-app.ts';
import { ops } from './content-test-kit.ts';
import { call } from '../../testing/accounts.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createSecondMerchant(t);
});
afterAll(async () => {
  await t.close();
});

interface Listed {
  id: string;
  enabled: boolean;
  createdAt: string;
  sort?: number;
  groupName?: string;
}

/** The value of a 200 operator answer. */
function value<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().value as T;
}

const list = async (path: string) =>
  value<{ list: Listed[]; total: number }>(await ops(t, 'GET', `/ops/merchants/demo/${path}`));

const patch = (kind: string, id: string, body: unknown, code = 'demo') =>
  ops(t, 'PATCH', `/ops/merchants/${code}/${kind}/${id}`, body);

async function stored(table: string, id: string) {
  const [row] = await t.db.query<{ enabled: boolean; sort: number | null }>(
    `select enabled, ${table === 'announcement' ? 'null::int' : 'sort'} as sort from ${table}
     where id = $1`,
    [id],
  );
  return row;
}

/** The public answers' ids, and that browsers may keep them no longer than 30 seconds. */
async function publicIds(
  endpoint: Endpoint,
  input: Record<string, string> = {},
): Promise<string[]> {
  const res = await call(t, endpoint, input);
  expect(res.statusCode, res.body).toBe(200);
  const cache = String(res.headers['cache-control']);
  const maxAge = /max-age=(\d+)/u.exec(cache);
  expect(cache.includes('no-store') || Number(maxAge?.[1]) <= 30, cache).toBe(true);
  const body = res.json().value as Record<string, Array<{ id?: string; promoId?: string }>>;
  return Object.values(body)
    .filter(Array.isArray)
    .flat()
    .map((item) => item.id ?? item.promoId!);
}

describe('operator content lists', () => {
  it('pages every banner newest first, disabled ones included, narrowed by group', async () => {
    const [count] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from banner where merchant_id =
         (select id from merchant where code = 'demo')`,
    );
    await t.db.query(
      `update banner set enabled = false where id = (select min(id) from banner where group_name = 'w_login')`,
    );
    const first = await list('banners?pageSize=3');
    expect(first.total).toBe(count!.n);
    expect(first.list).toHaveLength(3);
    const all = await list('banners?pageSize=100');
    expect(all.list.map((b) => b.id)).toHaveLength(count!.n);
    const ids = all.list.map((b) => Number(b.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.list.some((b) => !b.enabled)).toBe(true);
    const second = await list('banners?pageSize=3&pageNo=2');
    expect(second.list.map((b) => b.id)).toEqual(all.list.slice(3, 6).map((b) => b.id));
    expect(all.list[0]).toMatchObject({
      titles: expect.objectContaining({ PT: expect.any(String), EN: expect.any(String) }),
      imageUrl: expect.any(String),
      linkageType: expect.any(String),
      sort: expect.any(Number),
    });

    const login = await list('banners?group=w_login&pageSize=100');
    expect(login.total).toBe(all.list.filter((b) => b.groupName === 'w_login').length);
    expect(login.list.every((b) => b.groupName === 'w_login')).toBe(true);
    expect((await list('banners?group=')).total).toBe(count!.n);
    for (const query of ['group=w_nope', 'pageSize=101', 'pageSize=0', 'pageNo=0', 'pageNo=x']) {
      expectError(
        await ops(t, 'GET', `/ops/merchants/demo/banners?${query}`),
        400,
        'invalid_input',
      );
    }
  });

  it('lists announcements, notices and promotions with their stored fields', async () => {
    const announcements = await list('announcements?pageSize=100');
    const times = announcements.list.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(announcements.list.find((a) => 'promoId' in a && a.promoId !== null)).toMatchObject({
      type: expect.any(String),
      audience: expect.any(String),
      platform: 'W',
      contents: expect.any(Object),
    });
    expect((await list('notices')).total).toBe(5);
    const promotions = await list('promotions?pageSize=100');
    expect(promotions.total).toBe(8);
    const raffle = promotions.list.find((p) => (p as { kind?: string }).kind === 'raffle');
    expect(raffle).toMatchObject({ prizeAmount: expect.stringMatching(/^[0-9]+\.[0-9]+$/u) });
  });

  it('answers nothing of another merchant', async () => {
    for (const kind of ['banners', 'announcements', 'notices', 'promotions']) {
      expect(
        value<{ total: number }>(await ops(t, 'GET', `/ops/merchants/beta/${kind}`)).total,
      ).toBe(0);
    }
    expectError(await ops(t, 'GET', '/ops/merchants/nobody/banners'), 404, 'not_found');
  });
});

describe('switching content off and on', () => {
  it('hides a banner from the site and brings it back, moving it', async () => {
    const groupName = 'w_home';
    const before = await publicIds(contentEndpoints.banners, { groupName });
    const id = before[0]!;
    const off = value<Listed>(await patch('banners', id, { enabled: false }));
    expect(off).toMatchObject({ id, enabled: false, groupName });
    expect(await publicIds(contentEndpoints.banners, { groupName })).not.toContain(id);
    expect((await list('banners?group=w_home')).list.find((b) => b.id === id)?.enabled).toBe(false);
    const on = value<Listed>(await patch('banners', id, { enabled: true, sort: 99 }));
    expect(on).toMatchObject({ enabled: true, sort: 99 });
    const after = await publicIds(contentEndpoints.banners, { groupName });
    expect(after.at(-1)).toBe(id);
    expect([...after].sort()).toEqual([...before].sort());
  });

  it('hides an announcement from both public calls and brings it back', async () => {
    const paged = () =>
      publicIds(contentEndpoints.listAnnouncements, { pageNo: '1', pageSize: '50' });
    const id = (await paged())[0]!;
    expect(await publicIds(contentEndpoints.announcements)).toContain(id);
    value(await patch('announcements', id, { enabled: false }));
    expect(await paged()).not.toContain(id);
    expect(await publicIds(contentEndpoints.announcements)).not.toContain(id);
    // Announcements have no order: a sort is refused and nothing changes.
    expectError(await patch('announcements', id, { enabled: true, sort: 1 }), 400, 'invalid_input');
    expect((await stored('announcement', id))?.enabled).toBe(false);
    value(await patch('announcements', id, { enabled: true }));
    expect(await paged()).toContain(id);
  });

  it('hides a marquee notice and a promotion, detail included, and brings them back', async () => {
    const notice = (await publicIds(contentEndpoints.popularNotice))[0]!;
    value(await patch('notices', notice, { enabled: false }));
    expect(await publicIds(contentEndpoints.popularNotice)).not.toContain(notice);
    value(await patch('notices', notice, { enabled: true }));
    expect(await publicIds(contentEndpoints.popularNotice)).toContain(notice);

    const promoId = (await publicIds(contentEndpoints.promotions))[0]!;
    const detail = () => call(t, contentEndpoints.promotionDetail, { promoId });
    expectOk(await detail(), contentEndpoints.promotionDetail);
    value(await patch('promotions', promoId, { enabled: false }));
    expect(await publicIds(contentEndpoints.promotions)).not.toContain(promoId);
    expectError(await detail(), 404, 'not_found');
    value(await patch('promotions', promoId, { enabled: true }));
    expect(await publicIds(contentEndpoints.promotions)).toContain(promoId);
    expectOk(await detail(), contentEndpoints.promotionDetail);
  });

  it('answers 404 for another merchant’s or an unknown id, changing nothing', async () => {
    const [banner] = await t.db.query<{ id: string }>(
      `select id::text as id from banner where enabled order by id limit 1`,
    );
    const id = banner!.id;
    expectError(await patch('banners', id, { enabled: false }, 'beta'), 404, 'not_found');
    expectError(await patch('banners', id, { enabled: false }, 'nobody'), 404, 'not_found');
    expectError(await patch('banners', '999999999999', { enabled: false }), 404, 'not_found');
    expectError(await patch('promotions', id, { enabled: false }, 'beta'), 404, 'not_found');
    expect((await stored('banner', id))?.enabled).toBe(true);
  });

  it('refuses bad bodies with 400, changing nothing', async () => {
    const [row] = await t.db.query<{ id: string }>(
      `select id::text as id from promotion where enabled order by id limit 1`,
    );
    const id = row!.id;
    const was = await stored('promotion', id);
    for (const body of [
      {},
      { enabled: 'false' },
      { enabled: 0 },
      { enabled: null },
      { sort: 3 },
      { enabled: false, sort: 1.5 },
      { enabled: false, sort: 1_000_000 },
      { enabled: false, sort: '3' },
      { enabled: false, extra: true },
    ]) {
      expectError(await patch('promotions', id, body), 400, 'invalid_input');
    }
    expectError(await patch('promotions', 'abc', { enabled: false }), 400, 'invalid_input');
    const text = await t.app.inject({
      method: 'PATCH',
      url: `/ops/merchants/demo/promotions/${id}`,
      headers: { authorization: `Bearer ${testOpsToken}`, 'content-type': 'text/plain' },
      payload: '{"enabled":false}',
    });
    expect(text.statusCode).toBe(415);
    expect(await stored('promotion', id)).toEqual(was);
  });

  it('needs the operator token, and is absent without OPS_TOKEN', async () => {
    const [row] = await t.db.query<{ id: string }>(
      `select id::text as id from notice where enabled order by id limit 1`,
    );
    const id = row!.id;
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${testOpsToken}x`]) {
      const headers = authorization ? { authorization } : {};
      expectError(
        await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/notices', headers }),
        403,
        'forbidden',
      );
      expectError(
        await t.app.inject({
          method: 'PATCH',
          url: `/ops/merchants/demo/notices/${id}`,
          headers,
          payload: { enabled: false },
        }),
        403,
        'forbidden',
      );
    }
    const off = await createTestApp({ config: { opsToken: undefined }, db: t.db });
    try {
      expectError(
        await off.app.inject({
          method: 'PATCH',
          url: `/ops/merchants/demo/notices/${id}`,
          payload: { enabled: false },
        }),
        404,
        'ops_disabled',
      );
    } finally {
      await off.close();
    }
    expect((await stored('notice', id))?.enabled).toBe(true);
  });
});
