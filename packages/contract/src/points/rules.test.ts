import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameTypes } from '../constants.ts';
import { convertedAmount, playTypeOfGame, pointsEarned, pointsPattern } from './rules.ts';

describe('points rules', () => {
  it('earns floor(amount / unit) × points, nothing for a switched-off type', () => {
    expect(pointsEarned(9_999n, 1_000n, 2n)).toBe(18n);
    expect(pointsEarned(999n, 1_000n, 2n)).toBe(0n);
    expect(pointsEarned(5_000n, 0n, 2n)).toBe(0n);
    expect(pointsEarned(5_000n, 1_000n, 0n)).toBe(0n);
    fc.assert(
      fc.property(fc.bigInt(0n, 10n ** 12n), fc.bigInt(1n, 10n ** 6n), (amount, unit) => {
        const earned = pointsEarned(amount, unit, 1n);
        expect(earned * unit <= amount && (earned + 1n) * unit > amount).toBe(true);
      }),
    );
  });

  it('converts whole steps only', () => {
    expect(convertedAmount(300n, 100n, 100n)).toBe(300n);
    expect(convertedAmount(250n, 100n, 100n)).toBeNull();
    expect(convertedAmount(0n, 100n, 100n)).toBeNull();
  });

  it('maps every game type to a play type, and reads points as whole integer text', () => {
    expect(gameTypes.every((type) => playTypeOfGame[type] !== undefined)).toBe(true);
    expect(['0', '7', '123456789012345'].every((p) => pointsPattern.test(p))).toBe(true);
    expect(['', '-1', '01', '1.5', '1234567890123456'].some((p) => pointsPattern.test(p))).toBe(
      false,
    );
  });
});
