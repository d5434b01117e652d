import { describe, expect, it } from 'vitest';
import { defaultOdds } from './default-odds.ts';
import { playMethod } from './play-methods.ts';
import { vnPlayMethods } from './play-methods-vn.ts';
import { settle } from './prize.ts';
import { ratio } from './rational.ts';
import { northA, northB, southA, southB } from './tiered-boards.fixtures.ts';
import { describeTieredChecks } from './tiered-checks.fixtures.ts';

/** A ticket at one point of 1,000 VND (minor units), multiple 1, at the default odds. */
const pay = (code: string, picks: number[], board: number[], price = 1000n, multiple = 1) =>
  settle(playMethod(code), { picks }, board, { price, multiple, group: 1 }, defaultOdds[code]);

describe('VN plays against brute force', () => {
  describeTieredChecks(vnPlayMethods, { it });
});

describe('VN costs and expected hits (reference 3.6)', () => {
  it('costs a lô point its prizes: 18/17/16 South, 27/23/20 North', () => {
    const costs = (shape: string) =>
      ['LO2', 'LO3', 'LO4', 'XIEN2', 'DE', 'DAU', 'CANG3'].map(
        (p) => playMethod(`${shape}_${p}`).cost,
      );
    expect(costs('VN_MN')).toEqual([18, 17, 16, 1, 1, 1, 1]);
    expect(costs('VN_MB')).toEqual([27, 23, 20, 1, 1, 1, 1]);
    const lo2 = playMethod('VN_MB_LO2').pricing;
    expect(lo2.kind === 'odds' && lo2.expectedHits).toEqual({ HIT: ratio(27, 100) });
  });

  it('prices xiên at the fair odds the reference gives, per board', () => {
    const fair = (code: string) => {
      const pricing = playMethod(code).pricing;
      if (pricing.kind !== 'odds') throw new Error('not per hit');
      const p = pricing.expectedHits.HIT ?? ratio(1);
      return Math.round((Number(p.den) / Number(p.num)) * 10) / 10;
    };
    expect(['XIEN2', 'XIEN3', 'XIEN4'].map((x) => fair(`VN_MB_${x}`))).toEqual([18.2, 81.3, 374.5]);
    expect(['XIEN2', 'XIEN3', 'XIEN4'].map((x) => fair(`VN_MN_${x}`))).toEqual([
      38.3, 255.5, 1801.1,
    ]);
  });

  it('counts every k-combination of 2-10 numbers as a bet', () => {
    const ten = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(playMethod('VN_MN_XIEN2').betCount({ picks: ten })).toBe(45);
    expect(playMethod('VN_MN_XIEN3').betCount({ picks: ten })).toBe(120);
    expect(playMethod('VN_MB_XIEN4').betCount({ picks: ten })).toBe(210);
    expect(playMethod('VN_MB_XIEN4').betCount({ picks: [1, 2, 3] })).toBe(0);
    expect(playMethod('VN_MB_XIEN2').betCount({ picks: [...ten, 10] })).toBe(0);
    expect(playMethod('VN_MB_LO2').betCount({ picks: [100] })).toBe(0);
    expect(playMethod('VN_MB_LO4').betCount({ picks: [9999, 0] })).toBe(2);
  });
});

