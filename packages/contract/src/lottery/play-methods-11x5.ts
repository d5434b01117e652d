import * as z from 'zod/mini';
import { choose, distinctTuples, subsets } from './combinatorics.ts';
import { positionNumbers } from './digit-plays.ts';
import { positionsOf } from './play-layout.ts';
import { definePlay, TIE, type OptionChances, type PlayMethod } from './play-method.ts';
import { ratio } from './rational.ts';
import {
  combinationCount,
  combinationHits,
  combinationSchema,
  hasSide,
  intIn,
  pickRows,
  pickSet,
  sideOptions,
  sides,
} from './selection-schemas.ts';

/**
 * 11X5 (reference 3.2): five distinct balls of 1-11 in draw order. 55,440 ordered results,
 * 462 unordered ones.
 */

const balls = Array.from({ length: 11 }, (_, i) => i + 1);
const unordered = choose(11, 5);

/**
 * Any-N. Our choice: any-1 wins when its number is any of the five balls (the platforms'
 * rule), not ball 1 only (the official one); the game's rules page must say so. N ≤ 5: every
 * number of the bet is drawn; N ≥ 6: every drawn ball is in the bet. Bankers are allowed for
 * any-2 to any-5.
 */
function anyPlay(n: number): PlayMethod {
  const winning = n <= 5 ? choose(11 - n, 5 - n) : choose(n, 5);
  return definePlay({
    code: `11X5_ANY_${n}`,
    shape: '11X5',
    tab: 'ANY',
    name: `ANY_${n}`,
    layout: { kind: 'combination', min: 1, max: 11, k: n, bankers: n >= 2 && n <= 5 },
    schema: combinationSchema(1, 11, n, n >= 2 && n <= 5),
    count: (selection) => combinationCount(selection, n),
    evaluate: (selection) => (r) => {
      const drawn = new Set(r);
      if (n <= 5) return combinationHits(selection, n, drawn);
      const { picks } = selection;
      return r.every((ball) => picks.includes(ball)) ? choose(picks.length - 5, n - 5) : 0;
    },
    pricing: { kind: 'group', probability: ratio(winning, unordered) },
  });
}

/** Front-2 / front-3: the first balls in draw order (direct) or in any order (group). */
function frontPlays(k: 2 | 3): PlayMethod[] {
  const ordered = k === 2 ? 11 * 10 : 11 * 10 * 9;
  return [
    definePlay({
      code: `11X5_FRONT${k}_DIRECT`,
      shape: '11X5',
      tab: `FRONT${k}`,
      name: 'DIRECT',
      layout: { kind: 'rows', positions: positionsOf(0, k), min: 1, max: 11, minPerRow: 1 },
      schema: z.strictObject({ positions: pickRows(k, 1, 11) }),
      // Draws never repeat a ball, so tuples using one number twice are not bets.
      count: ({ positions }) => distinctTuples(positions),
      evaluate:
        ({ positions }) =>
        (r) =>
          positions.every((row, i) => row.includes(r[i] ?? 0)) ? 1 : 0,
      pricing: { kind: 'group', probability: ratio(1, ordered) },
    }),
    definePlay({
      code: `11X5_FRONT${k}_GROUP`,
      shape: '11X5',
      tab: `FRONT${k}`,
      name: 'GROUP',
      layout: { kind: 'sets', sets: [{ field: 'picks', min: 1, max: 11, minSize: k }] },
      schema: z.strictObject({ picks: pickSet(1, 11, k) }),
      count: ({ picks }) => choose(picks.length, k),
      evaluate:
        ({ picks }) =>
        (r) =>
          r.slice(0, k).every((ball) => picks.includes(ball)) ? 1 : 0,
      pricing: { kind: 'group', probability: ratio(k === 2 ? 2 : 6, ordered) },
    }),
  ];
}

const position = definePlay({
  code: '11X5_POS',
  shape: '11X5',
  tab: 'POS',
  name: 'POS',
  layout: { kind: 'rows', positions: positionsOf(0, 5), min: 1, max: 11, minPerRow: 0 },
  schema: z.strictObject({ positions: pickRows(5, 1, 11, 0) }),
  count: ({ positions }) => positions.reduce((n, row) => n + row.length, 0),
  evaluate:
    ({ positions }) =>
    (r) =>
      positions.reduce((n, row, i) => n + (row.includes(r[i] ?? 0) ? 1 : 0), 0),
  numbers: positionNumbers(5),
  pricing: { kind: 'group', probability: ratio(1, 11) },
});

