import * as z from 'zod/mini';
import { isDistinct } from './combinatorics.ts';

/**
 * The five lottery families (reference "lottery-agents-rewards" section 3) and the shape of a
 * draw in each. A draw result is the numbers in draw order: `result[0]` is the first ball
 * (SSC: the ten-thousands digit; PK10: the car in first place; LHC: regulars 1-6, then the
 * special at index 6).
 */

/** The lottery families. LF (low frequency) is counted and priced as SSC. */
export const families = ['SSC', '11X5', 'PK10', 'LHC', 'LF'] as const;

/** One of the five families. */
export type Family = (typeof families)[number];

/** What a well-formed draw looks like: how many numbers, from which range, repeats or not. */
export interface DrawShape {
  /** The family the shape belongs to. */
  readonly family: Family;
  /** How many numbers a draw has. */
  readonly count: number;
  /** Lowest number. */
  readonly min: number;
  /** Highest number. */
  readonly max: number;
  /** True when no number may appear twice (balls drawn without replacement). */
  readonly distinct: boolean;
}

/**
 * Every draw shape. LF has two: 3D (three digits) and P5 (five digits); its results come from
 * the official feed in production, but the same shapes let an in-house LF game be drawn too.
 */
export const drawShapes = {
  SSC: { family: 'SSC', count: 5, min: 0, max: 9, distinct: false },
  '11X5': { family: '11X5', count: 5, min: 1, max: 11, distinct: true },
  PK10: { family: 'PK10', count: 10, min: 1, max: 10, distinct: true },
  LHC: { family: 'LHC', count: 7, min: 1, max: 49, distinct: true },
  LF_3D: { family: 'LF', count: 3, min: 0, max: 9, distinct: false },
  LF_P5: { family: 'LF', count: 5, min: 0, max: 9, distinct: false },
} as const satisfies Record<string, DrawShape>;

/** The name of a draw shape: a family, or LF_3D / LF_P5. */
export type DrawShapeName = keyof typeof drawShapes;

/** A draw result: the drawn numbers in draw order. */
export type DrawResult = readonly number[];

/** The shape names, in a fixed order. */
export const drawShapeNames = Object.keys(drawShapes) as DrawShapeName[];

/** True when `result` is a well-formed draw of the given shape. */
export function isWellFormedResult(shape: DrawShapeName, result: readonly unknown[]): boolean {
  const spec: DrawShape = drawShapes[shape];
  return (
    result.length === spec.count &&
    result.every(
      (n) => typeof n === 'number' && Number.isInteger(n) && n >= spec.min && n <= spec.max,
    ) &&
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
    z.refine((values) => !spec.distinct || isDistinct(values), 'field_invalid'),
  );
}

/** Throws a RangeError unless `result` is a well-formed draw of `shape`. */
export function assertWellFormedResult(shape: DrawShapeName, result: readonly unknown[]): void {
  if (!isWellFormedResult(shape, result)) {
    throw new RangeError(`not a ${shape} draw: ${JSON.stringify(result)}`);
  }
}
