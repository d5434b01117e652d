import fc from 'fast-check';

/**
 * Test support: a brute-force oracle per play method, written from the reference's words and
 * sharing no code with the play files. An oracle enumerates the single bets a selection buys
 * and says, bet by bet, whether one wins on a result.
 */

/** The rule of a play in its plainest form. */
export interface Oracle {
  /** Random selections, complete or not (an incomplete one buys no bet). */
  readonly arbitrary: fc.Arbitrary<Record<string, unknown>>;
  /** Every single bet the selection buys, by enumeration; keys are unique. */
  bets(selection: Record<string, unknown>): string[];
  /** Whether one bet wins on a result, or TIE. */
  betWins?(bet: string, result: readonly number[]): boolean | 'TIE';
  /** For plays where a result wins at most one bet: the key of that bet. */
  keyOf?(result: readonly number[]): string;
  /** Draw positions the selection reads (0-based); all of them when absent. */
  reads?(selection: Record<string, unknown>): number[];
}

/** Every k-subset of `values` (sorted input gives sorted subsets). */
export function kSubsets(values: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  return values.flatMap((v, i) => kSubsets(values.slice(i + 1), k - 1).map((s) => [v, ...s]));
}

/** Every tuple with one value from each row. */
export function product<T>(rows: readonly (readonly T[])[]): T[][] {
  return rows.reduce<T[][]>((acc, row) => acc.flatMap((t) => row.map((v) => [...t, v])), [[]]);
}

/** The numbers `min`..`max`. */
export function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** A random set of numbers `min`..`max` of at most `maxLength`, as an array in random order. */
export function numberSet(min: number, max: number, maxLength = max - min + 1, minLength = 0) {
  return fc.uniqueArray(fc.integer({ min, max }), { minLength, maxLength });
}

/** `rows` random number sets. */
export function numberRows(rows: number, min: number, max: number, maxLength?: number) {
  return fc.array(numberSet(min, max, maxLength), { minLength: rows, maxLength: rows });
}

/** A single-option play: the selection is `{ [field]: option }` and buys one bet. */
export function optionOracle(
  field: string,
  options: readonly (string | number)[],
  outcome: (option: string, result: readonly number[]) => boolean | 'TIE',
  extra: Record<string, fc.Arbitrary<unknown>> = {},
  reads?: Oracle['reads'],
): Oracle {
  return {
    arbitrary: fc.record({ [field]: fc.constantFrom(...options), ...extra }),
    bets: (s) => [String(s[field])],
    betWins: outcome,
    ...(reads === undefined ? {} : { reads }),
  };
}

/** The two sides of a value with big from `bigFrom`. */
export function sideHolds(side: string, value: number, bigFrom: number): boolean {
  if (side === 'BIG') return value >= bigFrom;
  if (side === 'SMALL') return value < bigFrom;
  if (side === 'ODD') return value % 2 === 1;
  if (side === 'EVEN') return value % 2 === 0;
  throw new Error(`unknown side ${side}`);
}

/** Sum of numbers. */
export const total = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
