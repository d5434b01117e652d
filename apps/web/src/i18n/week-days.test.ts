import { describe, expect, it } from 'vitest';
import { weekdayName, weekdaysText, weeklyHours } from './week-days.ts';

describe('weekdays', () => {
  it('names a weekday in the language on screen, 0 being Sunday', () => {
    expect(weekdayName(0, 'pt')).toBe('Dom');
    expect(weekdayName(1, 'pt')).toBe('Seg');
    expect(weekdayName(6, 'pt')).toBe('Sáb');
    expect(weekdayName(5, 'en')).toBe('Fri');
  });

  it('writes days Monday first and three or more in a row as a range', () => {
    expect(weekdaysText([1, 2, 3, 4, 5], 'pt')).toBe('Seg–Sex');
    expect(weekdaysText([0, 5, 6], 'pt')).toBe('Sex–Dom');
    expect(weekdaysText([6, 3, 4], 'pt')).toBe('Qua, Qui, Sáb');
    expect(weekdaysText([0, 6], 'en')).toBe('Sat, Sun');
    expect(weekdaysText([1, 1, 3], 'en')).toBe('Mon, Wed');
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6], 'en')).toBe('Mon–Sun');
  });

  it('writes the days that keep the same hours together', () => {
    const evenings = [1, 2, 3, 4, 5].map((day) => ({ day, from: '20:00', to: '23:30' }));
    expect(weeklyHours(evenings, 'pt')).toEqual([{ days: 'Seg–Sex', hours: '20:00–23:30' }]);
    expect(
      weeklyHours(
        [
          { day: 6, from: '18:00', to: '22:00' },
          ...evenings,
          { day: 1, from: '12:00', to: '14:00' },
        ],
        'en',
      ),
    ).toEqual([
      { days: 'Mon', hours: '12:00–14:00' },
      { days: 'Mon–Fri', hours: '20:00–23:30' },
      { days: 'Sat', hours: '18:00–22:00' },
    ]);
    expect(weeklyHours([], 'en')).toEqual([]);
  });
});
