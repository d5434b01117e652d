import { describe, expect, it } from 'vitest';
import { curveAt, readMultiplier, ServerClock, timesMultiplier } from '../crash/round-view.ts';
import { readStake, stakeText, stepStake } from './stake.ts';

describe('stake controls', () => {
  it('walks the stake ladder from any stake and reads both decimal marks', () => {
    expect(stepStake(1, 1)).toBe(2);
    expect(stepStake(1.5, -1)).toBe(1);
    expect(stepStake(1000, 1)).toBe(1000);
    expect(stepStake(0.1, -1)).toBe(0.1);
    expect(readStake('2,50')).toBe(2.5);
    expect(readStake(' 10.00 ')).toBe(10);
    expect(readStake('1,234')).toBeNaN();
    expect(stakeText(2.5)).toBe('2.50');
    expect(stakeText(0)).toBeNull();
    expect(stakeText(1000.01)).toBeNull();
  });
});

describe('crash screen arithmetic', () => {
  it('reads automatic targets, pays the stake times the multiplier and follows the curve', () => {
    expect(readMultiplier('2', 100_000)).toBe(200);
    expect(readMultiplier('1,5x', 100_000)).toBe(150);
    expect(readMultiplier('1.00', 100_000)).toBeNull();
    expect(readMultiplier('abc', 100_000)).toBeNull();
    expect(timesMultiplier('2.50', 133)).toBe('3.32');
    expect(curveAt(0, 0.00006)).toBe(100);
    expect(curveAt(11_553, 0.00006)).toBe(200);
  });

  it('keeps the least delayed estimate of the server clock', () => {
    const clock = new ServerClock();
    clock.seen(10_000, 9_000);
    clock.seen(10_500, 9_800); // a delayed message: the server looks only 700 ms ahead
    expect(clock.now(20_000)).toBe(21_000);
  });
});
