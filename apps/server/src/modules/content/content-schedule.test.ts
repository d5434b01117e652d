import { contentEndpoints, contentOpsEndpoints as e } from '@portal/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { ownerSession } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Banners, announcements and notices show in their window: hidden before the start, shown from
// it, hidden again from the end. The manual clock walks one campaign through its window.

let t: TestApp;
const clock = new ManualClock();
const hour = 3_600_000;
const at = (ms: number) => new Date(clock.now() + ms).toISOString();

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const texts = { PT: 'Campanha', EN: 'Campaign' };

/** The ids each public list shows now. */
async function shown() {
  const banners = expectOk(
    await call(t, contentEndpoints.banners, { groupName: 'w_home' }),
    contentEndpoints.banners,
  ).list.map((b) => b.id);
  const notices = expectOk(
    await call(t, contentEndpoints.popularNotice, {}),
    contentEndpoints.popularNotice,
  ).list.map((n) => n.id);
  const popup = expectOk(
    await call(t, contentEndpoints.announcements, { types: 'PU', platform: 'W' }),
    contentEndpoints.announcements,
  ).popup.map((a) => a.id);
  const listed = expectOk(
    await call(t, contentEndpoints.listAnnouncements, { pageNo: 1, pageSize: 50 }),
    contentEndpoints.listAnnouncements,
  );
  return { banners, notices, popup, listed: listed.list.map((a) => a.id), total: listed.total };
}

describe('content schedule', () => {
  it('shows a banner, a notice and an announcement only inside their window', async () => {
    const token = await ownerSession(t);
    const window = { startTime: at(hour), endTime: at(3 * hour) };
    const banner = expectOk(
      await call(
        t,
        e.opsBannerCreate,
        {
          groupName: 'w_home',
          titles: texts,
          imageUrl: '/wps/content/art/banner-test.svg',
          linkageType: 'NONE',
          ...window,
        },
        { token },
      ),
      e.opsBannerCreate,
    );
    expect(banner).toMatchObject(window);
    const notice = expectOk(
      await call(t, e.opsNoticeCreate, { titles: texts, contents: texts, ...window }, { token }),
      e.opsNoticeCreate,
    );
    const announcement = expectOk(
      await call(
        t,
        e.opsAnnouncementCreate,
        { type: 'PU', audience: 'B', titles: texts, contents: texts, ...window },
        { token },
      ),
      e.opsAnnouncementCreate,
    );
    const ids = { banner: banner.id, notice: notice.id, announcement: announcement.id };
    const includes = (now: Awaited<ReturnType<typeof shown>>) => ({
      banner: now.banners.includes(ids.banner),
      notice: now.notices.includes(ids.notice),
      popup: now.popup.includes(ids.announcement),
      listed: now.listed.includes(ids.announcement),
    });
    const none = { banner: false, notice: false, popup: false, listed: false };
    const all = { banner: true, notice: true, popup: true, listed: true };

    const before = await shown();
    expect(includes(before)).toEqual(none);
    clock.advance(hour); // the start is inclusive
    const during = await shown();
    expect(includes(during)).toEqual(all);
    // The public list's count follows the window too.
    expect(during.total).toBe(before.total + 1);
    clock.advance(2 * hour); // the end is not
    expect(includes(await shown())).toEqual(none);

    // Reopened without an end, it shows again; the audit row says what moved.
    const again = await ownerSession(t);
    expectOk(
      await call(
        t,
        e.opsNoticeUpdate,
        { id: ids.notice, titles: texts, contents: texts, sort: 0, startTime: null, endTime: null },
        { token: again },
      ),
      e.opsNoticeUpdate,
    );
    expect((await shown()).notices).toContain(ids.notice);
    const [audit] = await t.db.query<{ detail: { before: object; after: object } }>(
      `select detail from audit_log where action = 'content_save' and detail->>'kind' = 'notices'
       order by id desc limit 1`,
    );
    expect(audit!.detail).toMatchObject({
      before: { startTime: window.startTime, endTime: window.endTime },
      after: { startTime: null, endTime: null },
    });
  });

  it('refuses an end before the start, and an unknown promotion, writing nothing', async () => {
    const token = await ownerSession(t);
    const count = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from announcement'))[0]!.n;
    const before = await count();
    const backwards = expectError(
      await call(
        t,
        e.opsAnnouncementCreate,
        {
          type: 'PU',
          audience: 'B',
          titles: texts,
          contents: texts,
          startTime: at(2 * hour),
          endTime: at(hour),
        },
        { token, language: 'EN' },
      ),
      400,
      'invalid_input',
    );
    expect(Object.keys(backwards.fields ?? {})).toEqual(['endTime']);
    const unknown = expectError(
      await call(
        t,
        e.opsAnnouncementCreate,
        { type: 'PR', audience: 'B', titles: texts, contents: texts, promoId: '999999999' },
        { token, language: 'EN' },
      ),
      400,
      'invalid_input',
    );
    expect(Object.keys(unknown.fields ?? {})).toEqual(['promoId']);
    expect(unknown.fields?.promoId).toMatch(/\S/u);
    expect(await count()).toBe(before);
  });
});
