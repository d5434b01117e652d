import { dateLocale } from '../../i18n/date-time-text.ts';

/** A server timestamp (ISO 8601) as date and time in the language on screen; as sent if odd. */
export function formatTime(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(dateLocale(locale), {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(time);
}

/** A server timestamp (ISO 8601) as a date in the language on screen; as sent if odd. */
export function formatDate(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'short' }).format(time);
}

/** A `yyyy-MM-dd` day as a short date in the language on screen (read as UTC, like the server). */
export function formatDay(day: string, locale: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  return new Intl.DateTimeFormat(dateLocale(locale), {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(time);
}
