import { dayMs, dayOf, zoneMidnight } from '@portal/contract/day-range';
import type { DrawSchedule } from '@portal/contract/lottery/draw-schedule';

/**
 * When a game's periods run. Periods tile the brand's calendar day from local midnight (the
 * migration makes every period length divide an hour or a day), so a period's number is the
 * local date and its place in that day: `20261123-0001` is the first period after midnight.
 * A period sells from its start until `closeSeconds` before its end and is drawn at its end,
 * where the next one starts. Days of a clock change simply hold fewer or more periods. Games on
 * a weekly rota (`DrawSchedule`) have one period per draw instead.
 */

/** What the schedule needs of a game. */
export interface Cadence {
  periodSeconds: number;
  closeSeconds: number;
  /**
   * Set for games drawn at a local time on some weekdays, in the draw's own zone (the VN
   * stations' rota): one period per draw, numbered by its local draw day; `periodSeconds` is
   * then not used.
   */
  drawSchedule?: DrawSchedule | null;
}

/** One period's number and times (epoch milliseconds). */
export interface PeriodSlot {
  periodNo: string;
  opensAt: number;
  closesAt: number;
  drawsAt: number;
}

/** The instant the local day holding `at` began. */
function dayStart(timeZone: string, at: number): number {
  const day = dayOf(at, timeZone);
  return zoneMidnight(timeZone, Date.parse(`${day}T00:00:00Z`));
}

/**
 * The instant a local wall-clock time of `day` (`YYYY-MM-DD`) names in `timeZone`.
 * `zoneMidnight` converts any wall-clock time read as UTC, not only midnight.
 */
function localInstant(timeZone: string, day: string, minutes: number): number {
  return zoneMidnight(timeZone, Date.parse(`${day}T00:00:00Z`) + minutes * 60_000);
}

/** The draws of a rota game from the local day of `at` moved by `offset` days. */
function drawOn(schedule: DrawSchedule, at: number, offset: number) {
  const day = new Date(Date.parse(`${dayOf(at, schedule.timeZone)}T00:00:00Z`) + offset * dayMs)
    .toISOString()
    .slice(0, 10);
  const [hours, minutes] = schedule.drawTime.split(':').map(Number) as [number, number];
  const date = new Date(`${day}T00:00:00Z`);
  return {
    day,
    draws:
      schedule.days.includes(date.getUTCDay()) || schedule.monthDays.includes(date.getUTCDate()),
    at: localInstant(schedule.timeZone, day, hours * 60 + minutes),
  };
}

/** A rota game's period running at `at`: from its previous draw until its next one. */
function rotaSlotAt(schedule: DrawSchedule, closeSeconds: number, at: number): PeriodSlot {
  // A weekday rota repeats within a week, days of the month within a month: so many days
  // either way always find the draws before and after.
  const reach = schedule.monthDays.length > 0 ? 32 : 8;
  const draws = Array.from({ length: 2 * reach + 1 }, (_, i) =>
    drawOn(schedule, at, i - reach),
  ).filter((d) => d.draws);
  const next = draws.find((d) => d.at > at);
  const previous = draws.filter((d) => d.at <= at).at(-1);
  if (next === undefined || previous === undefined) {
    throw new RangeError(`draw schedule without a draw day: ${JSON.stringify(schedule)}`);
  }
  return {
    periodNo: `${next.day.replaceAll('-', '')}-0001`,
    opensAt: previous.at,
    closesAt: Math.max(previous.at + 1, next.at - closeSeconds * 1000),
    drawsAt: next.at,
  };
}

/** The slot of the period running at `at` (selling, or closed and waiting for its draw). */
export function slotAt(cadence: Cadence, timeZone: string, at: number): PeriodSlot {
  if (cadence.drawSchedule) return rotaSlotAt(cadence.drawSchedule, cadence.closeSeconds, at);
  const periodMs = cadence.periodSeconds * 1000;
  const start = dayStart(timeZone, at);
  const index = Math.floor((at - start) / periodMs);
  const opensAt = start + index * periodMs;
  // A day shortened by a clock change ends its last period at the next midnight.
  const nextDay = dayStart(timeZone, start + dayMs + 3 * 3_600_000);
  const drawsAt = Math.min(opensAt + periodMs, nextDay);
  return {
    periodNo: `${dayOf(start, timeZone).replaceAll('-', '')}-${String(index + 1).padStart(4, '0')}`,
    opensAt,
    closesAt: Math.max(opensAt + 1, drawsAt - cadence.closeSeconds * 1000),
    drawsAt,
  };
}

/** The slots whose period runs at any time from `from` up to `to`, in order. */
export function slotsBetween(
  cadence: Cadence,
  timeZone: string,
  from: number,
  to: number,
): PeriodSlot[] {
  const slots: PeriodSlot[] = [];
  for (let at = from; at <= to;) {
    const slot = slotAt(cadence, timeZone, at);
    slots.push(slot);
    at = slot.drawsAt;
  }
  return slots;
}
