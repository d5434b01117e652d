import * as z from 'zod/mini';
import { choose, subsets } from './combinatorics.ts';
import type { DrawResult, DrawShapeName } from './families.ts';
import { definePlay, type PlayMethod } from './play-method.ts';
import { positionsOf } from './play-layout.ts';
import { ratio } from './rational.ts';
import { hasSide, pickRows, pickSet, sideSet, type Side } from './selection-schemas.ts';

/**
 * The digit plays SSC and LF share (reference section 3.1; LF "is counted and priced as SSC",
 * 3.5): each reads a window of consecutive digits of the draw. Rows of digits are kept as bit
 * masks, so evaluating a ticket for a result is a handful of shifts.
 */

/** Consecutive draw positions a play reads, with the label its code carries. */
export interface DigitWindow {
  /** Code fragment, e.g. `3STAR_FRONT`. */
  readonly label: string;
  /** First position (0 = ten-thousands digit in SSC). */
  readonly start: number;
  /** How many digits. */
  readonly size: number;
}

const maskOf = (digits: readonly number[]): number => digits.reduce((m, d) => m | (1 << d), 0);
const has = (mask: number, digit: number | undefined): boolean =>
  digit !== undefined && ((mask >> digit) & 1) === 1;

/** Sum of the window's digits of a result. */
export function windowSum(result: DrawResult, w: DigitWindow): number {
  let sum = 0;
  for (let i = w.start; i < w.start + w.size; i += 1) sum += result[i] ?? 0;
  return sum;
}

/** How many `size`-digit tuples have each sum 0..9·size (cnt[v] of the reference for size 3). */
export function tupleSumCounts(size: number): number[] {
  let counts = [1];
  for (let i = 0; i < size; i += 1) {
    const next = new Array<number>(counts.length + 9).fill(0);
    counts.forEach((c, s) => {
      for (let d = 0; d <= 9; d += 1) next[s + d] = (next[s + d] ?? 0) + c;
    });
    counts = next;
  }
  return counts;
}

/** How many 3-digit tuples have max − min = v: 10 for v = 0, else 6v(10 − v) per lowest digit. */
export function spanCount(v: number): number {
  return v === 0 ? 10 : 6 * v * (10 - v);
}

/** k-star direct: one digit row per position; a single bet is one exact tuple. */
export function directPlay(prefix: string, shape: DrawShapeName, w: DigitWindow): PlayMethod {
  return definePlay({
    code: `${prefix}_${w.label}_DIRECT`,
    shape,
    tab: w.label,
    name: 'DIRECT',
    layout: { kind: 'rows', positions: positionsOf(w.start, w.size), min: 0, max: 9, minPerRow: 1 },
    schema: z.strictObject({ positions: pickRows(w.size, 0, 9) }),
    count: ({ positions }) => positions.reduce((n, row) => n * row.length, 1),
    evaluate: ({ positions }) => {
      const masks = positions.map(maskOf);
      return (r) => (masks.every((m, i) => has(m, r[w.start + i])) ? 1 : 0);
    },
    pricing: { kind: 'group', probability: ratio(1, 10 ** w.size) },
  });
}

/**
 * Sum value (2 or 3 digits): picking v buys every tuple with that sum, cnt[v] direct bets,
 * each priced as direct; so the reference's "cnt[v]/1000" is the chance of the whole pick.
 */
export function sumPlay(prefix: string, shape: DrawShapeName, w: DigitWindow): PlayMethod {
  const counts = tupleSumCounts(w.size);
  return definePlay({
    code: `${prefix}_${w.label}_SUM`,
    shape,
    tab: w.label,
    name: 'SUM',
    layout: { kind: 'sets', sets: [{ field: 'sums', min: 0, max: 9 * w.size, minSize: 1 }] },
    schema: z.strictObject({ sums: pickSet(0, 9 * w.size) }),
    count: ({ sums }) => sums.reduce((n, v) => n + (counts[v] ?? 0), 0),
    evaluate: ({ sums }) => {
      const picked = new Set(sums);
      return (r) => (picked.has(windowSum(r, w)) ? 1 : 0);
    },
    numbers: { of: ({ sums }) => sums.map(String), hit: (r) => [String(windowSum(r, w))] },
    pricing: { kind: 'group', probability: ratio(1, 10 ** w.size) },
  });
}

/** max − min of the window's digits. */
function spanOf(result: DrawResult, w: DigitWindow): number {
  const digits = result.slice(w.start, w.start + w.size);
  return Math.max(...digits) - Math.min(...digits);
}

