import { gamesEndpoints } from '@portal/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { gameArt, type TileSpec } from './art.ts';
import { classifies } from './catalogue-data.ts';
import { sceneKeys, sceneOf } from './tile-scenes.ts';

const tile = (over: Partial<TileSpec>) =>
  gameArt({
    gameCode: 'AG_RNG_0001',
    name: 'Dragão Dourado',
    classify: 'SLOT',
    gameType: 'RNG',
    vendor: 'AG',
    ...over,
  });

/** The illustrated part of a tile: its scene group. */
const sceneOfSvg = (svg: string) => /<g data-scene="([a-z]+)">([\s\S]*?)<\/g>\n/u.exec(svg);

/** The name a tile writes on its ribbon: the lines of its last text element. */
const nameOf = (svg: string) =>
  [...svg.slice(svg.lastIndexOf('<text')).matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/gu)]
    .map((m) => m[1])
    .join(' ');

describe('game tile art', () => {
  it('gives every game family its own composition, not a gradient with initials', () => {
    const families = [
      ...classifies.map((c) => ({ classify: c.key, gameType: 'RNG' })),
      { classify: null, gameType: 'ESPORTS' },
      { classify: null, gameType: 'LOTT' },
      { classify: null, gameType: 'COCKFIGHT' },
    ];
    const scenes = families.map((f) => sceneOf(f.classify, f.gameType));
    expect(new Set(scenes).size).toBe(families.length);
    expect(new Set(scenes)).toEqual(new Set(sceneKeys));
    const drawings = families.map((f) => {
      const match = sceneOfSvg(tile({ classify: f.classify, gameType: f.gameType }));
      expect(match, String(f.classify ?? f.gameType)).not.toBeNull();
      // The composition with colours taken out: the shapes themselves differ.
      return match![2]!.replace(/hsl\([^)]*\)|#[0-9a-f]{3,8}/giu, 'C');
    });
    expect(new Set(drawings).size).toBe(families.length);
  });

  it('writes the game’s whole name in the tile’s language, not its initials', () => {
    const pt = tile({ name: 'Mesa Dourada Edição Ouro', classify: 'POKER', gameType: 'PVP' });
    expect(nameOf(pt)).toBe('Mesa Dourada Edição Ouro');
    expect(pt).toContain('<title>Mesa Dourada Edição Ouro</title>');
    expect(nameOf(tile({ name: 'Hold & Win' }))).toBe('Hold &#38; Win');
  });

  it('varies by vendor and by game, and draws the same tile every time', () => {
    expect(tile({})).toBe(tile({}));
    expect(tile({ vendor: 'PT' })).not.toBe(tile({}));
    expect(/data-vendor="PT"/u.test(tile({ vendor: 'PT' }))).toBe(true);
    const a = sceneOfSvg(tile({ gameCode: 'AG_RNG_0001' }))![2];
    const b = sceneOfSvg(tile({ gameCode: 'AG_RNG_0002' }))![2];
    expect(a).not.toBe(b);
  });
});

describe('game tile addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends each card with the tile of its language, which shows that language’s name', async () => {
    for (const language of ['PT', 'EN'] as const) {
      const page = expectOk(
        await call(t, gamesEndpoints.gameList, { gameType: 'PVP', pageSize: '1', language }),
        gamesEndpoints.gameList,
      );
      const card = page.games[0]!;
      expect(card.iconUrl).toBe(`/play/art/${language.toLowerCase()}/${card.gameCode}.svg`);
      const res = await t.app.inject({ method: 'GET', url: card.iconUrl! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain(`<title>${card.gameName!.replace(/&/gu, '&#38;')}</title>`);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/play/art/xx/AG_RNG_0001.svg' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/play/art/pt/NOPE.svg' })).statusCode).toBe(
      404,
    );
  });
});
