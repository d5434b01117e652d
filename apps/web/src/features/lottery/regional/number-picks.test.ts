import { playMethod } from '@portal/contract/lottery/play-methods';
import { describe, expect, it } from 'vitest';
import {
  addPicks,
  headNumbers,
  parseNumbers,
  pickRules,
  selectionOf,
  tailNumbers,
} from './number-picks.ts';

describe('regional number picks', () => {
  it('reads the rules of a play from its layout', () => {
    expect(pickRules(playMethod('VN_MN_LO2'))).toEqual({
      field: 'picks',
      digits: 2,
      max: 99,
      maxPicks: 100,
      k: 1,
    });
    expect(pickRules(playMethod('VN_MB_XIEN3'))).toMatchObject({ digits: 2, maxPicks: 10, k: 3 });
    expect(pickRules(playMethod('SEA_4D_BIG'))).toMatchObject({ digits: 4, max: 9999 });
    expect(pickRules(playMethod('VN_MN_DAU'))).toMatchObject({ digits: 1, max: 9 });
    // A ball game's play takes no typed numbers.
    expect(pickRules(playMethod('SSC_5STAR_DIRECT'))).toBeNull();
  });

  it('accepts numbers of up to the width and names every other token', () => {
    expect(parseNumbers('7, 27 ,99', 2)).toEqual({ values: [7, 27, 99], rejected: [] });
    expect(parseNumbers(' 100;07 -3 1e2 ', 2)).toEqual({
      values: [7],
      rejected: ['100', '-3', '1e2'],
    });
    expect(parseNumbers('0427 427 12345', 4)).toEqual({ values: [427, 427], rejected: ['12345'] });
  });

  it('adds numbers once, refuses a second arrangement of one 3 tod bet, and stops at the most', () => {
    const lo = playMethod('VN_MN_LO2');
    const loRules = pickRules(lo)!;
    expect(addPicks(lo, loRules, [27], [7, 27, 99]).picks).toEqual([7, 27, 99]);

    const tod = playMethod('THAI_3TOD');
    const added = addPicks(tod, pickRules(tod)!, [123], [321, 455, 545]);
    expect(added.picks).toEqual([123, 455]);
    expect(added.sameBet).toEqual([321, 545]);
    expect(tod.betCount(selectionOf(pickRules(tod)!, added.picks))).toBe(2);

    const xien = playMethod('VN_MN_XIEN2');
    const many = addPicks(xien, pickRules(xien)!, [], headNumbers(1).concat([50, 60]));
    expect(many.picks).toHaveLength(10);
    expect(many.overMax).toEqual([50, 60]);
  });

  it('lists a đầu and a đuôi', () => {
    expect(headNumbers(2)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(tailNumbers(7)).toEqual([7, 17, 27, 37, 47, 57, 67, 77, 87, 97]);
  });
});
