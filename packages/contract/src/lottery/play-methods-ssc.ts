import * as z from 'zod/mini';
import { groupPatterns, groupPlay } from './digit-group-plays.ts';
import {
  anyPositionPlay,
  directPlay,
  positionPlay,
  positionSidesPlay,
  spanPlay,
  sumPlay,
  windowSum,
  type DigitWindow,
} from './digit-plays.ts';
import { definePlay, TIE, type PlayMethod } from './play-method.ts';
import { ratio } from './rational.ts';
import { hasSide, sideOptions, sides } from './selection-schemas.ts';

/**
 * SSC (reference 3.1): five independent digits 0-9. Codes read `SSC_<window>_<play>`, the
 * window being 5STAR, 4STAR_FRONT/BACK (digits 1-4 / 2-5), 3STAR_FRONT/MID/BACK (1-3, 2-4,
 * 3-5) or 2STAR_FRONT/BACK (1-2, 4-5).
 */

const win = (label: string, start: number, size: number): DigitWindow => ({ label, start, size });

/** The SSC windows. */
export const sscWindows = {
  five: win('5STAR', 0, 5),
  fourFront: win('4STAR_FRONT', 0, 4),
  fourBack: win('4STAR_BACK', 1, 4),
  threeFront: win('3STAR_FRONT', 0, 3),
  threeMid: win('3STAR_MID', 1, 3),
  threeBack: win('3STAR_BACK', 2, 3),
  twoFront: win('2STAR_FRONT', 0, 2),
  twoBack: win('2STAR_BACK', 3, 2),
} as const;

const { five, fourFront, fourBack, threeFront, threeMid, threeBack, twoFront, twoBack } =
  sscWindows;
const threes = [threeFront, threeMid, threeBack];
const twos = [twoFront, twoBack];
const fours = [fourFront, fourBack];
const p = groupPatterns;

/**
 * Total-sum big/small/odd/even, fixed odds: the five digits sum to 0-45, 23 and up is big.
 * The sum is symmetric about 22.5, so big and small are exactly 1/2, with no tie.
 */
const totalSides = definePlay({
  code: 'SSC_TOTAL_SIDES',
  shape: 'SSC',
  tab: 'TOTAL',
  name: 'SIDES',
  layout: { kind: 'option', field: 'side', options: sides },
  schema: z.strictObject({ side: z.enum(sides) }),
  count: () => 1,
  evaluate:
    ({ side }) =>
    (r) =>
      hasSide(windowSum(r, five), side, 23) ? 1 : 0,
  pricing: {
    kind: 'fixed',
    options: sideOptions({ win: ratio(1, 2), tie: ratio(0) }),
    option: ({ side }) => side,
  },
});

/**
 * Dragon/tiger, fixed odds: the first digit against the last. TIE is an option of its own
 * (10/100), so a DRAGON or TIGER bet loses on equal digits, which is why each is 45/100.
 */
const dragonTiger = definePlay({
  code: 'SSC_DRAGON_TIGER',
  shape: 'SSC',
  tab: 'DRAGON_TIGER',
  name: 'DRAGON_TIGER',
  layout: { kind: 'option', field: 'side', options: ['DRAGON', 'TIGER', TIE] },
  schema: z.strictObject({ side: z.enum(['DRAGON', 'TIGER', TIE]) }),
  count: () => 1,
  evaluate:
    ({ side }) =>
    ([first = 0, , , , last = 0]) => {
      const outcome = first > last ? 'DRAGON' : first < last ? 'TIGER' : TIE;
      return outcome === side ? 1 : 0;
    },
  pricing: {
    kind: 'fixed',
    options: {
      DRAGON: { win: ratio(45, 100), tie: ratio(0) },
      TIGER: { win: ratio(45, 100), tie: ratio(0) },
      [TIE]: { win: ratio(10, 100), tie: ratio(0) },
    },
    option: ({ side }) => side,
  },
});

/** Every SSC play method. */
export const sscPlayMethods: readonly PlayMethod[] = [
  ...[five, ...fours, ...threes, ...twos].map((w) => directPlay('SSC', 'SSC', w)),
  ...[...threes, ...twos].map((w) => sumPlay('SSC', 'SSC', w)),
  ...threes.map((w) => spanPlay('SSC', 'SSC', w)),
  ...threes.flatMap((w) => [p.GROUP3, p.GROUP6].map((g) => groupPlay('SSC', 'SSC', w, g))),
  ...twos.map((w) => groupPlay('SSC', 'SSC', w, p.GROUP2)),
  ...[p.GROUP120, p.GROUP60, p.GROUP30, p.GROUP20, p.GROUP10, p.GROUP5].map((g) =>
    groupPlay('SSC', 'SSC', five, g),
  ),
  ...fours.flatMap((w) =>
    [p.GROUP24, p.GROUP12, p.GROUP6_4STAR, p.GROUP4].map((g) => groupPlay('SSC', 'SSC', w, g)),
  ),
  positionPlay('SSC', 'SSC', 5),
  ...[...threes, five].flatMap((w) =>
    [1 as const, 2 as const].map((k) => anyPositionPlay('SSC', 'SSC', w, k)),
  ),
  ...[twoFront, twoBack, threeFront, threeBack].map((w) => positionSidesPlay('SSC', 'SSC', w)),
  totalSides,
  dragonTiger,
];
