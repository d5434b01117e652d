import { describe, expect, it } from 'vitest';
import { ReturnSample } from '../../testing/return-interval.ts';
import { drawCard, settleHighLow, tableRtp, type Guess } from './demo-table.ts';

const rounds = 100_000;

/** Plays `rounds` draws with the table's own card source; mean return per unit staked. */
function simulate(guess: Guess | 'mixed'): { mean: number; half: number } {
  const sample = new ReturnSample();
  for (let i = 0; i < rounds; i += 1) {
    const g: Guess = guess === 'mixed' ? (i % 2 === 0 ? 'high' : 'low') : guess;
    sample.add(Number(settleHighLow(drawCard(), drawCard(), g, 1n).payout));
  }
  return sample.interval();
}

describe('demo vendor high/low table', () => {
  it.each(['high', 'low', 'mixed'] as const)(
    'returns 12/13 to a player guessing %s, within its confidence interval',
    (guess) => {
      const { mean, half } = simulate(guess);
      expect(Math.abs(mean - tableRtp)).toBeLessThan(half);
    },
  );

  it('states the RTP that counting all 169 draws gives', () => {
    let paid = 0n;
    for (let a = 0; a < 13; a += 1)
      for (let b = 0; b < 13; b += 1) paid += settleHighLow(a, b, 'high', 1n).payout;
    expect(Number(paid) / 169).toBeCloseTo(tableRtp, 12);
  });

  it('pays twice the stake on a win and nothing on a loss or a tie', () => {
    expect(settleHighLow(3, 9, 'high', 1_000n)).toEqual({ win: true, payout: 2_000n });
    expect(settleHighLow(3, 9, 'low', 1_000n)).toEqual({ win: false, payout: 0n });
    expect(settleHighLow(9, 3, 'low', 500n)).toEqual({ win: true, payout: 1_000n });
    expect(settleHighLow(7, 7, 'high', 500n)).toEqual({ win: false, payout: 0n });
    expect(settleHighLow(7, 7, 'low', 500n)).toEqual({ win: false, payout: 0n });
  });

  it('draws every rank and nothing else', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i += 1) seen.add(drawCard());
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array(13).keys()]);
  });
});
