import { rateMicros } from '@portal/contract/contracts/terms';
import { describe, expect, it } from 'vitest';
import { percentToRate, ratePercent } from './rate-text.ts';

describe('rates as percentages', () => {
  it('turns a typed percentage into the exact fraction, either decimal mark', () => {
    expect(percentToRate('1.5')).toBe('0.015');
    expect(percentToRate('1,5')).toBe('0.015');
    expect(percentToRate(' 0,0001 ')).toBe('0.000001');
    expect(percentToRate('12.3456')).toBe('0.123456');
    expect(percentToRate('0')).toBe('0');
    expect(percentToRate('100')).toBe('1');
    // 0.1 + 0.2 style float errors cannot happen: 0.3 % is 3000 millionths exactly.
    expect(percentToRate('0.3')).toBe('0.003');
  });

  it('refuses what is not a percentage from 0 to 100 with at most four decimals', () => {
    for (const typed of ['', 'abc', '1.23456', '100.0001', '101', '-1', '1e2', '1.', '.5']) {
      expect(percentToRate(typed)).toBeNull();
    }
  });

  it('reads a fraction back as the percentage it was typed as', () => {
    expect(ratePercent('0.015')).toBe('1.5');
    expect(ratePercent('1')).toBe('100');
    expect(ratePercent('0')).toBe('0');
    expect(ratePercent('0.000001')).toBe('0.0001');
    for (let micros = 0n; micros <= 1_000_000n; micros += 7_919n) {
      const percent = ratePercent(`0.${micros.toString().padStart(6, '0')}`);
      expect(rateMicros(percentToRate(percent)!)).toBe(micros);
    }
  });
});
