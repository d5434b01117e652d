import { contentEndpoints, contentOpsEndpoints } from '@portal/contract/content';
import type { Endpoint } from '@portal/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, operatorPair, operatorSessionToken } from '../../testing/operators.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, type CallOptions } from '../../testing/accounts.ts';

let t: TestApp;
/** A content operator of the demo brand, and one of the second brand. */
let token: string;
let betaToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await createSecondMerchant(t);
  token = (await operatorPair(t, 'content')).first;
  const beta = await addOperator(t, {
    username: 'betacontent',
    role: 'content',
    merchantCode: 'beta',
  });
  betaToken = await operatorSessionToken(t.db, beta.id, t.app.platform.clock.now());
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

const lists = {
  banners: contentOpsEndpoints.opsBanners,
  announcements: contentOpsEndpoints.opsAnnouncements,
  notices: contentOpsEndpoints.opsNotices,
  promotions: contentOpsEndpoints.opsPromotions,
} as const;
type Kind = keyof typeof lists;

const list = async (kind: Kind, input: Record<string, string> = {}, options: CallOptions = {}) => {
  const res = await call(t, lists[kind], input, { token, ...options });
  expect(res.headers['cache-control']).toBe('no-store');
  return expectOk(res, lists[kind]) as { items: Listed[]; total: number };
};

const { opsContentSwitch } = contentOpsEndpoints;
const patch = (kind: Kind, id: string, body: Record<string, unknown>, options: CallOptions = {}) =>
  call(t, opsContentSwitch, { kind, id, ...body }, { token, ...options });

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
    const first = await list('banners', { pageSize: '3' });
    expect(first.total).toBe(count!.n);
    expect(first.items).toHaveLength(3);
    const all = await list('banners', { pageSize: '100' });
    expect(all.items.map((b) => b.id)).toHaveLength(count!.n);
    const ids = all.items.map((b) => Number(b.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.items.some((b) => !b.enabled)).toBe(true);
    const second = await list('banners', { pageSize: '3', pageNo: '2' });
    expect(second.items.map((b) => b.id)).toEqual(all.items.slice(3, 6).map((b) => b.id));
    expect(all.items[0]).toMatchObject({
      titles: expect.objectContaining({ PT: expect.any(String), EN: expect.any(String) }),
      imageUrl: expect.any(String),
      linkageType: expect.any(String),
      sort: expect.any(Number),
    });

    const login = await list('banners', { group: 'w_login', pageSize: '100' });
    expect(login.total).toBe(all.items.filter((b) => b.groupName === 'w_login').length);
    expect(login.items.every((b) => b.groupName === 'w_login')).toBe(true);
    expect((await list('banners', { group: '' })).total).toBe(count!.n);
    for (const query of [
      { group: 'w_nope' },
      { pageSize: '101' },
      { pageSize: '0' },
      { pageNo: '0' },
      { pageNo: 'x' },
    ]) {
      expectError(await call(t, lists.banners, query, { token }), 400, 'invalid_input');
    }
  });

  it('lists announcements, notices and promotions with their stored fields', async () => {
    const announcements = await list('announcements', { pageSize: '100' });
    const times = announcements.items.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(announcements.items.find((a) => 'promoId' in a && a.promoId !== null)).toMatchObject({
      type: expect.any(String),
      audience: expect.any(String),
      platform: 'W',
      contents: expect.any(Object),
    });
    expect((await list('notices')).total).toBe(5);
    const promotions = await list('promotions', { pageSize: '100' });
    expect(promotions.total).toBe(8);
    const raffle = promotions.items.find((p) => (p as { kind?: string }).kind === 'raffle');
    expect(raffle).toMatchObject({ prizeAmount: expect.stringMatching(/^[0-9]+\.[0-9]+$/u) });
  });

  it("answers the operator's own brand only", async () => {
    for (const kind of Object.keys(lists) as Kind[]) {
      expect((await list(kind, {}, { token: betaToken, host: 'beta.example' })).total).toBe(0);
      expectError(await call(t, lists[kind], {}, { token: betaToken }), 403, 'forbidden');
    }
  });
});

