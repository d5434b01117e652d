import { describe, expect, it } from 'vitest';
import { checkFixedRtp, describePlayChecks } from './play-checks.fixtures.ts';
import { ballOracle } from './oracles-balls.fixtures.ts';
import { playMethod } from './play-methods.ts';
import { pk10PlayMethods } from './play-methods-pk10.ts';
import { ratio } from './rational.ts';

// Each top-2 sum priced at 98 % of fair odds: 90 / its count of the 90 ordered pairs × 0.98.
const topTwoCounts = [2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2];
const sumOdds = (option: string) =>
  String((90 * 98) / (topTwoCounts[Number(option) - 3] ?? 1) / 100);

describe('PK10 plays against brute force', () => {
  describePlayChecks(
    pk10PlayMethods,
    ballOracle,
    (code, option) => (code === 'PK10_TOP2_SUM' ? sumOdds(option) : '1.95'),
    { it },
  );
});

describe('PK10 rules (reference 3.3)', () => {
  const order = [3, 7, 1, 10, 2, 9, 4, 8, 6, 5];

  it('has the reference top-2 sum chances out of 90', () => {
    const pricing = playMethod('PK10_TOP2_SUM').pricing;
    if (pricing.kind !== 'fixed') throw new Error('top-2 sum takes fixed odds');
    topTwoCounts.forEach((count, i) => {
      expect(pricing.options[String(i + 3)]?.win).toEqual(ratio(count, 90));
    });
  });

  it('counts and settles the direct plays', () => {
    const top3 = playMethod('PK10_TOP3_DIRECT');
    expect(
      top3.betCount({
        positions: [
          [3, 4],
          [7, 3],
          [1, 3],
        ],
      }),
    ).toBe(4);
    expect(
      top3.wins(
        {
          positions: [
            [3, 4],
            [7, 3],
            [1, 3],
          ],
        },
        order,
      ),
    ).toBe(1);
    expect(
      playMethod('PK10_POS').wins(
        { positions: [[3], [7], [1], [], [], [], [], [], [], [5, 6]] },
        order,
      ),
    ).toBe(4);
  });

  it('dragon of place i is its car against the car of place 11 − i', () => {
    expect(playMethod('PK10_DRAGON_TIGER').wins({ place: 1, side: 'TIGER' }, order)).toBe(1);
    expect(playMethod('PK10_DRAGON_TIGER').wins({ place: 2, side: 'DRAGON' }, order)).toBe(1);
    expect(playMethod('PK10_DRAGON_TIGER').wins({ place: 3, side: 'DRAGON' }, order)).toBe(0);
  });

  it('returns the configured figure at 98 % of fair odds for every top-2 sum', () => {
    const oracle = ballOracle('PK10_TOP2_SUM');
    if (oracle === undefined) throw new Error('no oracle');
    for (let sum = 3; sum <= 19; sum += 1) {
      const rtp = checkFixedRtp(playMethod('PK10_TOP2_SUM'), { sum }, oracle, sumOdds(String(sum)));
      expect(rtp).toEqual(ratio(98, 100));
    }
  });
});
