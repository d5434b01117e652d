import { describe, it } from 'vitest';
import { expectUniformDigits } from './draw-uniformity-tiered.fixtures.ts';

// 100,000 draws per board: every digit of every prize, a few seconds each.
describe('VN draws', () => {
  it('are uniform at every digit of every prize, North', { timeout: 60_000 }, () => {
    expectUniformDigits('VN_MB');
  });

  it('are uniform at every digit of every prize, Central/South', { timeout: 60_000 }, () => {
    expectUniformDigits('VN_MN');
  });
});
