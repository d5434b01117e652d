/** Counting helpers for the bet-count (zhushu) formulas. */

/** C(n, k), the number of k-element subsets of an n-element set; 0 outside 0 ≤ k ≤ n. */
export function choose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  // Each partial product is itself a binomial coefficient, so the division is always exact,
  // and every value the lottery needs (n ≤ 49) stays far below 2^53.
  for (let i = 0; i < Math.min(k, n - k); i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}

/** C(n, k) as a bigint, for exact probabilities whose numerators may pass 2^53. */
export function chooseBig(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0n; i < BigInt(Math.min(k, n - k)); i += 1n) {
    result = (result * (BigInt(n) - i)) / (i + 1n);
  }
  return result;
}

/** How many numbers `a` and `b` have in common. */
export function overlap(a: readonly number[], b: readonly number[]): number {
  const set = new Set(b);
  return a.filter((value) => set.has(value)).length;
}

/** True when no value repeats. */
export function isDistinct(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}

/**
 * Ordered tuples with one value from each row and no value used twice (11X5 and PK10 direct
 * plays, where a draw never repeats a number). Counted by walking the rows, which for at most
 * three rows of at most eleven values is a few hundred steps.
 */
export function distinctTuples(rows: readonly (readonly number[])[]): number {
  const walk = (index: number, used: ReadonlySet<number>): number => {
    const row = rows[index];
    if (row === undefined) return 1;
    let total = 0;
    for (const value of row) {
      if (!used.has(value)) total += walk(index + 1, new Set([...used, value]));
    }
    return total;
  };
  return walk(0, new Set());
}

/** Every k-element subset of `values`, each in the order of `values`. */
export function* subsets<T>(values: readonly T[], k: number): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = 0; i <= values.length - k; i += 1) {
    for (const rest of subsets(values.slice(i + 1), k - 1)) yield [values[i] as T, ...rest];
  }
}
