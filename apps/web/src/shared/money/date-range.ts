/** An inclusive range of calendar days, `yyyy-MM-dd`, of the merchant's time zone. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

const dayMs = 86_400_000;

/** The widest range the server accepts (contract `dayRange`). */
export const maxRangeDays = 90;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `yyyy-MM-dd` of a moment in a time zone (the merchant's, from the system status: the server
 * counts its days there, wherever the browser is).
 */
export function toDay(time: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(time);
}

/** `yyyy-MM-dd` of a UTC-midnight time value (day arithmetic). */
function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** A day moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return utcDay(dayStart(day) + days * dayMs);
}

/** Days from `start` to `end`, both counted. */
export function daysIn(range: DayRange): number {
  return Math.round((dayStart(range.endDate) - dayStart(range.startDate)) / dayMs) + 1;
}

/** The last `days` days up to today: the pages open on the last 7. */
export function lastDays(days: number, timeZone: string, now: number = Date.now()): DayRange {
  const endDate = toDay(now, timeZone);
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
  const today = toDay(now, timeZone);
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

/** Why a typed range cannot be searched (the contract's message key), or null when it can. */
export function rangeError(range: DayRange): 'pattern_DATE_YMD' | 'date_range_invalid' | null {
  const pattern = /^\d{4}-\d{2}-\d{2}$/u;
  if (!pattern.test(range.startDate) || !pattern.test(range.endDate)) return 'pattern_DATE_YMD';
  if (Number.isNaN(dayStart(range.startDate)) || Number.isNaN(dayStart(range.endDate))) {
    return 'pattern_DATE_YMD';
  }
  const days = daysIn(range);
  return days < 1 || days > maxRangeDays ? 'date_range_invalid' : null;
}
