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

  it('keeps the confetti off the words', () => {
    const numbers = (text: string, name: string) =>
      [...text.matchAll(new RegExp(`\\b${name}="([\\d.]+)"`, 'gu'))].map((m) => Number(m[1]));
    for (const [kind, key] of pictures) {
      for (const language of ['PT', 'EN'] as const) {
        const svg = contentArt(kind, key, language);
        const width = Number(/viewBox="0 0 (\d+) /u.exec(svg)![1]);
        // The words: from the tallest line's top to the lowest line's foot, across the width
        // they are fitted to (54% of the picture) from where they start.
        const lines = [...svg.matchAll(/<text [^>]*font-size="([\d.]+)"[^>]*>(.*?)<\/text>/gu)];
        const tops = lines.flatMap(([, size, body]) =>
          numbers(body!, 'y').map((y) => y - Number(size)),
        );
        const feet = lines.flatMap(([, size, body]) =>
          numbers(body!, 'y').map((y) => y + Number(size) * 0.3),
        );
        const left = Math.min(...lines.flatMap(([, , body]) => numbers(body!, 'x')));
        const words = {
          left,
          right: left + width * 0.54,
          top: Math.min(...tops),
          bottom: Math.max(...feet),
        };
        const confetti = /<g data-layer="confetti">([\s\S]*?)<\/g>/u.exec(svg)![1]!;
        const pieces = [
          ...[...confetti.matchAll(/<circle [^>]*>/gu)].map(([tag]) => {
            const [cx, cy, r] = ['cx', 'cy', 'r'].map((name) => numbers(tag, name)[0]!);
            return { x: cx!, y: cy!, reach: r! };
          }),
          ...[...confetti.matchAll(/<rect [^>]*>/gu)].map(([tag]) => {
            const [x, y, w, h] = ['x', 'y', 'width', 'height'].map(
              (name) => numbers(tag, name)[0]!,
            );
            return { x: x!, y: y!, reach: Math.hypot(w!, h!) };
          }),
        ];
        expect(pieces.length, `${kind}-${key}`).toBeGreaterThan(0);
        for (const piece of pieces) {
          const over =
            piece.x + piece.reach > words.left &&
            piece.x - piece.reach < words.right &&
            piece.y + piece.reach > words.top &&
            piece.y - piece.reach < words.bottom;
          expect(over, `${kind}-${key} ${language} ${JSON.stringify(piece)}`).toBe(false);
        }
      }
    }
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
