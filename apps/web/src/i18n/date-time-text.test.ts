import { describe, expect, it } from 'vitest';
import { dateTimeText, monthText } from './date-time-text.ts';

describe('dateTimeText', () => {
  const moment = '2026-11-24T21:05:00.000Z';
  const local = new Date(moment);

  it('writes the same moment one way per language, day before month in both', () => {
    const en = dateTimeText(moment, 'en');
    expect(en).toBe(dateTimeText(moment, 'EN'));
    expect(en).toBe(dateTimeText(moment, 'fr'));
    expect(en).toContain(`${local.getDate()} Nov 2026`);
    const pt = dateTimeText(moment, 'pt');
    expect(pt).toBe(dateTimeText(moment, 'pt-BR'));
    expect(pt).toContain(`${local.getDate()} de nov. de 2026`);
    expect(en).not.toMatch(/AM|PM/u);
  });
});

describe('monthText', () => {
  it('writes a statement month in words, whatever the time zone', () => {
    expect(monthText('2026-11', 'pt')).toBe('Novembro de 2026');
    expect(monthText('2026-01', 'EN')).toBe('January 2026');
    expect(monthText('2025-12', 'en')).toBe('December 2025');
  });
});
