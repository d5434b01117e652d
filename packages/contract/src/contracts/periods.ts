import { addDays, dayOf, zoneMidnight, zoneOffset } from '../day-range.ts';
import type { ContractKind, ContractTerms, DividendPeriod } from './terms.ts';

/**
 * The periods contracts are settled by, on the brand's calendar (its time zone):
 * - daily salary and daily dividend: the calendar day, midnight to midnight (23 or 25 hours on
 *   the days the clocks change);
 * - weekly dividend: Monday to Monday; semi-monthly: the 1st to the 16th and the 16th to the
 *   1st of the next month; monthly: the 1st to the 1st;
 * - hourly salary: the wall-clock hour (an hour the clocks skip does not exist; an hour they
 *   repeat is two periods, told apart by their instants);
 * - real-time salary: five-minute slots of absolute time (every zone's offset is a whole number
 *   of quarter hours, so the slots start on the brand's :00, :05, ... as well).
 * A period is `[start, end)` in epoch milliseconds; its key is its start as an ISO instant.
 */

export interface Period {
  /** The period's start as an ISO instant: unique per contract and period. */
  key: string;
  start: number;
  end: number;
}

/** Real-time salary slot length (spec section 9: every five minutes). */
export const realtimeSlotMs = 5 * 60_000;

const hourMs = 3_600_000;

/** The kind's period rule: the dividend's period from its terms, else the kind's own. */
export function periodRule(
  kind: ContractKind,
  terms: Pick<ContractTerms, 'period'>,
): DividendPeriod | 'hourly' | 'realtime' {
  if (kind === 'dividend') return terms.period ?? 'monthly';
  if (kind === 'dailySalary') return 'daily';
  return kind === 'hourSalary' ? 'hourly' : 'realtime';
}

const dayStart = (day: string, timeZone: string) =>
  zoneMidnight(timeZone, Date.parse(`${day}T00:00:00Z`));

/** The first calendar day of the period rule that contains `day` (`yyyy-MM-dd`). */
function firstDay(rule: DividendPeriod, day: string): string {
  if (rule === 'daily') return day;
  if (rule === 'weekly') {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
    return addDays(day, -((weekday + 6) % 7));
  }
  const month = day.slice(0, 8);
  if (rule === 'monthly') return `${month}01`;
  return Number(day.slice(8)) >= 16 ? `${month}16` : `${month}01`;
}

/** The first calendar day of the next period after the one starting on `first`. */
function nextFirstDay(rule: DividendPeriod, first: string): string {
  if (rule === 'daily') return addDays(first, 1);
  if (rule === 'weekly') return addDays(first, 7);
  const [year, month] = first.split('-').map(Number) as [number, number];
  const nextMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 8);
  if (rule === 'monthly') return `${nextMonth}01`;
  return first.endsWith('-01') ? `${first.slice(0, 8)}16` : `${nextMonth}01`;
}

/** The period of `rule` that contains the instant `at`, in `timeZone`. */
export function periodAt(
  rule: DividendPeriod | 'hourly' | 'realtime',
  at: number,
  timeZone: string,
): Period {
  let start: number;
  let end: number;
  if (rule === 'realtime') {
    start = Math.floor(at / realtimeSlotMs) * realtimeSlotMs;
    end = start + realtimeSlotMs;
  } else if (rule === 'hourly') {
    // The wall clock's minutes and seconds past the hour, taken off the instant.
    const sinceHour = (((at + zoneOffset(timeZone, at)) % hourMs) + hourMs) % hourMs;
    start = at - sinceHour;
    end = start + hourMs;
  } else {
    const first = firstDay(rule, dayOf(at, timeZone));
    start = dayStart(first, timeZone);
    end = dayStart(nextFirstDay(rule, first), timeZone);
  }
  return { key: new Date(start).toISOString(), start, end };
}

/**
 * The periods that overlap `[from, until)` and have ended by `until`, oldest first: the ones an
 * engine may bill. At most `limit` of them, so an engine that was stopped for a long time
 * catches up in bounded steps.
 */
export function endedPeriods(
  rule: DividendPeriod | 'hourly' | 'realtime',
  from: number,
  until: number,
  timeZone: string,
  limit = 1000,
): Period[] {
  const periods: Period[] = [];
  let period = periodAt(rule, from, timeZone);
  while (period.end <= until && periods.length < limit) {
    periods.push(period);
    const next = periodAt(rule, period.end, timeZone);
    // A zone whose clocks move by half an hour would start the next wall-clock hour inside this
    // one: it starts where this one ends instead, so no instant is in two periods.
    period =
      next.start < period.end
        ? { ...next, key: new Date(period.end).toISOString(), start: period.end }
        : next;
  }
  return periods;
}
