import { dayMs, dayOf, zoneMidnight } from '@portal/contract/day-range';

/**
 * When a game's periods run. Periods tile the brand's calendar day from local midnight (the
 * migration makes every period length divide an hour or a day), so a period's number is the
 * local date and its place in that day: `20261123-0001` is the first period after midnight.
 * A period sells from its start until `closeSeconds` before its end and is drawn at its end,
 * where the next one starts. Days of a clock change simply hold fewer or more periods.
 */

/** What the schedule needs of a game. */
export interface Cadence {
  periodSeconds: number;
  closeSeconds: number;
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

/** The slot of the period running at `at` (selling, or closed and waiting for its draw). */
export function slotAt(cadence: Cadence, timeZone: string, at: number): PeriodSlot {
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