/** 3-star span: picking v buys every triple with max − min = v, each priced as direct. */
export function spanPlay(prefix: string, shape: DrawShapeName, w: DigitWindow): PlayMethod {
  return definePlay({
    code: `${prefix}_${w.label}_SPAN`,
    shape,
    tab: w.label,
    name: 'SPAN',
    layout: { kind: 'sets', sets: [{ field: 'spans', min: 0, max: 9, minSize: 1 }] },
    schema: z.strictObject({ spans: pickSet(0, 9) }),
    count: ({ spans }) => spans.reduce((n, v) => n + spanCount(v), 0),
    evaluate: ({ spans }) => {
      const picked = new Set(spans);
      return (r) => (picked.has(spanOf(r, w)) ? 1 : 0);
    },
    numbers: { of: ({ spans }) => spans.map(String), hit: (r) => [String(spanOf(r, w))] },
    pricing: { kind: 'group', probability: ratio(1, 10 ** w.size) },
  });
}

/**
 * The numbers of a position pick: `place:number` for each pick; a result hits the number of each
 * of its first `count` places. Shared with the 11X5 and PK10 position picks.
 */
export function positionNumbers(count: number) {
  return {
    of: ({ positions }: { positions: number[][] }) =>
      positions.flatMap((row, place) => row.map((n) => `${place}:${n}`)),
    hit: (r: DrawResult) => r.slice(0, count).map((n, place) => `${place}:${n}`),
  };
}

/** Position pick: a row per draw position (empty rows allowed); each digit is a bet. */
export function positionPlay(prefix: string, shape: DrawShapeName, count: number): PlayMethod {
  return definePlay({
    code: `${prefix}_POS`,
    shape,
    tab: 'POS',
    name: 'POS',
    layout: { kind: 'rows', positions: positionsOf(0, count), min: 0, max: 9, minPerRow: 0 },
    schema: z.strictObject({ positions: pickRows(count, 0, 9, 0) }),
    count: ({ positions }) => positions.reduce((n, row) => n + row.length, 0),
    evaluate: ({ positions }) => {
      const masks = positions.map(maskOf);
      return (r) => masks.reduce((n, m, i) => n + (has(m, r[i]) ? 1 : 0), 0);
    },
    numbers: positionNumbers(count),
    pricing: { kind: 'group', probability: ratio(1, 10) },
  });
}

/**
 * Any-position (budingwei) 1-code and 2-code: a bet is one digit (or two distinct digits) that
 * must appear somewhere in the window; a digit appearing twice still wins once.
 */
export function anyPositionPlay(
  prefix: string,
  shape: DrawShapeName,
  w: DigitWindow,
  k: 1 | 2,
): PlayMethod {
  const all = 10 ** w.size;
  const without = (n: number) => (10 - n) ** w.size;
  // Inclusion-exclusion: windows missing none of the bet's k digits.
  const winning = k === 1 ? all - without(1) : all - 2 * without(1) + without(2);
  return definePlay({
    code: `${prefix}_${w.label}_ANY${k}`,
    shape,
    tab: w.label,
    name: `ANY${k}`,
    layout: { kind: 'sets', sets: [{ field: 'digits', min: 0, max: 9, minSize: k }] },
    schema: z.strictObject({ digits: pickSet(0, 9, k) }),
    count: ({ digits }) => choose(digits.length, k),
    evaluate: ({ digits }) => {
      const mask = maskOf(digits);
      return (r) => {
        let seen = 0;
        for (let i = w.start; i < w.start + w.size; i += 1) {
          if (has(mask, r[i])) seen |= 1 << (r[i] ?? 0);
        }
        let hits = 0;
        for (; seen !== 0; seen &= seen - 1) hits += 1;
        return choose(hits, k);
      };
    },
    // A bet is k distinct digits; a result hits every k-subset of the digits it shows.
    numbers: {
      of: ({ digits }) =>
        [
          ...subsets(
            [...digits].sort((a, b) => a - b),
            k,
          ),
        ].map(String),
      hit: (r) => {
        const shown = [...new Set(r.slice(w.start, w.start + w.size))].sort((a, b) => a - b);
        return [...subsets(shown, k)].map(String);
      },
    },
    pricing: { kind: 'group', probability: ratio(winning, all) },
  });
}

/**
 * Per-position big/small/odd/even (digits 5-9 big): a row of options per position, and a single
 * bet is one option per position, so a result wins the product of the matching counts.
 */
export function positionSidesPlay(prefix: string, shape: DrawShapeName, w: DigitWindow) {
  const matching = (row: readonly Side[], digit: number) =>
    row.filter((side) => hasSide(digit, side, 5)).length;
  return definePlay({
    code: `${prefix}_${w.label}_SIDES`,
    shape,
    tab: w.label,
    name: 'SIDES',
    layout: { kind: 'sideRows', positions: positionsOf(w.start, w.size) },
    schema: z.strictObject({ positions: z.array(sideSet).check(z.length(w.size)) }),
    count: ({ positions }) => positions.reduce((n, row) => n * row.length, 1),
    evaluate:
      ({ positions }) =>
      (r) =>
        positions.reduce((n, row, i) => n * matching(row, r[w.start + i] ?? 0), 1),
    pricing: { kind: 'group', probability: ratio(1, 2 ** w.size) },
  });
}
