import type { VnMenuGame } from '@portal/contract/lottery/vn-wire';
import { dateLocale } from '../../../i18n/date-time-text.ts';
import { dayWord, weekdaysText } from '../../../i18n/week-days.ts';
import type { Phase } from '../period-phase.ts';
import { regionalTextOr, type RegionalT } from './regional-texts.ts';

/**
 * Draw days and times as the regional pages write them: in the draw's own time zone (a South
 * station draws at 16:15 Vietnam time wherever the player is), with the zone named beside it.
 */

/** Parts of an instant in a time zone, 24-hour clock. */
function partsIn(at: number, timeZone: string, language: string, weekday: boolean) {
  const format = new Intl.DateTimeFormat(language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(weekday ? { weekday: 'short' } : {}),
  });
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), time: `${part('hour')}:${part('minute')}` };
}

/** The time of an instant in `timeZone` ("16:15"). */
export function zoneTime(at: number, timeZone: string, language: string): string {
  return partsIn(at, timeZone, language, false).time;
}

/** The weekday and time of an instant in `timeZone` ("Seg 16:15", "Mon 16:15"). */
export function zoneDayTime(at: number, timeZone: string, language: string): string {
  const { weekday, time } = partsIn(at, timeZone, language, true);
  return `${dayWord(weekday)} ${time}`;
}

/** The zone's name in the language on screen ("hora do Vietname"), or its identifier. */
export function zoneName(rt: RegionalT, timeZone: string): string {
  return regionalTextOr(rt, `lotteryRegional.zones.${timeZone}`, timeZone);
}

/** The station's rota: the weekdays (Monday first) or the days of the month it draws on. */
export function rotaText(rt: RegionalT, game: VnMenuGame, language: string): string {
  if (game.monthDays.length > 0) {
    return rt('lotteryRegional.rotaMonthDays', {
      count: game.monthDays.length,
      days: game.monthDays.join(', '),
    });
  }
  if (game.days.length === 7) return rt('lotteryRegional.everyDay');
  return rt('lotteryRegional.rotaDays', { days: weekdaysText(game.days, language) });
}

/**
 * Where a station's period stands at server time `now` (the menu has no opening time: a
 * scheduled period reads as "opens soon" instead of a countdown).
 */
export function menuPhase(game: VnMenuGame, now: number): Phase | { kind: 'scheduled' } {
  const { status, closesAt, drawsAt } = game;
  if (status === null || closesAt === null || drawsAt === null) return { kind: 'none' };
  if (status === 'CANCELLED') return { kind: 'cancelled' };
  if (status === 'DRAWN' || status === 'SETTLED') return { kind: 'drawn' };
  if (status === 'SCHEDULED') return { kind: 'scheduled' };
  if (status === 'OPEN' && now < closesAt) return { kind: 'open', until: closesAt };
  if (now < drawsAt) return { kind: 'drawing', until: drawsAt };
  return { kind: 'awaiting' };
}

/** The day of an instant in `timeZone`, written out ("Quinta-feira, 26 de novembro"). */
export function zoneDay(at: number, timeZone: string, language: string): string {
  const text = new Intl.DateTimeFormat(dateLocale(language), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(at);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * Stations by the day of their next draw (in each one's zone), in the order given (the menu
 * sorts by draw); those without a draw come last under `noDraw`.
 */
export function byDrawDay(
  stations: readonly VnMenuGame[],
  language: string,
  noDraw: string,
): { day: string; stations: VnMenuGame[] }[] {
  const days = new Map<string, VnMenuGame[]>();
  const undrawn: VnMenuGame[] = [];
  for (const station of stations) {
    if (station.drawsAt === null) {
      undrawn.push(station);
      continue;
    }
    const day = zoneDay(station.drawsAt, station.timeZone, language);
    days.set(day, [...(days.get(day) ?? []), station]);
  }
  const groups = [...days].map(([day, onDay]) => ({ day, stations: onDay }));
  return undrawn.length === 0 ? groups : [...groups, { day: noDraw, stations: undrawn }];
}
