import { describe, expect, it } from 'vitest';
import { pickPrize } from './raffle.ts';

const table = [
  { amount: 10_000n, weight: 1 },
  { amount: 1_000n, weight: 9 },
  { amount: 100n, weight: 90 },
];

describe('raffle prize table', () => {
  it('gives each prize the share of rolls its weight asks, in table order', () => {
    expect(pickPrize(table, 0).amount).toBe(10_000n);
    expect(pickPrize(table, 0.0099).amount).toBe(10_000n);
    expect(pickPrize(table, 0.01).amount).toBe(1_000n);
    expect(pickPrize(table, 0.0999).amount).toBe(1_000n);
    expect(pickPrize(table, 0.1).amount).toBe(100n);
    expect(pickPrize(table, 0.999_999).amount).toBe(100n);
    const counts = new Map<bigint, number>();
    for (let i = 0; i < 10_000; i += 1) {
      const { amount } = pickPrize(table, i / 10_000);
      counts.set(amount, (counts.get(amount) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ '10000': 100, '1000': 900, '100': 9_000 });
  });

  it('refuses an empty table and a roll outside [0, 1)', () => {
    expect(() => pickPrize([], 0.5)).toThrow(RangeError);
    expect(() => pickPrize(table, 1)).toThrow(RangeError);
    expect(() => pickPrize(table, Number.NaN)).toThrow(RangeError);
  });
});
