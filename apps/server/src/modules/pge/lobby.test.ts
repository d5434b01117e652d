import { launchEndpoints } from '@portal/contract/launch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginOk } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('PGE lobby', () => {
  let t: TestApp;
  let lobbyUrl = '';

  beforeAll(async () => {
    t = await createTestApp();
    const { token } = await loginOk(t, 'demo01', 'demo1234');
    const launched = expectOk(
      await call(t, launchEndpoints.launchFb, { vassalage: 'PGE' }, { token }),
      launchEndpoints.launchFb,
    );
    lobbyUrl = launched.url;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a launch without a game with a lobby linking every game with the same token', async () => {
    const url = new URL(lobbyUrl, 'http://x');
    expect(url.pathname).toBe('/play/pge/');
    const playToken = url.searchParams.get('t')!;
    const page = await t.app.inject({ method: 'GET', url: lobbyUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain('<h1>Aurora Games</h1>');
    expect(page.body).toMatch(/<nav[^>]*aria-labelledby="games"/u);

    const hrefs = [...page.body.matchAll(/<a href="(\/play\/pge\/[^"]+)">([^<]+)<\/a>/gu)];
    expect(hrefs.map(([, , title]) => title).sort()).toEqual([
      'Aurora Crash',
      'Aurora Dice',
      'Aurora Five Reels',
    ]);
    for (const [, href] of hrefs) {
      const link = new URL(href!.replaceAll('&#38;', '&'), 'http://x');
      expect(link.searchParams.get('t')).toBe(playToken);
      const game = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(game.statusCode).toBe(200);
    }
  });

  it('lets the lobby token play the game its page names', async () => {
    const playToken = new URL(lobbyUrl, 'http://x').searchParams.get('t')!;
    const state = (game?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/play/pge/api/state',
        headers: { 'x-play-token': playToken, ...(game ? { 'x-play-game': game } : {}) },
      });
    const dice = await state('dice');
    expect(dice.statusCode).toBe(200);
    expect(dice.json()).toMatchObject({ success: true, value: { freePlay: false } });
    expect((await state()).statusCode).toBe(401);
    expect((await state('roulette')).statusCode).toBe(401);
  });

  it('asks to launch again when the token is missing or forged', async () => {
    for (const url of ['/play/pge/', '/play/pge/?t=forged']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(401);
      expect(page.body).toContain('role="alert"');
      expect(page.body).not.toContain('/play/pge/dice');
    }
  });
});
