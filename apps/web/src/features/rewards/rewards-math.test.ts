import { describe, expect, it } from 'vitest';
import { lastInstant, progressPercent, rebateBlock, shortfall, timeLeft } from './rewards-math.ts';
import type { ManualRebate } from './rewards-types.ts';

const rebate = (overrides: Partial<ManualRebate>): ManualRebate => ({
  enabled: true,
  level: 1,
  since: '2026-11-20T03:00:00.000Z',
  until: '2026-11-21T12:59:00.000Z',
  lines: [],
  total: '12.00',
  minimum: '1.00',
  dailyLeft: null,
  claimable: '12.00',
  ...overrides,
});

describe('rewards math', () => {
  it('measures progress in whole percent, never full before the target', () => {
    expect(progressPercent('1200.00', '5000.00')).toBe(24);
    expect(progressPercent('4999.99', '5000.00')).toBe(99);
    expect(progressPercent('6000.00', '5000.00')).toBe(100);
    expect(progressPercent('0.00', '5000.00')).toBe(0);
    expect(progressPercent('0.00', '0.00')).toBe(100);
    expect(progressPercent('1.5', '3')).toBe(50);
  });

  it('says what is still missing, exactly', () => {
    expect(shortfall('200.10', '1000.00')).toBe('799.90');
    expect(shortfall('1000.00', '1000.00')).toBe('0.00');
    expect(shortfall('1500.00', '1000.00')).toBe('0.00');
  });

  it('reads an exclusive end as the instant before it', () => {
    expect(lastInstant('2026-11-30T03:00:00.000Z')).toBe('2026-11-30T02:59:59.999Z');
  });

  it('counts the time left in its largest whole unit, never more than there is', () => {
    const now = Date.parse('2026-11-21T13:00:00.000Z');
    expect(timeLeft('2026-11-23T03:00:00.000Z', now)).toEqual({ value: 1, unit: 'day' });
    expect(timeLeft('2026-11-22T03:00:00.000Z', now)).toEqual({ value: 14, unit: 'hour' });
    expect(timeLeft('2026-11-21T13:59:59.999Z', now)).toEqual({ value: 59, unit: 'minute' });
    expect(timeLeft('2026-11-21T13:00:20.000Z', now)).toEqual({ value: 1, unit: 'minute' });
    expect(timeLeft('2026-11-21T13:00:00.000Z', now)).toBeNull();
    expect(timeLeft('not a time', now)).toBeNull();
  });

  it('tells why the rebate cannot be claimed', () => {
    expect(rebateBlock(rebate({}))).toBeNull();
    expect(rebateBlock(rebate({ total: '0.00', claimable: '0.00' }))).toBe('nothing');
    expect(rebateBlock(rebate({ dailyLeft: '0.00', claimable: '0.00' }))).toBe('dailyCap');
    expect(rebateBlock(rebate({ minimum: '20.00' }))).toBe('belowMinimum');
    expect(rebateBlock(rebate({ dailyLeft: '0.50', claimable: '0.50' }))).toBe('belowMinimum');
  });
});
