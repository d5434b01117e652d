import { AppError } from '../../../http/app-error.ts';

/** The longest period a history may ask for, in days between its two ends. */
export const maxRangeDays = 90;

const dayMs = 86_400_000;

/** A period of whole days in UTC (the demo merchant's zone): `[from, to)`. */
export interface DayRange {
  from: Date;
  /** The start of the day after `endDate`. */
  to: Date;
  /** Every day of the period, `yyyy-MM-dd`, in order. */
  days: string[];
}

function parseDay(text: string): number {
  const time = Date.parse(`${text}T00:00:00Z`);
  // `2026-02-30` parses in some engines as March 2nd: only a round trip proves the day exists.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text)
    throw new AppError('date_range_invalid');
  return time;
}

/**
 * Checks a `startDate`..`endDate` pair (both inclusive): real days, in order, at most 90 days
 * apart; otherwise 400 `date_range_invalid`.
 */
export function dayRange(startDate: string, endDate: string): DayRange {
  const start = parseDay(startDate);
  const end = parseDay(endDate);
  if (end < start || (end - start) / dayMs > maxRangeDays) throw new AppError('date_range_invalid');
  const days: string[] = [];
  for (let t = start; t <= end; t += dayMs) days.push(new Date(t).toISOString().slice(0, 10));
  return { from: new Date(start), to: new Date(end + dayMs), days };
}

/** Paging output for a total. */
export function pageOf(total: number, page: { pageNo: number; pageSize: number }) {
  return { total, pageNum: page.pageNo, totalPages: Math.ceil(total / page.pageSize) };
}