describe('switching content off and on', () => {
  it('hides a banner from the site and brings it back, moving it', async () => {
    const groupName = 'w_home';
    const before = await publicIds(contentEndpoints.banners, { groupName });
    const id = before[0]!;
    const off = expectOk(await patch('banners', id, { enabled: false }), opsContentSwitch);
    expect(off).toMatchObject({ kind: 'banners', id, enabled: false });
    expect(await publicIds(contentEndpoints.banners, { groupName })).not.toContain(id);
    expect(
      (await list('banners', { group: 'w_home' })).items.find((b) => b.id === id)?.enabled,
    ).toBe(false);
    const on = expectOk(await patch('banners', id, { enabled: true, sort: 99 }), opsContentSwitch);
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
    expectOk(await patch('announcements', id, { enabled: false }), opsContentSwitch);
    expect(await paged()).not.toContain(id);
    expect(await publicIds(contentEndpoints.announcements)).not.toContain(id);
    // Announcements have no order: a sort is refused and nothing changes.
    expectError(await patch('announcements', id, { enabled: true, sort: 1 }), 400, 'invalid_input');
    expect((await stored('announcement', id))?.enabled).toBe(false);
    expectOk(await patch('announcements', id, { enabled: true }), opsContentSwitch);
    expect(await paged()).toContain(id);
  });

  it('hides a marquee notice and a promotion, detail included, and brings them back', async () => {
    const notice = (await publicIds(contentEndpoints.popularNotice))[0]!;
    expectOk(await patch('notices', notice, { enabled: false }), opsContentSwitch);
    expect(await publicIds(contentEndpoints.popularNotice)).not.toContain(notice);
    expectOk(await patch('notices', notice, { enabled: true }), opsContentSwitch);
    expect(await publicIds(contentEndpoints.popularNotice)).toContain(notice);

    const promoId = (await publicIds(contentEndpoints.promotions))[0]!;
    const detail = () => call(t, contentEndpoints.promotionDetail, { promoId });
    expectOk(await detail(), contentEndpoints.promotionDetail);
    expectOk(await patch('promotions', promoId, { enabled: false }), opsContentSwitch);
    expect(await publicIds(contentEndpoints.promotions)).not.toContain(promoId);
    expectError(await detail(), 404, 'not_found');
    expectOk(await patch('promotions', promoId, { enabled: true }), opsContentSwitch);
    expect(await publicIds(contentEndpoints.promotions)).toContain(promoId);
    expectOk(await detail(), contentEndpoints.promotionDetail);
  });

  it('answers 404 for another merchant’s or an unknown id, changing nothing', async () => {
    const [banner] = await t.db.query<{ id: string }>(
      `select id::text as id from banner where enabled order by id limit 1`,
    );
    const id = banner!.id;
    const beta = { token: betaToken, host: 'beta.example' };
    const [mark] = await t.db.query<{ id: string }>(
      `select coalesce(max(id), 0)::text as id from audit_log`,
    );
    expectError(await patch('banners', id, { enabled: false }, beta), 404, 'not_found');
    expectError(await patch('banners', '999999999999', { enabled: false }), 404, 'not_found');
    expectError(await patch('promotions', id, { enabled: false }, beta), 404, 'not_found');
    expect((await stored('banner', id))?.enabled).toBe(true);
    const audited = await t.db.query(`select 1 from audit_log where id > $1`, [mark!.id]);
    expect(audited).toHaveLength(0);
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
      method: 'POST',
      url: opsContentSwitch.path,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: JSON.stringify({ kind: 'promotions', id, enabled: false }),
    });
    expect(text.statusCode).toBe(415);
    expect(await stored('promotion', id)).toEqual(was);
  });

  it('needs a live operator whose role may change content, and audits each switch', async () => {
    const [row] = await t.db.query<{ id: string }>(
      `select id::text as id from notice where enabled order by id limit 1`,
    );
    const id = row!.id;
    expectError(
      await patch('notices', id, { enabled: false }, { token: null }),
      401,
      'in_no_login',
    );
    const finance = (await operatorPair(t, 'finance')).first;
    expectError(
      await patch('notices', id, { enabled: false }, { token: finance }),
      403,
      'forbidden',
    );
    expectError(await call(t, lists.notices, {}, { token: finance }), 403, 'forbidden');
    expect((await stored('notice', id))?.enabled).toBe(true);

    const [mark] = await t.db.query<{ id: string }>(
      `select coalesce(max(id), 0)::text as id from audit_log`,
    );
    expectOk(await patch('notices', id, { enabled: false, sort: 7 }), opsContentSwitch);
    expectOk(await patch('notices', id, { enabled: true }), opsContentSwitch);
    const rows = await t.db.query<{ detail: { before: unknown; after: unknown } }>(
      `select detail from audit_log where action = 'content_switch' and detail->>'id' = $1
         and id > $2 order by id`,
      [id, mark!.id],
    );
    expect(rows.map((r) => [r.detail.before, r.detail.after])).toEqual([
      [
        { enabled: true, sort: expect.any(Number) },
        { enabled: false, sort: 7 },
      ],
      [
        { enabled: false, sort: 7 },
        { enabled: true, sort: 7 },
      ],
    ]);
  });
});