describe('VN settlement on South boards (cost 18/17/16)', () => {
  it('counts each lô hit: 27 ends three prizes, 19 two', () => {
    expect(playMethod('VN_MN_LO2').hitsOf({ picks: [27, 19, 0] }, southA)).toEqual({ HIT: 5 });
    // 3 bets × 18 points × 1,000; 5 hits × 99.6 × 1,000.
    expect(pay('VN_MN_LO2', [27, 19, 0], southA)).toEqual({
      status: 'WON',
      winningBets: 5,
      stake: 54_000n,
      payout: 498_000n,
    });
    expect(pay('VN_MN_LO3', [127, 5], southA)).toMatchObject({
      stake: 34_000n,
      payout: 2_940_000n,
    });
    expect(pay('VN_MN_LO4', [8127, 2127, 1234], southA)).toMatchObject({
      winningBets: 2,
      stake: 48_000n,
      payout: 19_000_000n,
    });
    expect(pay('VN_MN_LO2', [55], southB)).toMatchObject({ winningBets: 3, payout: 298_800n });
  });

  it('rounds the whole payout down once: 3 hits × 99.6 at a price of 1 pay 298', () => {
    expect(pay('VN_MN_LO2', [27], southA, 1n).payout).toBe(298n);
    expect(pay('VN_MN_DAU', [2], southA, 1n, 3).payout).toBe(29n);
  });

  it('pays xiên only when all its numbers are among the lô', () => {
    expect(pay('VN_MN_XIEN2', [27, 42, 11], southA)).toMatchObject({
      winningBets: 1,
      stake: 3000n,
      payout: 30_000n,
    });
    // Every 3 of 27, 19, 42, 05 are all there: four bets win.
    expect(pay('VN_MN_XIEN3', [27, 19, 42, 5], southA)).toMatchObject({
      winningBets: 4,
      payout: 660_000n,
    });
    expect(pay('VN_MN_XIEN4', [27, 19, 42, 11], southA)).toMatchObject({
      status: 'LOST',
      payout: 0n,
    });
    expect(pay('VN_MN_XIEN2', [55, 11], southB).payout).toBe(30_000n);
  });

  it('reads đề, đầu, đuôi and 3 càng from the ĐB alone', () => {
    expect(pay('VN_MN_DE', [27, 72], southA)).toMatchObject({ stake: 2000n, payout: 99_000n });
    expect(pay('VN_MN_DE', [19], southA).status).toBe('LOST');
    expect(pay('VN_MN_DAU', [2, 7], southA)).toMatchObject({ winningBets: 1, payout: 9940n });
    expect(pay('VN_MN_DUOI', [7], southA).payout).toBe(9940n);
    expect(pay('VN_MN_CANG3', [127, 27], southA)).toMatchObject({
      winningBets: 1,
      payout: 980_000n,
    });
    expect(pay('VN_MN_DAU', [5], southB).payout).toBe(9940n);
    expect(pay('VN_MN_DUOI', [5], southB).payout).toBe(9940n);
    expect(pay('VN_MN_CANG3', [55], southB).payout).toBe(980_000n);
  });
});

describe('VN settlement on North boards (cost 27/23/20)', () => {
  it('counts lô 27 seven times and keeps G7 out of lô 3', () => {
    expect(pay('VN_MB_LO2', [27], northA)).toEqual({
      status: 'WON',
      winningBets: 7,
      stake: 27_000n,
      payout: 697_200n,
    });
    expect(pay('VN_MB_LO2', [59, 4], northA).winningBets).toBe(3);
    expect(pay('VN_MB_LO3', [127, 327], northA)).toMatchObject({
      winningBets: 5,
      stake: 46_000n,
      payout: 4_900_000n,
    });
    expect(pay('VN_MB_LO4', [3327, 8127], northA)).toMatchObject({
      winningBets: 3,
      stake: 40_000n,
    });
    expect(pay('VN_MB_LO2', [0], northB)).toMatchObject({ winningBets: 12, payout: 1_195_200n });
    expect(pay('VN_MB_LO3', [0, 100], northB).winningBets).toBe(3);
    expect(pay('VN_MB_LO4', [0, 700], northB).winningBets).toBe(2);
  });

  it('pays xiên, đề, đầu, đuôi and 3 càng with leading zeros', () => {
    expect(pay('VN_MB_XIEN2', [27, 59], northA).payout).toBe(17_000n);
    expect(pay('VN_MB_XIEN3', [27, 59, 4], northA).payout).toBe(75_000n);
    expect(pay('VN_MB_XIEN4', [27, 59, 4, 13], northA).status).toBe('LOST');
    expect(pay('VN_MB_XIEN2', [0, 1], northB).payout).toBe(17_000n);
    expect(pay('VN_MB_DE', [27], northA).payout).toBe(99_000n);
    expect(pay('VN_MB_DE', [0], northB).payout).toBe(99_000n);
    expect(pay('VN_MB_DAU', [0], northB).payout).toBe(9940n);
    expect(pay('VN_MB_DUOI', [0], northB).payout).toBe(9940n);
    expect(pay('VN_MB_CANG3', [700, 0], northB)).toMatchObject({
      winningBets: 1,
      payout: 980_000n,
    });
  });

  it('names lô numbers zero-padded for liability', () => {
    const lo2 = playMethod('VN_MB_LO2');
    expect(lo2.numbersOf({ picks: [4, 27] })).toEqual(['04', '27']);
    expect(lo2.numbersHit(northB).sort()).toEqual([
      '00',
      '01',
      '10',
      '20',
      '21',
      '30',
      '40',
      '45',
      '50',
      '60',
      '70',
      '80',
      '90',
    ]);
    expect(playMethod('VN_MB_XIEN2').numbersOf({ picks: [4, 27] })).toEqual([]);
    expect(playMethod('VN_MB_CANG3').numbersHit(northB)).toEqual(['700']);
  });
});
