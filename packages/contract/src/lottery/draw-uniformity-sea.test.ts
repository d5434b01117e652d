import { describe, expect, it } from 'vitest';
import { critical99, expectUniformDigits } from './draw-uniformity-tiered.fixtures.ts';

describe('SEA draws', () => {
  it(
    'are uniform at every digit of every 4D prize, 23 distinct numbers',
    { timeout: 60_000 },
    () => {
      expectUniformDigits('SEA_4D');
    },
  );

  it('are uniform at every digit of every Thai prize', { timeout: 60_000 }, () => {
    expectUniformDigits('SEA_THAI');
  });

  it('use the tables’ 99 % critical values (Wilson–Hilferty within 0.1 %)', () => {
    // 9 df: 21.666; 48 df: 73.683 (standard tables, as draw-uniformity.fixtures.ts).
    expect(Math.abs(critical99(9) - 21.666) / 21.666).toBeLessThan(0.002);
    expect(Math.abs(critical99(48) - 73.683) / 73.683).toBeLessThan(0.001);
  });
});
