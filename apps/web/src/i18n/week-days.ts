import { firstUpper } from './date-time-text.ts';

/**
 * Weekdays as the pages write them (0 is Sunday, as the contract numbers them): short names in
 * the language on screen, Monday first, and three or more days in a row as a range, so a host's
 * weekday evenings read "Seg–Sex 20:00–23:30", not the same hours five times over.
 */

/** A short weekday as a word: "seg." becomes "Seg". */
export function dayWord(text: string): string {
  return firstUpper(text.replace(/\.$/u, ''));
}

/** A weekday's short name (0 Sunday) in `language` ("Seg", "Mon"). */
export function weekdayName(day: number, language: string): string {
  // 7 January 2024 was a Sunday.
  const sunday = Date.UTC(2024, 0, 7, 12);
  const name = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    sunday + day * 86_400_000,
  );
  return dayWord(name);
}

/** A weekday's place in a week that starts on Monday (Monday 0, Sunday 6). */
const mondayPlace = (day: number) => (day + 6) % 7;

/**
 * Weekdays Monday first, each once, a run of three or more as a range: [1, 2, 3, 4, 5] reads
 * "Seg–Sex", [0, 5, 6] "Sex–Dom", [3, 4, 6] "Qua, Qui, Sáb".
 */
export function weekdaysText(days: readonly number[], language: string): string {
  const places = [...new Set(days.map(mondayPlace))].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const place of places) {
    const run = runs.at(-1);
    if (run !== undefined && run.at(-1) === place - 1) run.push(place);
    else runs.push([place]);
  }
  const name = (place: number) => weekdayName((place + 1) % 7, language);
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${name(run[0]!)}–${name(run.at(-1)!)}`] : run.map(name)))
    .join(', ');
}

/** One slot of a weekly schedule: a weekday (0 Sunday) and its hours (`HH:mm`). */
export interface WeeklySlot {
  day: number;
  from: string;
  to: string;
}

/** The days of a weekly schedule that keep the same hours, and those hours. */
export interface WeeklyHours {
  /** "Seg–Sex" */
  days: string;
  /** "20:00–23:30" */
  hours: string;
}

/**
 * A weekly schedule, the days that keep the same hours together, Monday first: Seg–Sex with
 * 20:00–23:30, then Sáb with 18:00–22:00.
 */
export function weeklyHours(slots: readonly WeeklySlot[], language: string): WeeklyHours[] {
  const byHours = new Map<string, number[]>();
  for (const slot of slots) {
    const hours = `${slot.from}–${slot.to}`;
    byHours.set(hours, [...(byHours.get(hours) ?? []), slot.day]);
  }
  const firstPlace = (days: number[]) => Math.min(...days.map(mondayPlace));
  return [...byHours]
    .sort(
      ([hoursA, a], [hoursB, b]) => firstPlace(a) - firstPlace(b) || hoursA.localeCompare(hoursB),
    )
    .map(([hours, days]) => ({ days: weekdaysText(days, language), hours }));
}
