import { dayMs, dayOf, rangeProblem, zoneMidnight } from '@portal/contract/day-range';
import { AppError } from '../../http/app-error.ts';

/** A period of whole days of the merchant's calendar: `[from, to)`. */
export interface DayRange {
  from: Date;
  /** The start of the day after `endDate`. */
  to: Date;
  /** Every day of the period, `yyyy-MM-dd`, in order. */
  days: string[];
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
