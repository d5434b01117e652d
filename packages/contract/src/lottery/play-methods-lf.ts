import { groupPatterns, groupPlay } from './digit-group-plays.ts';
import {
  anyPositionPlay,
  directPlay,
  positionPlay,
  spanPlay,
  sumPlay,
  type DigitWindow,
} from './digit-plays.ts';
import type { PlayMethod } from './play-method.ts';

/**
 * LF (reference 3.5): 3D draws three digits, P5 five. Its plays are counted and priced as SSC,
 * so they are the SSC plays over LF windows: codes `LF_3D_<window>_<play>` and
 * `LF_P5_<window>_<play>`. P5's 3-star plays read its first three digits, as Pick-3 does.
 */

const win = (label: string, start: number, size: number): DigitWindow => ({ label, start, size });
const { GROUP3, GROUP6, GROUP2 } = groupPatterns;

const three = win('3STAR', 0, 3);
const threeD: readonly PlayMethod[] = [
  directPlay('LF_3D', 'LF_3D', three),
  sumPlay('LF_3D', 'LF_3D', three),
  spanPlay('LF_3D', 'LF_3D', three),
  groupPlay('LF_3D', 'LF_3D', three, GROUP3),
  groupPlay('LF_3D', 'LF_3D', three, GROUP6),
  ...[win('2STAR_FRONT', 0, 2), win('2STAR_BACK', 1, 2)].flatMap((w) => [
    directPlay('LF_3D', 'LF_3D', w),
    groupPlay('LF_3D', 'LF_3D', w, GROUP2),
  ]),
  positionPlay('LF_3D', 'LF_3D', 3),
  anyPositionPlay('LF_3D', 'LF_3D', three, 1),
  anyPositionPlay('LF_3D', 'LF_3D', three, 2),
];

const front = win('3STAR_FRONT', 0, 3);
const p5: readonly PlayMethod[] = [
  directPlay('LF_P5', 'LF_P5', win('5STAR', 0, 5)),
  directPlay('LF_P5', 'LF_P5', front),
  sumPlay('LF_P5', 'LF_P5', front),
  groupPlay('LF_P5', 'LF_P5', front, GROUP3),
  groupPlay('LF_P5', 'LF_P5', front, GROUP6),
  directPlay('LF_P5', 'LF_P5', win('2STAR_FRONT', 0, 2)),
  directPlay('LF_P5', 'LF_P5', win('2STAR_BACK', 3, 2)),
  positionPlay('LF_P5', 'LF_P5', 5),
];

/** Every LF play method. */
export const lfPlayMethods: readonly PlayMethod[] = [...threeD, ...p5];
