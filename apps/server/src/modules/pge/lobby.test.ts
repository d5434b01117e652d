import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchEndpoints } from '@portal/contract/launch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginOk } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('PGE lobby', () => {
  let t: TestApp;
  let lobbyUrl = '';
  let dist = '';

  beforeAll(async () => {
    // A built screen as Vite leaves it: the manifest, an entry and its stylesheet.
    dist = await mkdtemp(path.join(os.tmpdir(), 'pge-dist-'));
    await mkdir(path.join(dist, '.vite'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'dice-x.js'), 'export {};');
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/dice/main.ts': {
          file: 'assets/dice-x.js',
          css: ['assets/dice-x.css'],
          imports: ['_kit'],
        },
        _kit: { file: 'assets/kit.js', css: ['assets/kit.css'] },
      }),
    );
    t = await createTestApp({ config: { pgeDist: dist } });
    const { token } = await loginOk(t, 'demo01', 'demo1234');
    const launched = expectOk(
      await call(t, launchEndpoints.launchFb, { vassalage: 'PGE' }, { token }),
      launchEndpoints.launchFb,
    );
    lobbyUrl = launched.url;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers a launch without a game with a lobby linking every game with the same token', async () => {
    const url = new URL(lobbyUrl, 'http://x');
    expect(url.pathname).toBe('/play/pge/');
    const playToken = url.searchParams.get('t')!;
    const page = await t.app.inject({ method: 'GET', url: lobbyUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain('<h1>Jogos Aurora</h1>');
    expect(page.body).toMatch(/<nav[^>]*aria-labelledby="games"/u);

    const hrefs = [...page.body.matchAll(/<a href="(\/play\/pge\/[^"]+)">([^<]+)<\/a>/gu)];
    expect(hrefs).toHaveLength(3);
    for (const [, href] of hrefs) {
      const link = new URL(href!.replaceAll('&#38;', '&'), 'http://x');
      expect(link.searchParams.get('t')).toBe(playToken);
      expect(link.searchParams.get('lang')).toBe('PT');
      const game = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      // Only the dice screen is in this build; the others say so in the page's language.
      expect(game.statusCode).toBe(link.pathname.endsWith('/dice') ? 200 : 503);
    }
  });

  it('puts the built screen, its styles and its rules on the page, named in the language', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/play/pge/dice?lang=EN' });
    expect(page.body).toContain('<title>Aurora Dice</title>');
    expect(page.body).toContain('<script type="module" src="/play/pge/static/assets/dice-x.js">');
    expect(page.body).toContain('<link rel="stylesheet" href="/play/pge/static/assets/kit.css">');
    expect(page.body).toContain(
      '<link rel="stylesheet" href="/play/pge/static/assets/dice-x.css">',
    );
    const boot = /<script type="application\/json" id="boot">([^<]*)<\/script>/u.exec(page.body);
    expect(JSON.parse(boot![1]!)).toMatchObject({
      title: 'Aurora Dice',
      dice: { min: 2, max: 98 },
    });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'self'/u);
    const script = await t.app.inject({ method: 'GET', url: '/play/pge/static/assets/dice-x.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    const manifest = await t.app.inject({
      method: 'GET',
      url: '/play/pge/static/.vite/manifest.json',
    });
    expect(manifest.statusCode).toBe(404);
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
