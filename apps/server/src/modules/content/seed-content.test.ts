import { describe, expect, it } from 'vitest';
import { pgeGames } from '../games/catalogue-data.ts';
import { htmlToText, sanitizeHtml } from './sanitize-html.ts';
import { seedAnnouncements, seedMessages, seedNotices } from './seed-announcements.ts';
import { seedBanners } from './seed-banners.ts';
import { seedHelpTerms } from './seed-help.ts';
import { seedPromotions } from './seed-promotions.ts';
import { englishIn } from '../../testing/english-words.ts';

const pt = (texts: Array<{ PT: string }>) => texts.map((text) => htmlToText(text.PT));

describe('demo help centre', () => {
  it('has a real article per topic in PT and EN: several paragraphs, not one sentence', () => {
    const terms = seedHelpTerms.map((term) => term.term);
    for (const topic of [
      'account',
      'account-security',
      'deposits',
      'withdrawals',
      'bonuses',
      'fair-play',
      'responsible-gaming',
      'terms-and-conditions',
      'privacy',
      'contact-us',
    ]) {
      expect(terms).toContain(topic);
    }
    for (const term of seedHelpTerms) {
      for (const language of ['PT', 'EN'] as const) {
        const html = term.content[language];
        const paragraphs = html.match(/<p>/gu)?.length ?? 0;
        const blocks = html.match(/<(p|li|tr)>/gu)?.length ?? 0;
        expect(paragraphs, `${term.term} ${language}`).toBeGreaterThanOrEqual(3);
        expect(blocks, `${term.term} ${language}`).toBeGreaterThanOrEqual(5);
        expect(htmlToText(html).length, `${term.term} ${language}`).toBeGreaterThan(700);
        // Only what the allow-list keeps: the stored article is what players get.
        expect(sanitizeHtml(html)).toBe(html);
      }
    }
  });

  it('explains withdrawal confirmation and how to verify a house game', () => {
    const article = (term: string) => seedHelpTerms.find((t) => t.term === term)!.content;
    const withdrawals = htmlToText(article('withdrawals').PT);
    for (const step of ['Confirmar receção', 'Recebido em parte', 'Não recebido', 'comprovativo'])
      expect(withdrawals).toContain(step);
    const fair = article('fair-play');
    for (const piece of ['semente do servidor', 'Semente do cliente', 'Nonce', 'revelada', 'hash'])
      expect(htmlToText(fair.PT)).toContain(piece);
    for (const piece of ['Server seed', 'Client seed', 'Nonce', 'revealed', 'hash'])
      expect(htmlToText(fair.EN)).toContain(piece);
    expect(fair.PT).toContain('href="/play/verify"');
    for (const game of pgeGames) {
      expect(htmlToText(fair.PT)).toContain(game.names.PT);
      expect(htmlToText(fair.EN)).toContain(game.names.EN);
    }
  });

  it('writes every PT help article, title and category without English words', () => {
    for (const term of seedHelpTerms) {
      const text = [term.title.PT, term.category.PT, htmlToText(term.content.PT)].join(' ');
      expect(englishIn(text), term.term).toEqual([]);
    }
  });
});

describe('demo announcements, notices and messages', () => {
  it('are real copy, not numbered filler', () => {
    const all = [
      ...seedAnnouncements.flatMap((a) => [a.title, a.content]),
      ...seedNotices.flatMap((n) => [n.title, n.content]),
      ...seedMessages.flatMap((m) => [m.title, m.content]),
    ];
    for (const text of all) {
      expect(text.PT).not.toMatch(/Aviso \d+ de \d+|para (visitantes|membros)\.$/u);
      expect(text.EN).not.toMatch(/Notice \d+ of \d+/u);
      expect(text.PT).not.toBe(text.EN);
      // One language per text: no "Segurança / Security".
      expect(htmlToText(text.PT)).not.toMatch(/ \/ /u);
    }
    const popups = seedAnnouncements.filter((a) => a.type === 'PU');
    expect(new Set(popups.map((a) => `${a.audience}:${a.title.PT}`)).size).toBe(popups.length);
    for (const a of seedAnnouncements) expect(htmlToText(a.content.PT).length).toBeGreaterThan(30);
  });

  it('keeps every PT text free of English words', () => {
    const texts = [
      ...pt(seedAnnouncements.flatMap((a) => [a.title, a.content])),
      ...pt(seedNotices.flatMap((n) => [n.title, n.content])),
      ...pt(seedMessages.flatMap((m) => [m.title, m.content])),
      ...pt(seedPromotions.flatMap((p) => [p.title, p.summary, p.content])),
      ...pt(seedBanners.map((b) => b.title)),
    ];
    for (const text of texts) expect(englishIn(text), text).toEqual([]);
  });

  it('names the house games as the catalogue does', () => {
    const crash = pgeGames.find((game) => game.code === 'PGE_CRASH')!;
    const notice = seedNotices.find((n) => n.title.PT.includes(crash.names.PT));
    expect(notice?.title.EN).toContain(crash.names.EN);
    const everything = JSON.stringify([
      seedAnnouncements,
      seedNotices,
      seedMessages,
      seedHelpTerms,
    ]);
    // The old notice called the PT game "Crash Aurora" while its tile said "Foguetão Aurora".
    expect(everything).not.toContain('Crash Aurora');
    expect(everything).not.toContain('Aurora Crash');
  });
});
