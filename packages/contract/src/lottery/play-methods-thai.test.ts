import { describe, expect, it } from 'vitest';
import { defaultOdds } from './default-odds.ts';
import { playMethod } from './play-methods.ts';
import { sortedDigits, thaiPlayMethods, todKind } from './play-methods-thai.ts';
import { settle } from './prize.ts';
import { thaiA, thaiB, thaiC } from './tiered-boards.fixtures.ts';
import { describeTieredChecks } from './tiered-checks.fixtures.ts';

/** A ticket at a price of 1,000 minor units, multiple 1, at the default odds. */
const pay = (code: string, picks: number[], board: number[]) =>
  settle(
    playMethod(code),
    { picks },
    board,
    { price: 1000n, multiple: 1, group: 1 },
    defaultOdds[code],
  );

describe('Thai plays against brute force', () => {
  describeTieredChecks(thaiPlayMethods, { it });
});

describe('Thai settlement (reference 3.7)', () => {
  it('pays 3 top exactly and 2 top / 2 bottom on their own prizes', () => {
    expect(pay('THAI_3TOP', [556, 655], thaiA)).toEqual({
      status: 'WON',
      winningBets: 1,
      stake: 2000n,
      payout: 900_000n,
    });
    expect(pay('THAI_3TOP', [999], thaiC).payout).toBe(900_000n);
    expect(pay('THAI_2TOP', [56, 65], thaiA).payout).toBe(90_000n);
    expect(pay('THAI_2BOTTOM', [7, 70], thaiA).payout).toBe(90_000n);
    expect(pay('THAI_2BOTTOM', [99], thaiB).payout).toBe(90_000n);
    expect(pay('THAI_2BOTTOM', [0], thaiC).payout).toBe(90_000n);
    expect(pay('THAI_2TOP', [71], thaiA).status).toBe('LOST');
  });

  it('pays 3 tod by the permutations of the number: 6, 3 or 1', () => {
    expect([123, 112, 777, 7].map(todKind)).toEqual(['TOD6', 'TOD3', 'TOD1', 'TOD3']);
    expect(sortedDigits(210)).toBe('012');
    expect(playMethod('THAI_3TOD').hitsOf({ picks: [565] }, thaiA)).toEqual({
      TOD6: 0,
      TOD3: 1,
      TOD1: 0,
    });
    expect(pay('THAI_3TOD', [565], thaiA).payout).toBe(300_000n);
    expect(pay('THAI_3TOD', [713], thaiB).payout).toBe(150_000n);
    expect(pay('THAI_3TOD', [999], thaiC).payout).toBe(900_000n);
    expect(pay('THAI_3TOD', [123, 456], thaiA).status).toBe('LOST');
    // 565 and 655 are one bet: the selection is refused rather than paid twice.
    expect(playMethod('THAI_3TOD').betCount({ picks: [565, 655] })).toBe(0);
    expect(playMethod('THAI_3TOD').numbersOf({ picks: [565, 123] })).toEqual(['556', '123']);
  });

  it('counts a running digit once however often it appears', () => {
    expect(playMethod('THAI_RUN_TOP').hitsOf({ picks: [5, 6, 0] }, thaiA)).toEqual({ HIT: 2 });
    expect(pay('THAI_RUN_TOP', [5, 6, 0], thaiA)).toMatchObject({ stake: 3000n, payout: 6400n });
    expect(pay('THAI_RUN_TOP', [9], thaiC).payout).toBe(3200n);
    expect(pay('THAI_RUN_TOP', [1], thaiB).payout).toBe(3200n);
  });
});
