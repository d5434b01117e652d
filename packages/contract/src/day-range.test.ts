import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daysIn, dayValue, rangeProblem } from './day-range.ts';

describe('day ranges', () => {
  it('knows real days only', () => {
    expect(dayValue('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(dayValue('2026-02-30')).toBeNull();
    expect(dayValue('2026/01/01')).toBeNull();
    expect(dayValue('')).toBeNull();
  });

  it('counts and moves days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysIn({ startDate: '2026-11-15', endDate: '2026-11-21' })).toBe(7);
  });

  it('allows ends at most 90 days apart, in order', () => {
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-04-01' })).toBeNull();
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-04-02' })).toBe(
      'date_range_invalid',
    );
    expect(rangeProblem({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe(
      'date_range_invalid',
    );
    expect(rangeProblem({ startDate: '2026-02-30', endDate: '2026-03-02' })).toBe(
      'pattern_DATE_YMD',
    );
  });

  it('reads the day of an instant in the merchant’s time zone', () => {
    const lateEvening = Date.parse('2026-11-21T01:30:00Z');
    expect(dayOf(lateEvening, 'America/Sao_Paulo')).toBe('2026-11-20');
    expect(dayOf(lateEvening, 'UTC')).toBe('2026-11-21');
    expect(dayOf(Date.parse('2026-11-20T16:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-21');
  });
});
