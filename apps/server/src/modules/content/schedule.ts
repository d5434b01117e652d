/**
 * The window of time a banner, announcement or notice shows in (`@portal/contract/content/
 * schedule`): from `start_at` (inclusive) until `end_at` (exclusive), either one open.
 */

/**
 * The SQL condition "shown at `$n`" for the rows of `alias`; `param` is the placeholder of the
 * moment (the platform clock's, so tests move it).
 */
export function shownAt(alias: string, param: string): string {
  return `((${alias}.start_at is null or ${alias}.start_at <= ${param})
    and (${alias}.end_at is null or ${alias}.end_at > ${param}))`;
}

/** The columns a write stores for a window given as the contract's ISO times. */
export function scheduleColumns(window: { startTime: string | null; endTime: string | null }) {
  return {
    start_at: window.startTime === null ? null : new Date(window.startTime),
    end_at: window.endTime === null ? null : new Date(window.endTime),
  };
}
