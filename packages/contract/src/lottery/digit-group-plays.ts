import * as z from 'zod/mini';
import { choose } from './combinatorics.ts';
import type { DrawShapeName } from './families.ts';
import { definePlay, type PlayMethod } from './play-method.ts';
import { ratio } from './rational.ts';
import { pickSet } from './selection-schemas.ts';
import type { DigitWindow } from './digit-plays.ts';

/**
 * Group (zuxuan) plays: a single bet is a multiset of digits in any order, named by how many
 * orderings it has (group 60 = aabcd: 5!/2! = 60 of the 100,000 results). A pattern lists its
 * parts: how often a digit repeats, how many such digits, and which selection row they come
 * from. Every pattern has one or two parts, and when two, one of them holds a single digit,
 * which is what makes the reference's Σ-formulas (Σ_p C(#(s∖p), 3) and the rest) work.
 */

/** One part of a group pattern. */
export interface PatternPart {
  /** How many times each of its digits appears (2 for the pair of aabcd). */
  readonly repeat: number;
  /** How many distinct digits it holds. */
  readonly digits: number;
  /** The selection field its digits are picked from. */
  readonly row: string;
}

/** A group play's pattern, largest repeat first. */
export interface GroupPattern {
  /** Code fragment, e.g. `GROUP60`. */
  readonly label: string;
  readonly parts: readonly PatternPart[];
}

const part = (repeat: number, digits: number, row: string): PatternPart => ({
  repeat,
  digits,
  row,
});

/** The reference's group patterns, by window size. */
export const groupPatterns = {
  GROUP120: { label: 'GROUP120', parts: [part(1, 5, 'digits')] },
  GROUP60: { label: 'GROUP60', parts: [part(2, 1, 'pairs'), part(1, 3, 'singles')] },
  GROUP30: { label: 'GROUP30', parts: [part(2, 2, 'pairs'), part(1, 1, 'singles')] },
  GROUP20: { label: 'GROUP20', parts: [part(3, 1, 'triples'), part(1, 2, 'singles')] },
  GROUP10: { label: 'GROUP10', parts: [part(3, 1, 'triples'), part(2, 1, 'pairs')] },
  GROUP5: { label: 'GROUP5', parts: [part(4, 1, 'quads'), part(1, 1, 'singles')] },
  GROUP24: { label: 'GROUP24', parts: [part(1, 4, 'digits')] },
  GROUP12: { label: 'GROUP12', parts: [part(2, 1, 'pairs'), part(1, 2, 'singles')] },
  GROUP6_4STAR: { label: 'GROUP6', parts: [part(2, 2, 'pairs')] },
  GROUP4: { label: 'GROUP4', parts: [part(3, 1, 'triples'), part(1, 1, 'singles')] },
  // 3-star group-3 (aab) takes both digits from one row: n(n − 1) bets.
  GROUP3: { label: 'GROUP3', parts: [part(2, 1, 'digits'), part(1, 1, 'digits')] },
  GROUP6: { label: 'GROUP6', parts: [part(1, 3, 'digits')] },
  GROUP2: { label: 'GROUP', parts: [part(1, 2, 'digits')] },
} as const satisfies Record<string, GroupPattern>;

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** How many ordered results one bet of the pattern covers (its group number). */
export function orderings(pattern: GroupPattern): number {
  const size = pattern.parts.reduce((n, p) => n + p.repeat * p.digits, 0);
  return pattern.parts.reduce((n, p) => n / factorial(p.repeat) ** p.digits, factorial(size));
}

/** Zhushu of a pattern: C(n, k) for one part; Σ over the single-digit part's row otherwise. */
export function patternCount(pattern: GroupPattern, rows: Readonly<Record<string, number[]>>) {
  const [first, second] = pattern.parts;
  if (first === undefined) return 0;
  if (second === undefined) return choose(rows[first.row]?.length ?? 0, first.digits);
  const [one, other] = first.digits === 1 ? [first, second] : [second, first];
  const otherRow = rows[other.row] ?? [];
  return (rows[one.row] ?? []).reduce(
    (n, x) => n + choose(otherRow.filter((y) => y !== x).length, other.digits),
    0,
  );
}

/** A group play over window `w`: it wins once when the window's digits form a covered bet. */
export function groupPlay(
  prefix: string,
  shape: DrawShapeName,
  w: DigitWindow,
  pattern: GroupPattern,
): PlayMethod {
  const rowNames = [...new Set(pattern.parts.map((p) => p.row))];
  const schema = z.strictObject(
    Object.fromEntries(rowNames.map((name) => [name, pickSet(0, 9)])),
  ) as unknown as z.ZodMiniType<Record<string, number[]>>;
  return definePlay({
    code: `${prefix}_${w.label}_${pattern.label}`,
    shape,
    tab: w.label,
    name: pattern.label,
    layout: {
      kind: 'sets',
      sets: rowNames.map((field) => ({ field, min: 0, max: 9, minSize: 1 })),
    },
    schema,
    count: (rows) => patternCount(pattern, rows),
    evaluate: (rows) => {
      const sets = Object.fromEntries(rowNames.map((name) => [name, new Set(rows[name])]));
      return (r) => {
        const repeats = new Map<number, number>();
        for (let i = w.start; i < w.start + w.size; i += 1) {
          const d = r[i] ?? -1;
          repeats.set(d, (repeats.get(d) ?? 0) + 1);
        }
        // The window must have exactly the pattern's repeats, each digit from its part's row.
        const fits = pattern.parts.every(
          (p) =>
            [...repeats].filter(([d, times]) => times === p.repeat && sets[p.row]?.has(d))
              .length === p.digits,
        );
        const distinct = pattern.parts.reduce((n, p) => n + p.digits, 0);
        return fits && repeats.size === distinct ? 1 : 0;
      };
    },
    pricing: { kind: 'group', probability: ratio(orderings(pattern), 10 ** w.size) },
  });
}
