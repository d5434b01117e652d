import { describe, expect, it } from 'vitest';
import { defaultOdds } from './default-odds.ts';
import { playMethod } from './play-methods.ts';
import { seaPlayMethods } from './play-methods-sea.ts';
import { settle } from './prize.ts';
import { fourA, fourB } from './tiered-boards.fixtures.ts';
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

describe('SEA 4D plays against brute force', () => {
  describeTieredChecks(seaPlayMethods, { it });
});

describe('SEA 4D settlement (reference 3.7)', () => {
  it('pays Big across all five categories and Small on the top three only', () => {
    const picks = [1234, 1111, 12, 4321];
    expect(playMethod('SEA_4D_BIG').hitsOf({ picks }, fourA)).toEqual({
      FIRST: 1,
      SECOND: 0,
      THIRD: 0,
      STARTER: 1,
      CONSOLATION: 1,
    });
    // 2,500 + 180 + 60 per point of 1,000.
    expect(pay('SEA_4D_BIG', picks, fourA)).toEqual({
      status: 'WON',
      winningBets: 3,
      stake: 4000n,
      payout: 2_740_000n,
    });
    expect(pay('SEA_4D_SMALL', picks, fourA)).toMatchObject({ winningBets: 1, payout: 3_500_000n });
    expect(pay('SEA_4D_BIG', [7234, 9012], fourA).payout).toBe(1_500_000n);
    expect(pay('SEA_4D_SMALL', [7234, 9012], fourA).payout).toBe(3_000_000n);
    expect(pay('SEA_4D_BIG', [42, 7], fourB).payout).toBe(2_680_000n);
    expect(pay('SEA_4D_SMALL', [7], fourB)).toMatchObject({ status: 'LOST', payout: 0n });
  });

  it('pays 3D per category, one number hitting several, and 2D on the first prize', () => {
    expect(playMethod('SEA_3D').hitsOf({ picks: [234, 12] }, fourA)).toEqual({
      FIRST: 1,
      SECOND: 1,
      THIRD: 1,
    });
    expect(pay('SEA_3D', [234, 12], fourA).payout).toBe(610_000n);
    // 0234 (a starter) and 5234 (a consolation) do not count for 3D.
    expect(pay('SEA_3D', [234], fourA).payout).toBe(460_000n);
    expect(pay('SEA_3D', [42], fourB).payout).toBe(400_000n);
    expect(pay('SEA_2D', [34, 12], fourA)).toMatchObject({ stake: 2000n, payout: 70_000n });
    expect(pay('SEA_2D', [42], fourB).payout).toBe(70_000n);
  });

  it('keeps 4D numbers zero-padded for liability', () => {
    expect(playMethod('SEA_4D_BIG').numbersOf({ picks: [7, 1234] })).toEqual(['0007', '1234']);
    expect(playMethod('SEA_4D_SMALL').numbersHit(fourB)).toEqual(['0042', '9999', '1042']);
    expect(playMethod('SEA_4D_BIG').numbersHit(fourA)).toHaveLength(23);
    expect(playMethod('SEA_3D').numbersHit(fourB)).toEqual(['042', '999']);
  });
});
