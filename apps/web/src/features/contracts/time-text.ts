import { dayOf, zoneMidnight } from '@portal/contract/day-range';
import { dateLocale } from '../../i18n/date-time-text.ts';

/** Where and how a time is written: the brand's zone, the language on screen. */
export interface TimePlace {
  timeZone: string;
  locale: string;
}

/** True when an instant is a midnight of the zone's calendar. */
function isMidnight(time: number, timeZone: string): boolean {
  return zoneMidnight(timeZone, Date.parse(`${dayOf(time, timeZone)}T00:00:00Z`)) === time;
}

/** An instant (ISO) as date and time on the brand's clock, in the language on screen. */
export function instantText(iso: string, { timeZone, locale }: TimePlace): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(dateLocale(locale), {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(time);
}

/**
 * A period `[start, end)` on the brand's clock: whole days as their dates (the last day is the
 * one before `end`: a month reads 01/11 to 30/11), anything shorter as times (`10:00 – 11:00`).
 */
export function periodText(start: string, end: string, { timeZone, locale }: TimePlace): string {
  const from = Date.parse(start);
  const until = Date.parse(end);
  if (Number.isNaN(from) || Number.isNaN(until) || until <= from) return `${start} – ${end}`;
  if (isMidnight(from, timeZone) && isMidnight(until, timeZone)) {
    const days = new Intl.DateTimeFormat(dateLocale(locale), { timeZone, dateStyle: 'short' });
    return days.formatRange(from, until - 1);
  }
  const times = new Intl.DateTimeFormat(dateLocale(locale), {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return times.formatRange(from, until);
}
