import { describe, expect, it } from 'vitest';
import { describePlayChecks } from './play-checks.fixtures.ts';
import { digitOracle } from './oracles-digits.fixtures.ts';
import { playMethod } from './play-methods.ts';
import { lfPlayMethods } from './play-methods-lf.ts';

describe('LF plays against brute force', () => {
  describePlayChecks(lfPlayMethods, digitOracle, () => '1', { it });
});

describe('LF is counted and priced as SSC (reference 3.5)', () => {
  it('prices 3D direct like SSC 3-star direct', () => {
    const lf = playMethod('LF_3D_3STAR_DIRECT').pricing;
    const ssc = playMethod('SSC_3STAR_FRONT_DIRECT').pricing;
    expect(lf).toEqual(ssc);
  });

  it('reads three digits for 3D and refuses a five-digit result', () => {
    const method = playMethod('LF_3D_3STAR_GROUP6');
    expect(method.betCount({ digits: [1, 2, 3, 4] })).toBe(4);
    expect(method.wins({ digits: [1, 2, 3, 4] }, [4, 2, 1])).toBe(1);
    expect(() => method.wins({ digits: [1, 2, 3] }, [1, 2, 3, 0, 0])).toThrow(RangeError);
  });

  it('reads the last two of 3D for 2-star back', () => {
    expect(playMethod('LF_3D_2STAR_BACK_DIRECT').wins({ positions: [[2], [3]] }, [1, 2, 3])).toBe(
      1,
    );
  });
});
