import { describe, it } from 'vitest';
import { expectUniformPositions } from './draw-uniformity.fixtures.ts';

// A million derived draws take about ten seconds, hence a file per family and a long timeout.
describe('SSC draws', () => {
  it('are uniform at every position (chi-square, 99 %, 10^6 draws)', { timeout: 180_000 }, () => {
    expectUniformPositions('SSC');
  });
});
