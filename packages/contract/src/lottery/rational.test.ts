import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, div, equals, floor, mul, parseDecimal, ratio } from './rational.ts';

const nonZero = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).filter((n) => n !== 0n);
const fraction = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), nonZero)
  .map(([n, d]) => ratio(n, d));

describe('exact fractions', () => {
  it('reduces and keeps the denominator positive', () => {
    expect(ratio(6, -4)).toEqual({ num: -3n, den: 2n });
    expect(ratio(0, 5)).toEqual({ num: 0n, den: 1n });
    expect(() => ratio(1, 0)).toThrow(RangeError);
    expect(() => ratio(0.5)).toThrow(RangeError);
  });

  it('rounds down, also below zero', () => {
    expect(floor(ratio(7, 2))).toBe(3n);
    expect(floor(ratio(-7, 2))).toBe(-4n);
    expect(floor(ratio(-6, 2))).toBe(-3n);
  });

  it('keeps field laws exactly', () => {
    fc.assert(
      fc.property(fraction, fraction, fraction, (a, b, c) => {
        expect(mul(a, add(b, c))).toEqual(add(mul(a, b), mul(a, c)));
        if (b.num !== 0n) expect(mul(div(a, b), b)).toEqual(a);
        expect(equals(add(a, b), add(b, a))).toBe(true);
        expect(compare(a, add(a, ratio(1)))).toBe(-1);
        const f = floor(a);
        expect(compare(ratio(f), a) <= 0 && compare(a, ratio(f + 1n)) < 0).toBe(true);
      }),
    );
  });

  it('reads decimals exactly', () => {
    expect(parseDecimal('1.98')).toEqual(ratio(99, 50));
    expect(parseDecimal('-0.05')).toEqual(ratio(-1, 20));
    expect(parseDecimal('40')).toEqual(ratio(40));
    for (const bad of ['1e3', '1,5', '', '.5', 'NaN'])
      expect(() => parseDecimal(bad)).toThrow(RangeError);
  });
});
