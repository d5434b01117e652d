import { describe, expect, it } from 'vitest';
import { tupleSumCounts, spanCount } from './digit-plays.ts';
import { describePlayChecks, checkFixedRtp } from './play-checks.fixtures.ts';
import { digitOracle } from './oracles-digits.fixtures.ts';
import { playMethod } from './play-methods.ts';
import { sscPlayMethods } from './play-methods-ssc.ts';
import { TIE } from './play-method.ts';
import { ratio } from './rational.ts';

const odds = (_code: string, option: string) => (option === TIE ? '9.5' : '1.96');

describe('SSC plays against brute force', () => {
  describePlayChecks(sscPlayMethods, digitOracle, odds, { it });
});

describe('SSC counting, by the reference (section 3.1)', () => {
  const count = (code: string, selection: unknown) => playMethod(code).betCount(selection);

  it('has the reference cnt[] and span[] tables', () => {
    expect(tupleSumCounts(3)).toEqual([
      1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15,
      10, 6, 3, 1,
    ]);
    expect(Array.from({ length: 10 }, (_, v) => spanCount(v))).toEqual([
      10, 54, 96, 126, 144, 150, 144, 126, 96, 54,
    ]);
    expect(tupleSumCounts(2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('counts the usual tickets as players know them', () => {
    const full = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(count('SSC_5STAR_DIRECT', { positions: [full, full, full, full, full] })).toBe(100_000);
    expect(count('SSC_3STAR_BACK_DIRECT', { positions: [[1, 2], [3], [4, 5, 6]] })).toBe(6);
    expect(count('SSC_3STAR_FRONT_SUM', { sums: [10] })).toBe(63);
    expect(count('SSC_3STAR_MID_SPAN', { spans: [5] })).toBe(150);
    expect(count('SSC_3STAR_BACK_GROUP3', { digits: [1, 2, 3] })).toBe(6);
    expect(count('SSC_3STAR_BACK_GROUP6', { digits: [1, 2, 3, 4] })).toBe(4);
    expect(count('SSC_5STAR_GROUP120', { digits: full })).toBe(252);
    expect(count('SSC_5STAR_GROUP60', { pairs: [1], singles: [1, 2, 3, 4] })).toBe(1);
    expect(count('SSC_5STAR_GROUP5', { quads: [1, 2], singles: [1, 2, 3] })).toBe(4);
    expect(count('SSC_POS', { positions: [[1], [], [2, 3], [], []] })).toBe(3);
    expect(count('SSC_2STAR_BACK_SIDES', { positions: [['BIG', 'ODD'], ['SMALL']] })).toBe(2);
  });

  it('gives 0 for incomplete and malformed selections', () => {
    expect(count('SSC_5STAR_DIRECT', { positions: [[1], [2], [3], [4], []] })).toBe(0);
    expect(count('SSC_5STAR_DIRECT', { positions: [[1], [2], [3], [4]] })).toBe(0);
    expect(count('SSC_3STAR_FRONT_DIRECT', { positions: [[1, 1], [2], [3]] })).toBe(0);
    expect(count('SSC_3STAR_FRONT_DIRECT', { positions: [[10], [2], [3]] })).toBe(0);
    expect(count('SSC_3STAR_FRONT_DIRECT', { positions: [[1.5], [2], [3]] })).toBe(0);
    expect(count('SSC_2STAR_FRONT_GROUP', { digits: [1] })).toBe(0);
    expect(count('SSC_POS', { positions: [[], [], [], [], []] })).toBe(0);
    expect(count('SSC_3STAR_FRONT_SUM', { sums: [28] })).toBe(0);
    expect(count('SSC_TOTAL_SIDES', { side: 'HUGE' })).toBe(0);
    expect(count('SSC_TOTAL_SIDES', { side: 'BIG', extra: 1 })).toBe(0);
  });

  it('settles the usual results', () => {
    const wins = (code: string, selection: unknown, result: number[]) =>
      playMethod(code).wins(selection, result);
    expect(wins('SSC_5STAR_GROUP60', { pairs: [1], singles: [2, 3, 4] }, [3, 1, 4, 1, 2])).toBe(1);
    expect(wins('SSC_5STAR_GROUP60', { pairs: [1], singles: [2, 3, 4] }, [3, 1, 4, 4, 2])).toBe(0);
    expect(wins('SSC_3STAR_BACK_GROUP3', { digits: [5, 7] }, [0, 0, 7, 5, 7])).toBe(1);
    expect(wins('SSC_3STAR_BACK_GROUP3', { digits: [5, 7] }, [0, 0, 7, 7, 7])).toBe(0);
    expect(wins('SSC_POS', { positions: [[1], [1], [1], [], [1]] }, [1, 1, 2, 1, 1])).toBe(3);
    expect(wins('SSC_5STAR_ANY2', { digits: [1, 2, 3] }, [1, 2, 3, 1, 9])).toBe(3);
    expect(wins('SSC_DRAGON_TIGER', { side: 'DRAGON' }, [4, 0, 0, 0, 4])).toBe(0);
    expect(wins('SSC_DRAGON_TIGER', { side: TIE }, [4, 0, 0, 0, 4])).toBe(1);
    expect(() => wins('SSC_POS', { positions: [[1], [], [], [], []] }, [1, 2, 3])).toThrow(
      RangeError,
    );
  });

  it('returns the configured figure for total sides and dragon/tiger', () => {
    const oracle = digitOracle('SSC_TOTAL_SIDES');
    const dragon = digitOracle('SSC_DRAGON_TIGER');
    if (oracle === undefined || dragon === undefined) throw new Error('no oracle');
    const total = playMethod('SSC_TOTAL_SIDES');
    expect(checkFixedRtp(total, { side: 'BIG' }, oracle, '1.98')).toEqual(ratio(99, 100));
    const tiger = playMethod('SSC_DRAGON_TIGER');
    expect(checkFixedRtp(tiger, { side: 'TIGER' }, dragon, '2.16')).toEqual(ratio(972, 1000));
    expect(checkFixedRtp(tiger, { side: TIE }, dragon, '9.5')).toEqual(ratio(95, 100));
  });
});
