import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from './money.ts';

describe('money strings', () => {
  it('formats minor units at the scale', () => {
    expect(formatMinor(123450n, 2)).toBe('1234.50');
    expect(formatMinor(5n, 2)).toBe('0.05');
    expect(formatMinor(-5n, 2)).toBe('-0.05');
    expect(formatMinor(7n, 0)).toBe('7');
  });

  it('refuses more decimals than the scale instead of rounding', () => {
    expect(() => parseMinor('1.005', 2)).toThrow(RangeError);
    expect(() => parseMinor('1e3', 2)).toThrow(RangeError);
    expect(parseMinor('1.5', 2)).toBe(150n);
  });

  it('round-trips any amount at any scale (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.integer({ min: 0, max: 8 }),
        (minor, scale) => parseMinor(formatMinor(minor, scale), scale) === minor,
      ),
    );
  });
});
