import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adjectives, catalogueGames, nounsByType, pgeGames } from './catalogue-data.ts';

const names = catalogueGames().map((game) => game.names);

describe('demo game names', () => {
  it('makes PT adjectives agree with the noun: "Mesa Dourada", never "Mesa Dourado"', () => {
    const masculine = adjectives.filter(([, m, f]) => m !== f).map(([, m]) => m);
    const feminine = adjectives.filter(([, m, f]) => m !== f).map(([, , f]) => f);
    const nouns = Object.values(nounsByType).flat();
    let checked = 0;
    for (const { PT } of names) {
      const noun = nouns.find(([, pt]) => PT.startsWith(`${pt} `));
      if (!noun) continue;
      const adjective = PT.slice(noun[1].length + 1);
      const wrong = noun[2] === 'f' ? masculine : feminine;
      expect(
        wrong.some((word) => adjective === word || adjective.startsWith(`${word} `)),
        PT,
      ).toBe(false);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(9_000);
    for (const wrong of ['Mesa Dourado', 'Sala Antigo', 'Baleia Gelado', 'Fénix Místico']) {
      expect(names.some(({ PT }) => PT.startsWith(wrong))).toBe(false);
    }
    for (const right of ['Mesa Dourada', 'Dragão Dourado', 'Baleia Cósmica', 'Arena Sagrada']) {
      expect(names.some(({ PT }) => PT.startsWith(right))).toBe(true);
    }
  });

  it('lists the gender of every PT noun and both forms of every adjective', () => {
    const feminine = ['Fortuna', 'Fénix', 'Floresta', 'Joia', 'Fruta', 'Carpa Koi', 'Baleia'];
    feminine.push('Mesa', 'Arena', 'Sala');
    for (const [, pt, gender] of Object.values(nounsByType).flat()) {
      expect(gender, pt).toBe(feminine.includes(pt) ? 'f' : 'm');
    }
    for (const [en, m, f] of adjectives) {
      // A one-word masculine form in -o has its feminine in -a; the rest do not change.
      if (/^\p{L}+o$/u.test(m)) expect(f, en).toBe(`${m.slice(0, -1)}a`);
      else expect(f, en).toBe(m);
    }
  });

  it('gives the house games one name everywhere: the catalogue and the game screens', () => {
    const screens = readFileSync(
      new URL('../../../../pge/src/shared/texts.ts', import.meta.url),
      'utf8',
    );
    for (const game of pgeGames) {
      expect(screens, game.code).toContain(`'${game.names.PT}'`);
      expect(screens, game.code).toContain(`'${game.names.EN}'`);
    }
  });
});
