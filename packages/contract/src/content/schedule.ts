import * as z from 'zod/mini';

/**
 * When content shows: every kind an operator writes has a window of time. A banner, an
 * announcement or a marquee notice may have neither end (shown while switched on), a start
 * (hidden until then) or an end (hidden from then on); a promotion always starts. The public
 * calls show a row from its start (inclusive) until its end (exclusive).
 */

/** An ISO time with its offset (`2026-12-01T10:00:00+01:00`), as every content form sends. */
export const isoTime = z.iso.datetime({ offset: true });

/** A start and an end, each optional. */
export const scheduleFields = {
  /** Null: shown as soon as it is switched on. */
  startTime: z.nullable(isoTime),
  /** Null: no end. */
  endTime: z.nullable(isoTime),
};

/**
 * An end, when there is one, comes after the start, when there is one. A start that is no time
 * is refused under its own field, not again under the end.
 */
export const endAfterStart = z.refine<{ startTime: string | null; endTime: string | null }>(
  (p) =>
    p.endTime === null ||
    p.startTime === null ||
    Number.isNaN(Date.parse(p.startTime)) ||
    Date.parse(p.endTime) > Date.parse(p.startTime),
  { message: 'field_invalid', path: ['endTime'] },
);
