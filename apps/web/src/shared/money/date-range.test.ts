import { describe, expect, it } from 'vitest';
import { daysIn } from '@portal/contract/day-range';
import { lastDays, shiftRange } from './date-range.ts';

const now = Date.parse('2026-11-21T15:00:00Z');

describe('date ranges', () => {
  it('opens on the last 7 days, today included', () => {
    expect(lastDays(7, 'UTC', now)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
    expect(daysIn(lastDays(30, 'UTC', now))).toBe(30);
  });

  it('counts today in the merchant’s time zone', () => {
    const lateEvening = Date.parse('2026-11-22T01:30:00Z');
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
});
