import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from './format-time.ts';

describe('dates in the language on screen', () => {
  it('writes a timestamp’s date as the language does, whatever the browser’s locale', () => {
    const iso = '2026-11-05T12:00:00Z';
    expect(formatDate(iso, 'pt')).toBe('05/11/2026');
    expect(formatDate(iso, 'en')).toBe('11/5/26');
  });

  it('keeps an odd value as sent', () => {
    expect(formatDate('soon', 'pt')).toBe('soon');
    expect(formatDay('2026-13-40', 'pt')).toBe('2026-13-40');
  });
});
