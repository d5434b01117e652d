import { addDays, dayOf, type DayRange } from '@portal/contract/day-range';

export type { DayRange } from '@portal/contract/day-range';

/** The last `days` days up to today: the pages open on the last 7. */
export function lastDays(days: number, timeZone: string, now: number = Date.now()): DayRange {
  const endDate = dayOf(now, timeZone);
  return { startDate: addDays(endDate, 1 - days), endDate };
}

/**
 * The window of `days` days just before (`-1`) or just after (`+1`) the range (spec section 9:
 * previous / next 7 or 30 days). Never past today: a later window ends today.
 */
export function shiftRange(
  range: DayRange,
  days: number,
  direction: -1 | 1,
  timeZone: string,
  now: number = Date.now(),
): DayRange {
  const today = dayOf(now, timeZone);
  if (direction === -1) {
    const endDate = addDays(range.startDate, -1);
    return { startDate: addDays(endDate, 1 - days), endDate };
  }
  const startDate = addDays(range.endDate, 1);
  const endDate = addDays(startDate, days - 1);
  return endDate > today
    ? { startDate: addDays(today, 1 - days), endDate: today }
    : { startDate, endDate };
}
