import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endAfterStart, scheduleFields } from './schedule.ts';

const window = z.object(scheduleFields).check(endAfterStart);

/** The fields a refusal names, each once. */
function refused(input: unknown): string[] {
  const result = window.safeParse(input);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].sort();
}

describe('content schedule', () => {
  it('takes no end, no start, or an end after the start', () => {
    expect(refused({ startTime: null, endTime: null })).toEqual([]);
    expect(refused({ startTime: '2026-12-01T10:00:00+01:00', endTime: null })).toEqual([]);
    expect(refused({ startTime: null, endTime: '2026-12-01T10:00:00-03:00' })).toEqual([]);
    expect(
      refused({ startTime: '2026-12-01T10:00:00+01:00', endTime: '2026-12-01T09:01:00+00:00' }),
    ).toEqual([]);
  });

  it('refuses an end at or before the start under the end', () => {
    expect(
      refused({ startTime: '2026-12-01T10:00:00+01:00', endTime: '2026-12-01T09:00:00+00:00' }),
    ).toEqual(['endTime']);
    expect(
      refused({ startTime: '2026-12-10T10:00:00-03:00', endTime: '2026-12-01T10:00:00-03:00' }),
    ).toEqual(['endTime']);
  });

  it('refuses a start that is no time under the start alone', () => {
    expect(
      refused({ startTime: '31/11/2026 10:00', endTime: '2026-12-24T23:30:00-03:00' }),
    ).toEqual(['startTime']);
    expect(refused({ startTime: '2026-12-01T10:00:00+01:00', endTime: 'tomorrow' })).toEqual([
      'endTime',
    ]);
  });
});
