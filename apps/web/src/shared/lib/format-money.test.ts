import { describe, expect, it } from 'vitest';
import { formatMoney, showMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('groups the integer part and keeps every fraction digit', () => {
    expect(formatMoney('1234567.50', 'en')).toBe('1,234,567.50');
    expect(formatMoney('1234567.50', 'pt')).toMatch(/^1[.\s\u00a0]234[.\s\u00a0]567,50$/u);
    expect(formatMoney('0.00', 'en')).toBe('0.00');
    expect(formatMoney('-12.3', 'en')).toBe('-12.3');
  });

  it('never rounds through a float', () => {
    expect(formatMoney('90071992547409931.99', 'en')).toBe('90,071,992,547,409,931.99');
  });

  it('leaves anything that is not a decimal string as it is', () => {
    expect(formatMoney('abc', 'en')).toBe('abc');
  });
});

describe('showMoney', () => {
  it('puts the sign before the currency symbol both ways', () => {
    expect(showMoney('100.00', 'R$', 'pt')).toBe('R$ 100,00');
    expect(showMoney('-40.00', 'R$', 'pt')).toBe('-R$ 40,00');
    expect(showMoney('-1234.5', '€', 'en')).toBe('-€ 1,234.5');
    expect(showMoney('0.00', 'R$', 'pt')).toBe('R$ 0,00');
  });
});
