import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currency, formatMinor, groupAmount, parseMinor, showMoney } from './money.ts';

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

describe('a currency', () => {
  it('converts its amounts at its own scale', () => {
    const brl = currency('BRL', 2);
    expect(brl.format(123450n)).toBe('1234.50');
    expect(brl.parse('12.3')).toBe(1230n);
    expect(() => brl.parse('0.001')).toThrow(RangeError);
    const jpy = currency('JPY', 0);
    expect(jpy.format(500n)).toBe('500');
    expect(() => jpy.parse('1.5')).toThrow(RangeError);
  });

  it('refuses a scale no currency has', () => {
    expect(() => currency('XXX', -1)).toThrow(RangeError);
    expect(() => currency('XXX', 9)).toThrow(RangeError);
    expect(() => currency('XXX', 1.5)).toThrow(RangeError);
  });
});

describe('money as players read it', () => {
  it('groups in the language and puts the sign before the symbol both ways', () => {
    expect(groupAmount('1234567.50', 'pt-BR')).toBe('1.234.567,50');
    expect(groupAmount('1234567.50', 'en')).toBe('1,234,567.50');
    // Past a float's exact integers, digit for digit, in each language again.
    expect(groupAmount('98765432109876543210.05', 'pt-BR')).toBe('98.765.432.109.876.543.210,05');
    expect(groupAmount('98765432109876543210.05', 'en')).toBe('98,765,432,109,876,543,210.05');
    expect(groupAmount('1234.5', 'pt-BR')).toBe('1.234,5');
    expect(showMoney('100.00', 'R$', 'pt-BR')).toBe('R$ 100,00');
    expect(showMoney('-40.00', 'R$', 'pt-BR')).toBe('-R$ 40,00');
    expect(showMoney('-1005.00', 'R$', 'en')).toBe('-R$ 1,005.00');
  });
});
