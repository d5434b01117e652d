import { describe, expect, it } from 'vitest';
import { diceOdds } from './odds.ts';

describe('dice odds shown before a roll', () => {
  it('mirrors under and over and pays 99 over the chance, rounded down to the cent', () => {
    expect(diceOdds(50, false)).toMatchObject({ chance: 50, multiplier: 1.98 });
    expect(diceOdds(25, true)).toMatchObject({ chance: 75, multiplier: 1.32 });
    expect(diceOdds(3, false).multiplier).toBe(33);
    // 990000 / 7 = 141428.57 bp: 14.1428×, and 1.00 pays 14.14 (not 14.15).
    expect(diceOdds(7, false).payoutOf('1.00')).toBe('14.14');
    expect(diceOdds(50, false).payoutOf('2.50')).toBe('4.95');
  });
});
