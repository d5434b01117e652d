import { chooseBig } from './combinatorics.ts';
import { drawShapes, type DrawResult, type DrawShape, type DrawShapeName } from './families.ts';
import { ratio, type Rational } from './rational.ts';
import { lastDigits } from './tiers.ts';

/**
 * Reading a tiered board (reference 3.6): the "lô" of a result are the last d digits of every
 * prize that has at least d digits (d = 2: all 27 of North, all 18 of South; d = 3: 23 / 17;
 * d = 4: 20 / 16), and the ĐB (special prize) is position 0.
 */

/** The positions of a tiered shape whose numbers have at least `digits` digits. */
export function positionsWithDigits(shape: DrawShapeName, digits: number): number[] {
  const spec: DrawShape = drawShapes[shape];
  return (spec.widths ?? []).flatMap((width, position) => (width >= digits ? [position] : []));
}

/** How many prizes of `shape` have at least `digits` digits: the lô count. */
export function prizeCount(shape: DrawShapeName, digits: number): number {
  return positionsWithDigits(shape, digits).length;
}

/** Per result, how many prizes end in each `digits`-digit number (lô endings with repeats). */
export function endingCounts(
  shape: DrawShapeName,
  result: DrawResult,
  digits: number,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const position of positionsWithDigits(shape, digits)) {
    const ending = lastDigits(result[position] ?? 0, digits);
    counts.set(ending, (counts.get(ending) ?? 0) + 1);
  }
  return counts;
}

/**
 * The chance that k given distinct values all appear among n independent uniform draws from
 * m values (xiên k over n lô endings, m = 100), exactly, by inclusion–exclusion over the
 * values that are missing: Σ_j (−1)^j C(k, j) ((m − j)/m)^n.
 */
export function allAmongProbability(k: number, n: number, m = 100): Rational {
  let num = 0n;
  for (let j = 0; j <= k; j += 1) {
    const term = chooseBig(k, j) * BigInt(m - j) ** BigInt(n);
    num += j % 2 === 0 ? term : -term;
  }
  return ratio(num, BigInt(m) ** BigInt(n));
}
