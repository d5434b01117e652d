import { tiersOf } from './families.ts';
import { numberPlay } from './odds-play.ts';
import type { Hits } from './odds-pricing.ts';
import type { PlayMethod } from './play-method.ts';
import { ratio, type Rational } from './rational.ts';
import { lastDigits } from './tiers.ts';

/**
 * SEA 4D (reference 3.7, MY/SG): 23 distinct four-digit numbers in tier order (1st, 2nd, 3rd,
 * 10 starter, 10 consolation). Every play is per-hit odds by category: a 4D number pays the odds
 * of the category it is drawn in, and since the 23 numbers are distinct it is drawn in one at
 * most. Each position of a uniform distinct draw is itself uniform over 0000-9999, so a number
 * sits at a given position with chance 1/10000, and a category of c prizes expects c/10000.
 */

/** The category (tier name) of each position of a SEA 4D result. */
const categoryAt: readonly string[] = tiersOf('SEA_4D').flatMap(({ tier, positions }) =>
  positions.map(() => tier),
);
const big = ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION'];
const top3 = ['FIRST', 'SECOND', 'THIRD'];

/** Zero hits under every key. */
const zeros = (keys: readonly string[]): Record<string, number> =>
  Object.fromEntries(keys.map((key) => [key, 0]));

/** 4D Big covers every category, Small the top three only (and pays more for them). */
function fourD(name: 'BIG' | 'SMALL', keys: readonly string[]): PlayMethod {
  const size = (key: string) => categoryAt.filter((tier) => tier === key).length;
  // The categories come in tier order, so the covered ones are the first positions.
  const covered = categoryAt.filter((tier) => keys.includes(tier)).length;
  return numberPlay({
    code: `SEA_4D_${name}`,
    shape: 'SEA_4D',
    tab: '4D',
    name,
    digits: 4,
    expectedHits: Object.fromEntries(
      keys.map((key): [string, Rational] => [key, ratio(size(key), 10_000)]),
    ),
    maxHits: keys.map((key) => ({ [key]: 1 })),
    hitsOn: (result) => {
      const at = new Map(result.map((n, position) => [n, categoryAt[position] ?? '']));
      return (n): Hits => {
        const tier = at.get(n);
        return tier !== undefined && keys.includes(tier) ? { [tier]: 1 } : {};
      };
    },
    hitNumbers: (result) => result.slice(0, covered),
  });
}

/**
 * 3D: the last three digits of the 1st, 2nd and 3rd prizes, per category. Distinct 4D numbers
 * may share their last three digits, so one 3D number can hit several categories at once.
 */
const threeD = numberPlay({
  code: 'SEA_3D',
  shape: 'SEA_4D',
  tab: '3D',
  name: 'STRAIGHT',
  digits: 3,
  expectedHits: { FIRST: ratio(1, 1000), SECOND: ratio(1, 1000), THIRD: ratio(1, 1000) },
  maxHits: [{ FIRST: 1, SECOND: 1, THIRD: 1 }],
  hitsOn: (result) => (n) => {
    const hits = zeros(top3);
    top3.forEach((key, position) => {
      if (lastDigits(result[position] ?? 0, 3) === n) hits[key] = 1;
    });
    return hits;
  },
  hitNumbers: (result) => result.slice(0, 3).map((n) => lastDigits(n, 3)),
});

/** 2D: the last two digits of the 1st prize. */
const twoD = numberPlay({
  code: 'SEA_2D',
  shape: 'SEA_4D',
  tab: '2D',
  name: 'STRAIGHT',
  digits: 2,
  expectedHits: { HIT: ratio(1, 100) },
  maxHits: [{ HIT: 1 }],
  hitsOn: (result) => (n) => ({ HIT: lastDigits(result[0] ?? 0, 2) === n ? 1 : 0 }),
  hitNumbers: (result) => [lastDigits(result[0] ?? 0, 2)],
});

/** Every SEA 4D play method. */
export const seaPlayMethods: readonly PlayMethod[] = [
  fourD('BIG', big),
  fourD('SMALL', top3),
  threeD,
  twoD,
];
