import { describe, expect, it } from 'vitest';
import { Translator } from './translator.ts';

/** Every texts module of the app, PT and EN: the first page's and each feature's. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../**/*-texts-pt.ts', '../**/*-texts-en.ts', './pt.ts', './en.ts'],
  { eager: true },
);

/** The dotted key and text of every string in a texts object. */
function* leaves(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value !== null && typeof value === 'object' && !Array.isArray(value))
    for (const [key, child] of Object.entries(value))
      yield* leaves(child, path === '' ? key : `${path}.${key}`);
}

const texts = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports).flatMap((bundle) =>
    [...leaves(bundle)].map(([key, text]) => ({ file, key, text })),
  ),
);

describe('counted texts', () => {
  it('finds the texts of every feature', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(50);
    expect(texts.some(({ key }) => key === 'rg.exclusion.years_one')).toBe(true);
  });

  it('put a counted noun in the plural only in a plural form ("1 day", not "1 days")', () => {
    // `{{count}} days`, `{{count}} dias`: a count followed by a word in the plural.
    const counted = /\{\{count\}\} \p{L}+s\b/u;
    const bare = texts.filter(
      ({ key, text }) => counted.test(text) && !/_(?:zero|one|two|few|many|other)$/u.test(key),
    );
    expect(bare.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });

  it('count with `count`, never with a number of their own or a "(s)"', () => {
    // `{{minutes}} minutes`, `{{n}} apostas`, `{{max}} bets`: a number that may be 1 (a brand's
    // setting, a period's bets, a game's picks), read in the plural whatever it is.
    const own =
      /\{\{(?:n|max|expected|minutes|hours|days|weeks|months|years|seconds)\}\} \p{L}+s\b/u;
    const either = /\p{L}\(s\)/u;
    const found = texts.filter(({ text }) => own.test(text) || either.test(text));
    expect(found.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });

  it('give every plural form its singular, in PT and in EN', () => {
    const keys = new Set(texts.map(({ file, key }) => `${file}|${key}`));
    const lonely = texts
      .filter(({ key }) => key.endsWith('_other'))
      .filter(({ file, key }) => !keys.has(`${file}|${key.replace(/_other$/u, '_one')}`));
    expect(lonely.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });

  it('reads a one-day chart in the singular', () => {
    const pt = new Translator('pt', () => []);
    const en = new Translator('en', () => []);
    for (const [file, exports] of Object.entries(modules))
      for (const bundle of Object.values(exports))
        (file.endsWith('-en.ts') || file.endsWith('/en.ts') ? en : pt).addResourceBundle(
          file.endsWith('-en.ts') || file.endsWith('/en.ts') ? 'en' : 'pt',
          'translation',
          bundle as Record<string, unknown>,
        );
    const values = { count: 1, start: '05/11/2026', end: '05/11/2026', list: 'Slots' };
    expect(pt.translate('agent.revenue.daySummary', { ...values, profit: 'R$ 1,00' })).toBe(
      'Gráfico de barras de 1 dia, 05/11/2026: lucro total R$ 1,00.',
    );
    expect(en.translate('agent.revenue.productSummary', values)).toBe(
      'Bar chart of 1 product: Slots.',
    );
    expect(en.translate('rg.exclusion.years', { count: 1 })).toBe('1 year');
    expect(pt.translate('live.room.left', { count: 2 })).toBe('2 caracteres restantes');
    expect(pt.translate('lottery.verify.checks.ticketsMatch', { count: 1 })).toBe(
      'As apostas guardadas dão a impressão digital selada (1 aposta)',
    );
    expect(en.translate('rg.reality.option', { count: 1 })).toBe('Every minute');
    expect(en.translate('rg.reality.option', { count: 30 })).toBe('Every 30 minutes');
    expect(pt.translate('lotteryRegional.entry.pickedCount', { count: 1 })).toBe('1 número');
    expect(pt.translate('lottery.terms.slipFull', { count: 1 })).toBe(
      'O boletim leva no máximo 1 aposta.',
    );
    expect(en.translate('opsLotteryResults.form.pasteCount', { count: 1, found: 2 })).toBe(
      '1 number is needed; pasted: 2.',
    );
  });
});
