import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endedPeriods, periodAt, realtimeSlotMs } from './periods.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const span = (p: { start: number; end: number }) => [iso(p.start), iso(p.end)];

describe('contract periods on the brand’s calendar', () => {
  it('days run midnight to midnight, 23 and 25 hours long on the clock-change days', () => {
    // Lisbon: clocks go forward on 2026-03-29 at 01:00 UTC and back on 2026-10-25 at 01:00 UTC.
    expect(span(periodAt('daily', at('2026-03-29T12:00:00Z'), 'Europe/Lisbon'))).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
    ]);
    expect(span(periodAt('daily', at('2026-10-25T12:00:00Z'), 'Europe/Lisbon'))).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-26T00:00:00.000Z',
    ]);
    // São Paulo (no daylight saving): every day is 24 hours, starting 03:00 UTC.
    const p = periodAt('daily', at('2026-11-23T02:59:59.999Z'), 'America/Sao_Paulo');
    expect(span(p)).toEqual(['2026-11-22T03:00:00.000Z', '2026-11-23T03:00:00.000Z']);
    expect(p.key).toBe('2026-11-22T03:00:00.000Z');
  });

  it('weeks start on Monday, half-months on the 1st and 16th, months on the 1st', () => {
    const zone = 'America/New_York';
    // 2026-11-01 is a Sunday and the day New York's clocks go back.
    expect(span(periodAt('weekly', at('2026-11-01T12:00:00Z'), zone))).toEqual([
      '2026-10-26T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
    expect(span(periodAt('semiMonthly', at('2026-11-15T12:00:00Z'), zone))).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-16T05:00:00.000Z',
    ]);
    expect(span(periodAt('semiMonthly', at('2026-02-20T12:00:00Z'), zone))).toEqual([
      '2026-02-16T05:00:00.000Z',
      '2026-03-01T05:00:00.000Z',
    ]);
    expect(span(periodAt('monthly', at('2026-03-08T12:00:00Z'), zone))).toEqual([
      '2026-03-01T05:00:00.000Z',
      '2026-04-01T04:00:00.000Z',
    ]);
    expect(span(periodAt('monthly', at('2026-12-31T23:00:00Z'), 'UTC'))).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('hours follow the wall clock: a skipped hour does not exist, a repeated one is two periods', () => {
    const zone = 'America/New_York';
    // 2026-03-08: 02:00 local does not exist (01:59 EST is followed by 03:00 EDT).
    const spring = endedPeriods(
      'hourly',
      at('2026-03-08T05:00:00Z'),
      at('2026-03-08T09:00:00Z'),
      zone,
    );
    expect(spring.map((p) => iso(p.start))).toEqual([
      '2026-03-08T05:00:00.000Z', // 00:00 EST
      '2026-03-08T06:00:00.000Z', // 01:00 EST
      '2026-03-08T07:00:00.000Z', // 03:00 EDT
      '2026-03-08T08:00:00.000Z', // 04:00 EDT
    ]);
    // 2026-11-01: 01:00 local happens twice (EDT, then EST).
    const autumn = endedPeriods(
      'hourly',
      at('2026-11-01T04:00:00Z'),
      at('2026-11-01T08:00:00Z'),
      zone,
    );
    expect(autumn.map((p) => iso(p.start))).toEqual([
      '2026-11-01T04:00:00.000Z', // 00:00 EDT
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T06:00:00.000Z', // 01:00 EST
      '2026-11-01T07:00:00.000Z', // 02:00 EST
    ]);
    // A half-hour zone's hours start at :30 UTC.
    expect(span(periodAt('hourly', at('2026-11-23T10:10:00Z'), 'Asia/Kolkata'))).toEqual([
      '2026-11-23T09:30:00.000Z',
      '2026-11-23T10:30:00.000Z',
    ]);
  });

  it('real-time slots are five minutes of absolute time', () => {
    expect(span(periodAt('realtime', at('2026-11-23T10:14:59.999Z'), 'Asia/Kolkata'))).toEqual([
      '2026-11-23T10:10:00.000Z',
      '2026-11-23T10:15:00.000Z',
    ]);
  });

  it('ended periods tile time with no gap and no overlap, whatever the rule and zone', () => {
    const rules = ['daily', 'weekly', 'semiMonthly', 'monthly', 'hourly', 'realtime'] as const;
    const zones = [
      'UTC',
      'Europe/Lisbon',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...rules),
        fc.constantFrom(...zones),
        fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2027-12-31T00:00:00Z') }),
        (rule, zone, from) => {
          const length =
            rule === 'realtime'
              ? 40 * realtimeSlotMs
              : rule === 'hourly'
                ? 3 * 86_400_000
                : 200 * 86_400_000;
          const periods = endedPeriods(rule, from, from + length, zone);
          expect(periods.length).toBeGreaterThan(0);
          expect(periods[0]!.start).toBeLessThanOrEqual(from);
          periods.forEach((p, i) => {
            expect(p.end).toBeGreaterThan(p.start);
            expect(p.key).toBe(iso(p.start));
            if (i > 0) expect(p.start).toBe(periods[i - 1]!.end);
          });
          expect(periods.at(-1)!.end).toBeLessThanOrEqual(from + length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
