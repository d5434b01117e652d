import * as z from 'zod/mini';
import { choose, isDistinct, overlap } from './combinatorics.ts';

/**
 * Selection building blocks shared by the families. Selections are strict objects of small
 * integer arrays, bounded by the number range, so hostile input can never be large, and a
 * number picked twice is an invalid selection rather than a silently doubled bet.
 */

/** An integer from `min` to `max`. */
export function intIn(min: number, max: number) {
  return z.number().check(z.int(), z.minimum(min), z.maximum(max));
}

/** Distinct integers from `min` to `max`, at least `minSize` of them. */
export function pickSet(min: number, max: number, minSize = 1) {
  return z
    .array(intIn(min, max))
    .check(z.minLength(minSize), z.maxLength(max - min + 1), z.refine(isDistinct, 'field_invalid'));
}

/** One pick set per position of a play's window, in draw order. */
export function pickRows(count: number, min: number, max: number, minRowSize = 1) {
  return z.array(pickSet(min, max, minRowSize)).check(z.length(count));
}

/** The two-sides options: big/small by value, odd/even by parity. */
export const sides = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;

/** A two-sides option. */
export type Side = (typeof sides)[number];

/** Distinct two-sides options, at least one. */
export const sideSet = z
  .array(z.enum(sides))
  .check(z.minLength(1), z.maxLength(sides.length), z.refine(isDistinct, 'field_invalid'));

/** True when `value` has `side`, with `bigFrom` the smallest big value. */
export function hasSide(value: number, side: Side, bigFrom: number): boolean {
  switch (side) {
    case 'BIG':
      return value >= bigFrom;
    case 'SMALL':
      return value < bigFrom;
    case 'ODD':
      return value % 2 === 1;
    case 'EVEN':
      return value % 2 === 0;
  }
}

/** Every two-sides option has one win chance; this builds the options table from it. */
export function sideOptions<T>(chances: T): Record<Side, T> {
  return { BIG: chances, SMALL: chances, ODD: chances, EVEN: chances };
}

/**
 * A "k numbers together" selection (11X5 any-N, LHC 2-of-2 / 3-of-3): picks, and optionally
 * bankers (dan) that every single bet includes, with the legs (tuo) filling the rest.
 */
export interface CombinationSelection {
  picks: number[];
  bankers?: number[] | undefined;
}

/**
 * The schema of a k-number combination from `min` to `max`. With bankers allowed, there are
 * fewer than k of them and none is also a leg; without, only `picks` is accepted.
 */
export function combinationSchema(min: number, max: number, k: number, allowBankers: boolean) {
  if (!allowBankers) return z.strictObject({ picks: pickSet(min, max) });
  return z
    .strictObject({ picks: pickSet(min, max), bankers: z.optional(pickSet(min, max, 0)) })
    .check(
      z.refine(
        ({ picks, bankers = [] }) => bankers.length < k && overlap(picks, bankers) === 0,
        'field_invalid',
      ),
    );
}

/** Zhushu of a combination: C(#legs, k − #bankers). */
export function combinationCount({ picks, bankers = [] }: CombinationSelection, k: number): number {
  return choose(picks.length, k - bankers.length);
}

/**
 * Winning bets of a combination when a bet wins with all of its k numbers in `hits` (the drawn
 * numbers it must be among): every banker must be a hit, then any k − #bankers hit legs.
 */
export function combinationHits(
  { picks, bankers = [] }: CombinationSelection,
  k: number,
  hits: ReadonlySet<number>,
): number {
  if (!bankers.every((n) => hits.has(n))) return 0;
  return choose(picks.filter((n) => hits.has(n)).length, k - bankers.length);
}
