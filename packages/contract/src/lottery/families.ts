import * as z from 'zod/mini';
import { isDistinct } from './combinatorics.ts';
import {
  padNumber,
  placeTiers,
  sea4dTiers,
  thaiTiers,
  vnNorthTiers,
  vnSouthTiers,
  widthsOf,
  type Tier,
  type TierSpec,
} from './tiers.ts';

/**
 * The lottery families (reference "lottery-agents-rewards" section 3) and the shape of a draw
 * in each. A draw result is the numbers in draw order: `result[0]` is the first ball (SSC: the
 * ten-thousands digit; PK10: the car in first place; LHC: regulars 1-6, then the special at
 * index 6). Tiered draws (VN, SEA) list their prizes in tier order, ĐB or first prize first.
 */

/** The lottery families. LF (low frequency) is counted and priced as SSC. */
export const families = ['SSC', '11X5', 'PK10', 'LHC', 'LF', 'VN', 'SEA'] as const;

/** One of the families. */
export type Family = (typeof families)[number];

/** What a well-formed draw looks like: how many numbers, from which range, repeats or not. */
export interface DrawShape {
  /** The family the shape belongs to. */
  readonly family: Family;
  /** How many numbers a draw has. */
  readonly count: number;
  /** Lowest number. */
  readonly min: number;
  /** Highest number (tiered shapes: that of the widest position). */
  readonly max: number;
  /** True when no number may appear twice (balls drawn without replacement, SEA 4D). */
  readonly distinct: boolean;
  /**
   * Tiered shapes only: the digit width of each position, so position i holds 0..10^w − 1 and
   * is written with w digits, leading zeros included. Ball and digit shapes have none.
   */
  readonly widths?: readonly number[];
  /** Tiered shapes only: the prize tiers, in result order. */
  readonly tiers?: readonly TierSpec[];
}

/** A tiered shape: the widths come from the tier table, so the two never disagree. */
function tiered(family: Family, tiers: readonly TierSpec[], distinct = false) {
  const widths = widthsOf(tiers);
  return {
    family,
    count: widths.length,
    min: 0,
    max: 10 ** Math.max(...widths) - 1,
    distinct,
    widths,
    tiers,
  };
}

/**
 * Every draw shape. LF has two: 3D (three digits) and P5 (five digits); its results come from
 * the official feed in production, but the same shapes let an in-house LF game be drawn too.
 * VN has North (`VN_MB`, 27 numbers) and Central/South (`VN_MN`, 18 per province); SEA has
 * 4D (`SEA_4D`, 23 distinct numbers) and Thai (`SEA_THAI`, 6 numbers).
 */
export const drawShapes = {
  SSC: { family: 'SSC', count: 5, min: 0, max: 9, distinct: false },
  '11X5': { family: '11X5', count: 5, min: 1, max: 11, distinct: true },
  PK10: { family: 'PK10', count: 10, min: 1, max: 10, distinct: true },
  LHC: { family: 'LHC', count: 7, min: 1, max: 49, distinct: true },
  LF_3D: { family: 'LF', count: 3, min: 0, max: 9, distinct: false },
  LF_P5: { family: 'LF', count: 5, min: 0, max: 9, distinct: false },
  VN_MB: tiered('VN', vnNorthTiers),
  VN_MN: tiered('VN', vnSouthTiers),
  SEA_4D: tiered('SEA', sea4dTiers, true),
  SEA_THAI: tiered('SEA', thaiTiers),
} as const satisfies Record<string, DrawShape>;

/** The name of a draw shape: a family, LF_3D / LF_P5, VN_MB / VN_MN or SEA_4D / SEA_THAI. */
export type DrawShapeName = keyof typeof drawShapes;

/** A draw result: the drawn numbers in draw order. */
export type DrawResult = readonly number[];

/** The shape names, in a fixed order. */
export const drawShapeNames = Object.keys(drawShapes) as DrawShapeName[];

/** True when `n` may stand at `position` of a draw of `spec`. */
function fitsPosition(spec: DrawShape, n: unknown, position: number): boolean {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < spec.min || n > spec.max) return false;
  const width = spec.widths?.[position];
  return width === undefined || n < 10 ** width;
}

/** True when `result` is a well-formed draw of the given shape. */
export function isWellFormedResult(shape: DrawShapeName, result: readonly unknown[]): boolean {
  const spec: DrawShape = drawShapes[shape];
  return (
    result.length === spec.count &&
    result.every((n, i) => fitsPosition(spec, n, i)) &&
    (!spec.distinct || isDistinct(result))
  );
}

/** True when `result` is a well-formed draw of some shape of `family` (LF: 3D or P5). */
export function isWellFormedForFamily(family: Family, result: readonly unknown[]): boolean {
  return drawShapeNames.some(
    (shape) => drawShapes[shape].family === family && isWellFormedResult(shape, result),
  );
}

/** The zod-mini schema of a draw of `shape`, for results that cross the wire or a feed. */
export function drawResultSchema(shape: DrawShapeName) {
  const spec: DrawShape = drawShapes[shape];
  return z.array(z.number().check(z.int(), z.minimum(spec.min), z.maximum(spec.max))).check(
    z.length(spec.count),
    z.refine((values) => values.every((n, i) => fitsPosition(spec, n, i)), 'field_invalid'),
    z.refine((values) => !spec.distinct || isDistinct(values), 'field_invalid'),
  );
}

/** Throws a RangeError unless `result` is a well-formed draw of `shape`. */
export function assertWellFormedResult(shape: DrawShapeName, result: readonly unknown[]): void {
  if (!isWellFormedResult(shape, result)) {
    throw new RangeError(`not a ${shape} draw: ${JSON.stringify(result)}`);
  }
}

/**
 * The prize tiers of a shape with their positions and digit widths, in result order (VN_MN:
 * `[{ tier: 'DB', positions: [0], digits: 6 }, { tier: 'G1', positions: [1], digits: 5 }…]`),
 * for result boards, result entry and evaluators. Empty for ball and digit shapes, whose
 * positions are places rather than prizes.
 */
export function tiersOf(shape: DrawShapeName): Tier[] {
  const spec: DrawShape = drawShapes[shape];
  return spec.tiers === undefined ? [] : placeTiers(spec.tiers);
}

/** The digit width of a position of a tiered shape, undefined for the other shapes. */
export function widthAt(shape: DrawShapeName, position: number): number | undefined {
  const spec: DrawShape = drawShapes[shape];
  return spec.widths?.[position];
}

/**
 * A result as the board writes it: tiered positions zero-padded to their width ("05" for a
 * North G7 stored as 5), other shapes' numbers as they are.
 */
export function formatResult(shape: DrawShapeName, result: DrawResult): string[] {
  return result.map((n, i) => {
    const width = widthAt(shape, i);
    return width === undefined ? String(n) : padNumber(n, width);
  });
}
