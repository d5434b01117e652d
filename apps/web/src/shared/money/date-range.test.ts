import { describe, expect, it } from 'vitest';
import { addDays, daysIn, lastDays, rangeError, shiftRange, toDay } from './date-range.ts';

const now = Date.parse('2026-11-21T15:00:00Z');

describe('date ranges', () => {
  it('opens on the last 7 days, today included', () => {
    expect(lastDays(7, 'UTC', now)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(daysIn(lastDays(30, 'UTC', now))).toBe(30);
  });

  it('counts today in the merchant’s time zone', () => {
    const lateEvening = Date.parse('2026-11-22T01:30:00Z');
    expect(toDay(lateEvening, 'America/Sao_Paulo')).toBe('2026-11-21');
    expect(toDay(lateEvening, 'UTC')).toBe('2026-11-22');
    expect(lastDays(7, 'America/Sao_Paulo', lateEvening)).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
    // 15:00 UTC is already midnight of the next day in Tokyo.
    expect(
      shiftRange({ startDate: '2026-11-01', endDate: '2026-11-10' }, 30, 1, 'Asia/Tokyo', now),
    ).toEqual({ startDate: '2026-10-24', endDate: '2026-11-22' });
  });

  it('moves to the 7 or 30 days before the range', () => {
    const range = { startDate: '2026-11-15', endDate: '2026-11-21' };
    expect(shiftRange(range, 7, -1, 'UTC', now)).toEqual({
      startDate: '2026-11-08',
      endDate: '2026-11-14',
    });
    expect(shiftRange(range, 30, -1, 'UTC', now)).toEqual({
      startDate: '2026-10-16',
      endDate: '2026-11-14',
    });
  });

  it('moves to the days after the range, never past today', () => {
    const range = { startDate: '2026-10-01', endDate: '2026-10-07' };
    expect(shiftRange(range, 7, 1, 'UTC', now)).toEqual({
      startDate: '2026-10-08',
      endDate: '2026-10-14',
    });
    expect(
      shiftRange({ startDate: '2026-11-01', endDate: '2026-11-10' }, 30, 1, 'UTC', now),
    ).toEqual({
      startDate: '2026-10-23',
      endDate: '2026-11-21',
    });
  });

  it('crosses months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses malformed, reversed or too long ranges with the contract messages', () => {
    expect(rangeError({ startDate: '2026-11-01', endDate: '2026-11-21' })).toBeNull();
    expect(rangeError({ startDate: '', endDate: '2026-11-21' })).toBe('pattern_DATE_YMD');
    expect(rangeError({ startDate: '2026-11-22', endDate: '2026-11-21' })).toBe(
      'date_range_invalid',
    );
    expect(rangeError({ startDate: '2026-01-01', endDate: '2026-11-21' })).toBe(
      'date_range_invalid',
    );
  });
});
