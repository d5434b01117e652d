import * as z from 'zod/mini';

/**
 * Periods of calendar days in the merchant's time zone, as the histories (and later reports)
 * ask for them. The rule is one for both sides: the browser checks a typed period with it before
 * searching, the server checks it again before reading.
 */

/** A calendar day `yyyy-MM-dd` in the merchant's time zone. */
export const dayInput = z
  .string()
  .check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/u, 'pattern_DATE_YMD'));

/** A period's two ends, both inclusive; `rangeProblem` checks the rest. */
export const dayRangeInput = { startDate: dayInput, endDate: dayInput };

/** An inclusive period of calendar days, `yyyy-MM-dd`. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The longest period: its two ends at most this many days apart (91 calendar days). */
export const maxRangeDaysApart = 90;

export const dayMs = 86_400_000;

/** The UTC-midnight time value of a real calendar day, or null (`2026-02-30` is not one). */
export function dayValue(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  // Some engines read `2026-02-30` as March 2nd: only a round trip proves the day exists.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : time;
}

/** A day moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Days from `startDate` to `endDate`, both counted. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(range.endDate) - Date.parse(range.startDate)) / dayMs) + 1;
}

/** Why a period cannot be searched (the contract's message key), or null when it can. */
export function rangeProblem(range: DayRange): 'pattern_DATE_YMD' | 'date_range_invalid' | null {
  const start = dayValue(range.startDate);
  const end = dayValue(range.endDate);
  if (start === null || end === null) return 'pattern_DATE_YMD';
  return end < start || (end - start) / dayMs > maxRangeDaysApart ? 'date_range_invalid' : null;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`yyyy-MM-dd`) of an instant in a time zone. */
export function dayOf(time: number, timeZone: string): string {
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

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
export function zoneOffset(timeZone: string, at: number): number {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  const part: Record<string, number> = {};
  for (const p of format.formatToParts(new Date(at))) part[p.type] = Number(p.value);
  const wall = Date.UTC(
    part.year!,
    part.month! - 1,
    part.day!,
    part.hour!,
    part.minute!,
    part.second!,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a calendar day (a UTC-midnight time value) starts in the zone. */
export function zoneMidnight(timeZone: string, utcMidnight: number): number {
  // The offset at the guess decides; a second pass settles days on which it changes.
  const guess = utcMidnight - zoneOffset(timeZone, utcMidnight);
  return utcMidnight - zoneOffset(timeZone, guess);
}
