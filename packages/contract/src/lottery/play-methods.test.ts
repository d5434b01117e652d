import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { families } from './families.ts';
import { ballOracle } from './oracles-balls.fixtures.ts';
import { digitOracle } from './oracles-digits.fixtures.ts';
import { tieredOracle } from './oracles-tiered.fixtures.ts';
import { fourA, northA, southA, thaiA } from './tiered-boards.fixtures.ts';
import {
  allPlayMethods,
  findPlayMethod,
  playCodes,
  playMethod,
  playMethodsOf,
} from './play-methods.ts';

describe('the play-method registry', () => {
  it('has unique, upper-case codes, each with an oracle in the tests', () => {
    expect(new Set(playCodes).size).toBe(playCodes.length);
    for (const code of playCodes) {
      expect(code).toMatch(/^[A-Z0-9]+(?:_[A-Z0-9]+)+$/u);
      expect(digitOracle(code) ?? ballOracle(code) ?? tieredOracle(code), code).toBeDefined();
    }
  });

  it('covers every family with the codes the other teams were promised', () => {
    for (const family of families) expect(playMethodsOf(family).length).toBeGreaterThan(0);
    for (const code of [
      'SSC_5STAR_DIRECT',
      'SSC_3STAR_FRONT_SUM',
      '11X5_ANY_2',
      'PK10_POS',
      'LHC_SPECIAL',
      'VN_MN_LO2',
      'VN_MB_DE',
      'SEA_4D_BIG',
      'THAI_3TOD',
    ]) {
      expect(playMethod(code).code).toBe(code);
    }
    expect(findPlayMethod('SSC_6STAR_DIRECT')).toBeUndefined();
    expect(() => playMethod('nope')).toThrow(RangeError);
  });

  it('never throws on hostile selections: they buy no bet and win nothing', () => {
    const results: Record<string, number[]> = {
      SSC: [1, 2, 3, 4, 5],
      LF_3D: [1, 2, 3],
      LF_P5: [1, 2, 3, 4, 5],
      '11X5': [1, 2, 3, 4, 5],
      PK10: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      LHC: [1, 2, 3, 4, 5, 6, 7],
      VN_MB: northA,
      VN_MN: southA,
      SEA_4D: fourA,
      SEA_THAI: thaiA,
    };
    fc.assert(
      fc.property(fc.constantFrom(...allPlayMethods), fc.anything(), (method, junk) => {
        const count = method.betCount(junk);
        expect(Number.isSafeInteger(count) && count >= 0).toBe(true);
        if (count === 0) {
          expect(method.compile(junk)).toBeUndefined();
          expect(method.wins(junk, results[method.shape] ?? [])).toBe(0);
          const hits = Object.values(method.hitsOf(junk, results[method.shape] ?? []));
          expect(hits.every((n) => n === 0)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a malformed result instead of settling on it', () => {
    const position = playMethod('SSC_POS');
    const selection = { positions: [[1], [], [], [], []] };
    for (const bad of [
      [1, 2, 3, 4],
      [1, 2, 3, 4, 10],
      [1, 2, 3, 4, 1.5],
      [1, 2, 3, 4, -1],
    ]) {
      expect(() => position.wins(selection, bad)).toThrow(RangeError);
    }
    expect(() =>
      playMethod('11X5_POS').wins({ positions: [[1], [], [], [], []] }, [1, 1, 2, 3, 4]),
    ).toThrow(RangeError);
  });
});
