import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { dayRange, localDay } from './day-range.ts';

describe('day ranges in the merchant’s time zone', () => {
  it('starts and ends the days at the zone’s midnights', () => {
    const range = dayRange('2026-11-20', '2026-11-21', 'America/Sao_Paulo');
    expect(range.from.toISOString()).toBe('2026-11-20T03:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(range.days).toEqual(['2026-11-20', '2026-11-21']);
    const utc = dayRange('2026-11-20', '2026-11-20', 'UTC');
    expect([utc.from.toISOString(), utc.to.toISOString()]).toEqual([
      '2026-11-20T00:00:00.000Z',
      '2026-11-21T00:00:00.000Z',
    ]);
  });

  it('follows a daylight-saving change inside the period', () => {
    // Lisbon moves from UTC+0 to UTC+1 on 29 March 2026 at 01:00 UTC.
    const range = dayRange('2026-03-28', '2026-03-29', 'Europe/Lisbon');
    expect(range.from.toISOString()).toBe('2026-03-28T00:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-03-29T23:00:00.000Z');
    const east = dayRange('2026-11-21', '2026-11-21', 'Asia/Kolkata');
    expect(east.from.toISOString()).toBe('2026-11-20T18:30:00.000Z');
  });

  it('names the zone’s day of an instant', () => {
    const lateEvening = new Date('2026-11-21T01:30:00Z');
    expect(localDay('America/Sao_Paulo', lateEvening)).toBe('2026-11-20');
    expect(localDay('UTC', lateEvening)).toBe('2026-11-21');
    expect(localDay('Asia/Tokyo', new Date('2026-11-20T16:00:00Z'))).toBe('2026-11-21');
  });

  it('refuses unreal days, reversed and over-long periods', () => {
    for (const [from, to] of [
      ['2026-02-30', '2026-03-02'],
      ['2026-03-02', '2026-03-01'],
      ['2026-01-01', '2026-04-02'],
      ['2026/01/01', '2026-01-02'],
    ] as const) {
      expect(() => dayRange(from, to, 'UTC')).toThrow(AppError);
    }
    expect(dayRange('2026-01-01', '2026-04-01', 'UTC').days).toHaveLength(91);
  });
});
