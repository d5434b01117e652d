import { contentEndpoints } from '@portal/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { englishIn } from '../../testing/english-words.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { contentArt } from './art.ts';
import { seedBanners } from './seed-banners.ts';
import { seedPromotions } from './seed-promotions.ts';

/** Every word a picture shows: its text elements and its accessible label. */
function wordsOf(svg: string): string {
  const texts = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>|<text[^>]*>([^<]+)<\/text>/gu)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  const label = /aria-label="([^"]*)"/u.exec(svg)?.[1] ?? '';
  return [...texts, label].join(' ').replace(/&#39;|&#8217;/gu, '’');
}

const pictures = [
  ...seedBanners.map((b) => ['banner', b.key, b.art] as const),
  ...seedPromotions.map((p) => ['promo', p.key, p.art] as const),
];

describe('generated banner and promotion art', () => {
  it('draws each picture in the page’s language: no English on a PT picture', () => {
    for (const [kind, key, spec] of pictures) {
      const ptWords = wordsOf(contentArt(kind, key, 'PT'));
      expect(ptWords, key).toContain(spec.text.PT.headline);
      expect(englishIn(ptWords), `${kind}-${key}`).toEqual([]);
      // The old art wrote the key in capitals: "FIRST DEPOSIT BONUS", "WELCOME BACK".
      expect(ptWords).not.toContain(key.replace(/-/gu, ' ').toUpperCase());
      const enWords = wordsOf(contentArt(kind, key, 'EN'));
      expect(enWords, key).toContain(spec.text.EN.headline);
    }
  });

  it('draws no words at all without a language, nor for keys it has no words for', () => {
    // Symbols drawn as glyphs (a "7" on the reels, an "A" on a card) are not words.
    const noWords = (svg: string) => expect(wordsOf(svg)).not.toMatch(/\p{L}{2,}/u);
    for (const [kind, key] of pictures) noWords(contentArt(kind, key));
    noWords(contentArt('banner', 'operator-upload', 'PT'));
  });

  it('gives each picture its own illustration and stays the same for the same key', () => {
    const motif = (svg: string) => /data-motif="([a-z]+)"/u.exec(svg)?.[1];
    expect(motif(contentArt('banner', 'play-safe', 'PT'))).toBe('shield');
    expect(motif(contentArt('promo', 'vip-club', 'PT'))).toBe('crown');
    expect(contentArt('promo', 'vip-club', 'PT')).toBe(contentArt('promo', 'vip-club', 'PT'));
    expect(contentArt('promo', 'vip-club', 'PT')).not.toBe(contentArt('promo', 'vip-club', 'EN'));
  });
});

describe('art addresses in the answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends banners and promotions with the picture of the asked language', async () => {
    const banners = async (language: string) =>
      expectOk(
        await call(t, contentEndpoints.banners, { groupName: 'w_register', language }),
        contentEndpoints.banners,
      ).list;
    const [ptJoin] = await banners('PT');
    const [enJoin] = await banners('EN');
    const [esJoin] = await banners('ES');
    expect(ptJoin!.url).toBe('/wps/content/art/pt/banner-join-today.svg');
    expect(enJoin!.url).toBe('/wps/content/art/en/banner-join-today.svg');
    // A language without its own words falls back like the texts: the brand's default, PT.
    expect(esJoin!.url).toBe('/wps/content/art/pt/banner-join-today.svg');
    const pt = await t.app.inject({ method: 'GET', url: ptJoin!.url });
    expect(pt.statusCode).toBe(200);
    expect(pt.headers['content-type']).toContain('image/svg+xml');
    expect(wordsOf(pt.body)).toContain('Crie a sua conta hoje');
    expect(englishIn(wordsOf(pt.body))).toEqual([]);

    const promotions = expectOk(
      await call(t, contentEndpoints.promotions, { language: 'PT' }),
      contentEndpoints.promotions,
    ).list;
    expect(promotions.every((p) => p.imageUrl.startsWith('/wps/content/art/pt/promo-'))).toBe(true);
    for (const url of [
      '/wps/content/art/xx/banner-join-today.svg',
      '/wps/content/art/PT/banner-join-today.svg',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('sends an operator’s own picture address as stored', async () => {
    const [row] = await t.db.query<{ id: string }>(
      `update banner set image_url = 'https://cdn.example/summer.png'
       where group_name = 'w_forget' and sort = (select min(sort) from banner where group_name = 'w_forget')
       returning id::text as id`,
    );
    const list = expectOk(
      await call(t, contentEndpoints.banners, { groupName: 'w_forget', language: 'PT' }),
      contentEndpoints.banners,
    ).list;
    expect(list.find((b) => b.id === row!.id)?.url).toBe('https://cdn.example/summer.png');
  });
});
