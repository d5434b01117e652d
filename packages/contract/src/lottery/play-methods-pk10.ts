import * as z from 'zod/mini';
import { distinctTuples } from './combinatorics.ts';
import { positionNumbers } from './digit-plays.ts';
import { positionsOf } from './play-layout.ts';
import { definePlay, type OptionChances, type PlayMethod } from './play-method.ts';
import { ratio } from './rational.ts';
import { hasSide, intIn, pickRows, sideOptions, sides, type Side } from './selection-schemas.ts';

/**
 * PK10 (reference 3.3): the draw is the finishing order of cars 1-10, `result[0]` the winner.
 * Any k places hold a uniformly random ordered k-tuple of distinct cars.
 */

const even = { win: ratio(1, 2), tie: ratio(0) };

const position = definePlay({
  code: 'PK10_POS',
  shape: 'PK10',
  tab: 'POS',
  name: 'POS',
  layout: { kind: 'rows', positions: positionsOf(0, 10), min: 1, max: 10, minPerRow: 0 },
  schema: z.strictObject({ positions: pickRows(10, 1, 10, 0) }),
  count: ({ positions }) => positions.reduce((n, row) => n + row.length, 0),
  evaluate:
    ({ positions }) =>
    (r) =>
      positions.reduce((n, row, i) => n + (row.includes(r[i] ?? 0) ? 1 : 0), 0),
  numbers: positionNumbers(10),
  pricing: { kind: 'group', probability: ratio(1, 10) },
});

/** Two sides of one place, fixed odds: cars 6-10 big; ten cars, so no tie. */
const placeSides = definePlay({
  code: 'PK10_SIDES',
  shape: 'PK10',
  tab: 'SIDES',
  name: 'PLACE_SIDES',
  layout: {
    kind: 'option',
    field: 'side',
    options: sides,
    param: { field: 'place', min: 1, max: 10 },
  },
  schema: z.strictObject({ place: intIn(1, 10), side: z.enum(sides) }),
  count: () => 1,
  evaluate:
    ({ place, side }) =>
    (r) =>
      hasSide(r[place - 1] ?? 0, side, 6) ? 1 : 0,
  pricing: { kind: 'fixed', options: sideOptions(even), option: ({ side }) => side },
});

/** Dragon/tiger of place i (1-5): dragon when its car beats the car in place 11 − i. */
const dragonTiger = definePlay({
  code: 'PK10_DRAGON_TIGER',
  shape: 'PK10',
  tab: 'DRAGON_TIGER',
  name: 'DRAGON_TIGER',
  layout: {
    kind: 'option',
    field: 'side',
    options: ['DRAGON', 'TIGER'],
    param: { field: 'place', min: 1, max: 5 },
  },
  schema: z.strictObject({ place: intIn(1, 5), side: z.enum(['DRAGON', 'TIGER']) }),
  count: () => 1,
  evaluate:
    ({ place, side }) =>
    (r) =>
      (r[place - 1] ?? 0) > (r[10 - place] ?? 0) === (side === 'DRAGON') ? 1 : 0,
  pricing: { kind: 'fixed', options: { DRAGON: even, TIGER: even }, option: ({ side }) => side },
});

/** Sums of the first two cars over the 90 ordered pairs, counted once at load. */
const topTwoSums: number[] = [];
for (let a = 1; a <= 10; a += 1)
  for (let b = 1; b <= 10; b += 1) if (a !== b) topTwoSums.push(a + b);
const chancesOf = (wins: (sum: number) => boolean): OptionChances => ({
  win: ratio(topTwoSums.filter(wins).length, topTwoSums.length),
  tie: ratio(0),
});

/** Top-2 sum value 3-19, fixed odds per value (its chance runs 2/90 … 10/90 … 2/90). */
const topTwoSum = definePlay({
  code: 'PK10_TOP2_SUM',
  shape: 'PK10',
  tab: 'TOP2',
  name: 'SUM',
  layout: { kind: 'option', field: 'sum', options: positionsOf(3, 17) },
  schema: z.strictObject({ sum: intIn(3, 19) }),
  count: () => 1,
  evaluate:
    ({ sum }) =>
    ([first = 0, second = 0]) =>
      first + second === sum ? 1 : 0,
  pricing: {
    kind: 'fixed',
    options: Object.fromEntries(
      Array.from({ length: 17 }, (_, i) => [String(i + 3), chancesOf((s) => s === i + 3)]),
    ),
    option: ({ sum }) => String(sum),
  },
});

/**
 * Top-2 sum sides, fixed odds. Our choice of the reference's two: each side is priced on its
 * own (big is 12 and up, 40/90; small 3-11, 50/90; odd 50/90; even 40/90) rather than making
 * 11 a tie, so the operator configures four odds.
 */
const topTwoSides = definePlay({
  code: 'PK10_TOP2_SUM_SIDES',
  shape: 'PK10',
  tab: 'TOP2',
  name: 'SUM_SIDES',
  layout: { kind: 'option', field: 'side', options: sides },
  schema: z.strictObject({ side: z.enum(sides) }),
  count: () => 1,
  evaluate:
    ({ side }) =>
    ([first = 0, second = 0]) =>
      hasSide(first + second, side, 12) ? 1 : 0,
  pricing: {
    kind: 'fixed',
    options: Object.fromEntries(
      sides.map((side: Side) => [side, chancesOf((s) => hasSide(s, side, 12))]),
    ),
    option: ({ side }) => side,
  },
});

/** Top-2 / top-3 direct: the first cars in exact order; a tuple repeating a car is no bet. */
function topDirect(k: 2 | 3): PlayMethod {
  return definePlay({
    code: `PK10_TOP${k}_DIRECT`,
    shape: 'PK10',
    tab: `TOP${k}`,
    name: 'DIRECT',
    layout: { kind: 'rows', positions: positionsOf(0, k), min: 1, max: 10, minPerRow: 1 },
    schema: z.strictObject({ positions: pickRows(k, 1, 10) }),
    count: ({ positions }) => distinctTuples(positions),
    evaluate:
      ({ positions }) =>
      (r) =>
        positions.every((row, i) => row.includes(r[i] ?? 0)) ? 1 : 0,
    pricing: { kind: 'group', probability: ratio(1, k === 2 ? 90 : 720) },
  });
}

/** Every PK10 play method. */
export const pk10PlayMethods: readonly PlayMethod[] = [
  position,
  placeSides,
  dragonTiger,
  topTwoSum,
  topTwoSides,
  topDirect(2),
  topDirect(3),
];
