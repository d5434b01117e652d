import { describe, expect, it } from 'vitest';
import { checkFixedRtp, describePlayChecks } from './play-checks.fixtures.ts';
import { ballOracle } from './oracles-balls.fixtures.ts';
import { lhcColour, lhcPlayMethods } from './play-methods-lhc.ts';
import { playMethod } from './play-methods.ts';
import { TIE } from './play-method.ts';
import { ratio } from './rational.ts';

describe('LHC plays against brute force', () => {
  describePlayChecks(lhcPlayMethods, ballOracle, () => '2.7', { it });
});

describe('LHC rules (reference 3.4)', () => {
  const draw = [5, 12, 19, 26, 33, 40, 49];

  it('has the reference probabilities: 2-of-2 1/78.4, 3-of-3 1/921.2', () => {
    const two = playMethod('LHC_2OF2').pricing;
    const three = playMethod('LHC_3OF3').pricing;
    expect(two.kind === 'group' && two.probability).toEqual(ratio(10, 784));
    expect(three.kind === 'group' && three.probability).toEqual(ratio(10, 9212));
  });

  it('colours 17 red, 16 blue, 16 green', () => {
    const counts = { RED: 0, BLUE: 0, GREEN: 0 };
    for (let n = 1; n <= 49; n += 1) counts[lhcColour(n)] += 1;
    expect(counts).toEqual({ RED: 17, BLUE: 16, GREEN: 16 });
  });

  it('ties the special sides on 49 and settles the rest', () => {
    expect(playMethod('LHC_SPECIAL_SIDES').wins({ side: 'BIG' }, draw)).toBe(TIE);
    expect(playMethod('LHC_SPECIAL').wins({ picks: [49, 1] }, draw)).toBe(1);
    expect(playMethod('LHC_REGULAR_ANY').wins({ picks: [5, 12, 49] }, draw)).toBe(2);
    expect(playMethod('LHC_3OF3').wins({ picks: [12, 19, 26, 1], bankers: [5] }, draw)).toBe(3);
    expect(playMethod('LHC_2OF2').betCount({ picks: [1, 2, 3, 4] })).toBe(6);
  });

  it('returns the configured figure for big at 1.98: (1.98 × 24 + 1)/49', () => {
    const oracle = ballOracle('LHC_SPECIAL_SIDES');
    if (oracle === undefined) throw new Error('no oracle');
    const rtp = checkFixedRtp(playMethod('LHC_SPECIAL_SIDES'), { side: 'BIG' }, oracle, '1.98');
    expect(rtp).toEqual(ratio(4852, 4900));
  });
});