/** Two sides of one ball, fixed odds: 6-10 big, 1-5 small; an 11 is a tie, stake back. */
const ballSides = definePlay({
  code: '11X5_BALL_SIDES',
  shape: '11X5',
  tab: 'SIDES',
  name: 'BALL_SIDES',
  layout: {
    kind: 'option',
    field: 'side',
    options: sides,
    param: { field: 'ball', min: 1, max: 5 },
  },
  schema: z.strictObject({ ball: intIn(1, 5), side: z.enum(sides) }),
  count: () => 1,
  evaluate:
    ({ ball, side }) =>
    (r) => {
      const value = r[ball - 1] ?? 0;
      return value === 11 ? TIE : hasSide(value, side, 6) ? 1 : 0;
    },
  pricing: {
    kind: 'fixed',
    options: sideOptions({ win: ratio(5, 11), tie: ratio(1, 11) }),
    option: ({ side }) => side,
  },
});

const sumSides = ['BIG', 'SMALL', 'ODD', 'EVEN', 'TAIL_BIG', 'TAIL_SMALL'] as const;
type SumSide = (typeof sumSides)[number];

/** The outcome of a sum-sides option: big/small tie at exactly 30; tail big is 5-9. */
function sumOutcome(sum: number, side: SumSide): 0 | 1 | typeof TIE {
  if ((side === 'BIG' || side === 'SMALL') && sum === 30) return TIE;
  if (side === 'TAIL_BIG' || side === 'TAIL_SMALL') {
    return sum % 10 >= 5 === (side === 'TAIL_BIG') ? 1 : 0;
  }
  return hasSide(sum, side, 31) ? 1 : 0;
}

/** Exact chances of each sum option, counted over the 462 unordered draws once at load. */
function sumChances(): Record<SumSide, OptionChances> {
  const sums = [...subsets(balls, 5)].map((draw) => draw.reduce((a, b) => a + b, 0));
  const chances = (side: SumSide): OptionChances => ({
    win: ratio(sums.filter((s) => sumOutcome(s, side) === 1).length, unordered),
    tie: ratio(sums.filter((s) => sumOutcome(s, side) === TIE).length, unordered),
  });
  return Object.fromEntries(sumSides.map((side) => [side, chances(side)])) as Record<
    SumSide,
    OptionChances
  >;
}

/** Total sum of the five balls, fixed odds (reference: > 30 big, < 30 small, 30 a tie). */
const totalSides = definePlay({
  code: '11X5_TOTAL_SIDES',
  shape: '11X5',
  tab: 'SIDES',
  name: 'TOTAL_SIDES',
  layout: { kind: 'option', field: 'side', options: sumSides },
  schema: z.strictObject({ side: z.enum(sumSides) }),
  count: () => 1,
  evaluate:
    ({ side }) =>
    (r) =>
      sumOutcome(
        r.reduce((a, b) => a + b, 0),
        side,
      ),
  pricing: { kind: 'fixed', options: sumChances(), option: ({ side }) => side },
});

/** Ball 1 against ball 5, fixed odds; balls never repeat, so there is no tie. */
const dragonTiger = definePlay({
  code: '11X5_DRAGON_TIGER',
  shape: '11X5',
  tab: 'DRAGON_TIGER',
  name: 'DRAGON_TIGER',
  layout: { kind: 'option', field: 'side', options: ['DRAGON', 'TIGER'] },
  schema: z.strictObject({ side: z.enum(['DRAGON', 'TIGER']) }),
  count: () => 1,
  evaluate:
    ({ side }) =>
    ([first = 0, , , , last = 0]) =>
      first > last === (side === 'DRAGON') ? 1 : 0,
  pricing: {
    kind: 'fixed',
    options: {
      DRAGON: { win: ratio(1, 2), tie: ratio(0) },
      TIGER: { win: ratio(1, 2), tie: ratio(0) },
    },
    option: ({ side }) => side,
  },
});

/** Every 11X5 play method. */
export const elevenFivePlayMethods: readonly PlayMethod[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyPlay),
  ...frontPlays(2),
  ...frontPlays(3),
  position,
  ballSides,
  totalSides,
  dragonTiger,
];
