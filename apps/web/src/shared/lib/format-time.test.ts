import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatTime } from './format-time.ts';

describe('dates in the language on screen', () => {
  it('writes a timestamp’s date as the language does, whatever the browser’s locale', () => {
    const iso = '2026-11-05T12:00:00Z';
    expect(formatDate(iso, 'pt')).toBe('05/11/2026');
    // English pages write day before month, as the header's clock and notices do.
    expect(formatDate(iso, 'en')).toBe('05/11/2026');
    expect(formatDate(iso, 'zh-CN')).toBe('05/11/2026');
    expect(formatDay('2026-11-05', 'en')).toBe('05/11');
  });

  it('writes times on a 24-hour clock in English too', () => {
    const iso = '2026-11-05T21:34:00Z';
    const hour = String(new Date(iso).getHours()).padStart(2, '0');
    expect(formatTime(iso, 'en')).toBe(`${formatDate(iso, 'en')}, ${hour}:34`);
    expect(formatTime(iso, 'en')).not.toMatch(/AM|PM/u);
  });

  it('keeps an odd value as sent', () => {
    expect(formatDate('soon', 'pt')).toBe('soon');
    expect(formatDay('2026-13-40', 'pt')).toBe('2026-13-40');
  });
});
