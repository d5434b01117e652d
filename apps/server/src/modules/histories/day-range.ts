import { dayMs, dayOf, rangeProblem } from '@portal/contract/day-range';
import { AppError } from '../../http/app-error.ts';

/** A period of whole days of the merchant's calendar: `[from, to)`. */
export interface DayRange {
  from: Date;
  /** The start of the day after `endDate`. */
  to: Date;
  /** Every day of the period, `yyyy-MM-dd`, in order. */
  days: string[];
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function zoneOffset(timeZone: string, at: number): number {
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

/** The zone's calendar day (`yyyy-MM-dd`) at an instant. */
export function localDay(timeZone: string, at: Date): string {
  return dayOf(at.getTime(), timeZone);
}

/**
 * Checks a `startDate`..`endDate` pair (both inclusive) of days in `timeZone` with the
 * contract's rule (real days, in order, at most 90 days apart); otherwise 400
 * `date_range_invalid`. Answers the period's instants and its days.
 */
export function dayRange(startDate: string, endDate: string, timeZone: string): DayRange {
  if (rangeProblem({ startDate, endDate }) !== null) throw new AppError('date_range_invalid');
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const days: string[] = [];
  for (let t = start; t <= end; t += dayMs) days.push(new Date(t).toISOString().slice(0, 10));
  return {
    from: new Date(zoneMidnight(timeZone, start)),
    to: new Date(zoneMidnight(timeZone, end + dayMs)),
    days,
  };
}

/** Paging output for a total. */
export function pageOf(total: number, page: { pageNo: number; pageSize: number }) {
  return { total, pageNum: page.pageNo, totalPages: Math.ceil(total / page.pageSize) };
}
