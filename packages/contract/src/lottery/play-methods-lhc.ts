import * as z from 'zod/mini';
import { chooseBig } from './combinatorics.ts';
import { definePlay, TIE, type OptionChances, type PlayMethod } from './play-method.ts';
import { ratio } from './rational.ts';
import {
  combinationCount,
  combinationHits,
  combinationSchema,
  pickSet,
} from './selection-schemas.ts';

/**
 * LHC / Mark Six (reference 3.4): six regular numbers then the special (`result[6]`), distinct,
 * from 1-49. Our choice: straight, regular-any and the k-of-k plays are priced by the prize
 * group like every other uniform play (at 1800 the special straight pays 88.20 on 2, odds
 * 44.1, inside the reference's 40-48), while sides and colour take configured odds.
 */

const regular = (r: readonly number[]) => new Set(r.slice(0, 6));
const special = (r: readonly number[]) => r[6] ?? 0;

/** Red and blue numbers; green is the other sixteen (49 among them). */
const red = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const blue = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];

/** The colour of a number 1-49. */
export function lhcColour(n: number): 'RED' | 'BLUE' | 'GREEN' {
  return red.includes(n) ? 'RED' : blue.includes(n) ? 'BLUE' : 'GREEN';
}

const straight = definePlay({
  code: 'LHC_SPECIAL',
  shape: 'LHC',
  tab: 'SPECIAL',
  name: 'SPECIAL',
  layout: { kind: 'sets', sets: [{ field: 'picks', min: 1, max: 49, minSize: 1 }] },
  schema: z.strictObject({ picks: pickSet(1, 49) }),
  count: ({ picks }) => picks.length,
  evaluate:
    ({ picks }) =>
    (r) =>
      picks.includes(special(r)) ? 1 : 0,
  numbers: { of: ({ picks }) => picks.map(String), hit: (r) => [String(special(r))] },
  pricing: { kind: 'group', probability: ratio(1, 49) },
});

const specialSides = [
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'SUM_ODD',
  'SUM_EVEN',
  'TAIL_BIG',
  'TAIL_SMALL',
] as const;
type SpecialSide = (typeof specialSides)[number];

/** Whether 1-48 has the side: big 25-48, digit sum (tens + units) parity, tail 5-9 big. */
function hasSpecialSide(n: number, side: SpecialSide): boolean {
  const digitSum = Math.floor(n / 10) + (n % 10);
  const checks: Record<SpecialSide, boolean> = {
    BIG: n >= 25,
    SMALL: n <= 24,
    ODD: n % 2 === 1,
    EVEN: n % 2 === 0,
    SUM_ODD: digitSum % 2 === 1,
    SUM_EVEN: digitSum % 2 === 0,
    TAIL_BIG: n % 10 >= 5,
    TAIL_SMALL: n % 10 <= 4,
  };
  return checks[side];
}

const upTo48 = Array.from({ length: 48 }, (_, i) => i + 1);

/** Special sides, fixed odds: a special 49 is a tie for every side (stake back). */
const sides = definePlay({
  code: 'LHC_SPECIAL_SIDES',
  shape: 'LHC',
  tab: 'SPECIAL',
  name: 'SIDES',
  layout: { kind: 'option', field: 'side', options: specialSides },
  schema: z.strictObject({ side: z.enum(specialSides) }),
  count: () => 1,
  evaluate:
    ({ side }) =>
    (r) =>
      special(r) === 49 ? TIE : hasSpecialSide(special(r), side) ? 1 : 0,
  pricing: {
    kind: 'fixed',
    options: Object.fromEntries(
      specialSides.map((side): [string, OptionChances] => [
        side,
        { win: ratio(upTo48.filter((n) => hasSpecialSide(n, side)).length, 49), tie: ratio(1, 49) },
      ]),
    ),
    option: ({ side }) => side,
  },
});

/** Colour of the special, fixed odds: 49 is green, so there is no tie. */
const colour = definePlay({
  code: 'LHC_SPECIAL_COLOUR',
  shape: 'LHC',
  tab: 'SPECIAL',
  name: 'COLOUR',
  layout: { kind: 'option', field: 'colour', options: ['RED', 'BLUE', 'GREEN'] },
  schema: z.strictObject({ colour: z.enum(['RED', 'BLUE', 'GREEN']) }),
  count: () => 1,
  evaluate:
    ({ colour }) =>
    (r) =>
      lhcColour(special(r)) === colour ? 1 : 0,
  pricing: {
    kind: 'fixed',
    options: {
      RED: { win: ratio(17, 49), tie: ratio(0) },
      BLUE: { win: ratio(16, 49), tie: ratio(0) },
      GREEN: { win: ratio(16, 49), tie: ratio(0) },
    },
    option: ({ colour }) => colour,
  },
});

/** Regular any: each pick is a bet that wins when it is among the six regulars. */
const regularAny = definePlay({
  code: 'LHC_REGULAR_ANY',
  shape: 'LHC',
  tab: 'REGULAR',
  name: 'ANY',
  layout: { kind: 'sets', sets: [{ field: 'picks', min: 1, max: 49, minSize: 1 }] },
  schema: z.strictObject({ picks: pickSet(1, 49) }),
  count: ({ picks }) => picks.length,
  evaluate:
    ({ picks }) =>
    (r) => {
      const drawn = regular(r);
      return picks.filter((n) => drawn.has(n)).length;
    },
  numbers: { of: ({ picks }) => picks.map(String), hit: (r) => r.slice(0, 6).map(String) },
  pricing: { kind: 'group', probability: ratio(6, 49) },
});

/** k-of-k (2-of-2, 3-of-3), bankers allowed: every number of the bet among the regulars. */
function allOf(k: 2 | 3): PlayMethod {
  return definePlay({
    code: `LHC_${k}OF${k}`,
    shape: 'LHC',
    tab: 'REGULAR',
    name: `${k}OF${k}`,
    layout: { kind: 'combination', min: 1, max: 49, k, bankers: true },
    schema: combinationSchema(1, 49, k, true),
    count: (selection) => combinationCount(selection, k),
    evaluate: (selection) => (r) => combinationHits(selection, k, regular(r)),
    // The regulars are a uniform 6-subset: C(49 − k, 6 − k) of the C(49, 6) contain the bet.
    pricing: { kind: 'group', probability: ratio(chooseBig(49 - k, 6 - k), chooseBig(49, 6)) },
  });
}

/** Every LHC play method. */
export const lhcPlayMethods: readonly PlayMethod[] = [
  straight,
  sides,
  colour,
  regularAny,
  allOf(2),
  allOf(3),
];
