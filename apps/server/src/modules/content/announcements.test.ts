import { contentEndpoints, contentOpsEndpoints } from '@portal/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginOk } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { ownerSession } from '../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { freshMember } from './content-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function announcements(input: Record<string, string> = {}, token?: string) {
  return expectOk(
    await call(t, contentEndpoints.announcements, input, { token }),
    contentEndpoints.announcements,
  );
}

function audiences(value: Awaited<ReturnType<typeof announcements>>): string[] {
  const all = [...value.banners, ...value.player, ...value.popup, ...value.promotion];
  return [...new Set(all.map((a) => a.execution))].sort();
}

describe('announcements', () => {
  it('shows anonymous visitors audience B only, grouped and newest first', async () => {
    const value = await announcements();
    expect(audiences(value)).toEqual(['B']);
    expect(value.popup.length).toBeGreaterThan(8);
    expect(value.banners.every((a) => a.type === 'B')).toBe(true);
    expect(value.promotion.every((a) => a.type === 'PR' && a.promoId !== null)).toBe(true);
    const times = value.popup.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // Help travels with the popup group only when asked for.
    expect(value.popup.some((a) => a.type === 'H')).toBe(false);
    const withHelp = await announcements({ types: 'B,PL,PU,PR,H' });
    expect(withHelp.popup.at(-1)?.type).toBe('H');
  });

  it('shows members A, plus F in the session right after their first login only', async () => {
    const ana = await freshMember(t, 'annfirst01');
    const first = await announcements({}, ana.token);
    expect(audiences(first)).toEqual(['A', 'F']);
    const f = first.popup.find((a) => a.execution === 'F');
    expect(f?.promoId).not.toBeNull();
    const second = await loginOk(t, 'annfirst01', 'secret99');
    expect(second.firstTimeLogin).toBe(true);
    expect(audiences(await announcements({}, second.token))).toEqual(['A']);
    // The first session keeps its F announcements for its whole life.
    expect(audiences(await announcements({}, ana.token))).toEqual(['A', 'F']);
  });

  it('lets execution narrow the audience but never widen it', async () => {
    const bob = await freshMember(t, 'annnarrow01');
    expect(audiences(await announcements({ execution: 'F' }, bob.token))).toEqual(['F']);
    expect(audiences(await announcements({ execution: 'A' }, bob.token))).toEqual(['A']);
    expect(audiences(await announcements({ execution: 'B' }, bob.token))).toEqual([]);
    expect(audiences(await announcements({ execution: 'A' }))).toEqual([]);
    expectError(
      await call(t, contentEndpoints.announcements, { types: 'X' }),
      400,
      'invalid_input',
    );
  });

  it('serves the asked language with PT as fallback', async () => {
    const en = await announcements({ language: 'EN' });
    const pt = await announcements({ language: 'PT' });
    const es = await announcements({ language: 'ES' });
    expect(en.popup[0]!.title).not.toBe(pt.popup[0]!.title);
    expect(es.popup[0]!.title).toBe(pt.popup[0]!.title);
  });

  it('sanitises HTML when stored and again when sent', async () => {
    const evil =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)>' +
      '<a href="javascript:alert(3)">x</a><a href="jav&#x09;ascript:alert(4)">y</a>' +
      '<iframe src="https://evil.example"></iframe><a href="https://ok.example">ok</a></p>';
    const create = contentOpsEndpoints.opsAnnouncementCreate;
    const { id } = expectOk(
      await call(
        t,
        create,
        {
          type: 'PU',
          audience: 'B',
          titles: { PT: 'XSS', EN: 'XSS' },
          contents: { PT: evil, EN: evil },
        },
        { token: await ownerSession(t) },
      ),
      create,
    );
    const [stored] = await t.db.query<{ contents: Record<string, string> }>(
      'select contents from announcement where id = $1',
      [id],
    );
    const expected =
      '<p>Hi<a>x</a><a>y</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a></p>';
    expect(stored!.contents.PT).toBe(expected);
    // A row written around the operator API is cleaned on its way out too.
    await t.db.query('update announcement set contents = $2 where id = $1', [
      id,
      JSON.stringify({ PT: evil, EN: evil }),
    ]);
    const sent = (await announcements()).popup.find((a) => a.id === id);
    expect(sent?.content).toBe(expected);
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe']) {
      expect(sent?.content).not.toContain(bad);
    }
  });

  it('pages the public list and lists notices', async () => {
    const page = expectOk(
      await call(t, contentEndpoints.listAnnouncements, { pageNo: '2', pageSize: '8' }),
      contentEndpoints.listAnnouncements,
    );
    expect(page.pageNum).toBe(2);
    expect(page.total).toBeGreaterThan(8);
    expect(page.totalPages).toBe(Math.ceil(page.total / 8));
    expect(page.list.every((a) => a.execution === 'B')).toBe(true);
    const notices = expectOk(
      await call(t, contentEndpoints.popularNotice, { language: 'EN' }),
      contentEndpoints.popularNotice,
    );
    expect(notices.list).toHaveLength(5);
  });
});
