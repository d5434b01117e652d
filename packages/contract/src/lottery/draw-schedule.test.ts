import { describe, expect, it } from 'vitest';
import { drawScheduleSchema } from './draw-schedule.ts';

const ok = (value: unknown) => drawScheduleSchema.safeParse(value).success;

describe('draw schedules', () => {
  it('takes weekdays or days of the month, one of the two', () => {
    expect(ok({ timeZone: 'Asia/Ho_Chi_Minh', drawTime: '16:15', days: [1, 6] })).toBe(true);
    expect(ok({ timeZone: 'Asia/Bangkok', drawTime: '15:30', monthDays: [1, 16] })).toBe(true);
    expect(ok({ timeZone: 'Asia/Bangkok', drawTime: '15:30' })).toBe(false);
    expect(ok({ timeZone: 'Asia/Bangkok', drawTime: '15:30', days: [1], monthDays: [1] })).toBe(
      false,
    );
  });

  it('refuses unknown zones, bad times, repeated or impossible days', () => {
    expect(ok({ timeZone: 'Mars/Olympus', drawTime: '16:15', days: [1] })).toBe(false);
    expect(ok({ timeZone: 'UTC', drawTime: '24:00', days: [1] })).toBe(false);
    expect(ok({ timeZone: 'UTC', drawTime: '9:00', days: [1] })).toBe(false);
    expect(ok({ timeZone: 'UTC', drawTime: '09:00', days: [1, 1] })).toBe(false);
    expect(ok({ timeZone: 'UTC', drawTime: '09:00', days: [7] })).toBe(false);
    expect(ok({ timeZone: 'UTC', drawTime: '09:00', monthDays: [29] })).toBe(false);
  });
});
