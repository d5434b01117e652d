import * as z from 'zod/mini';
import type { DrawResult, DrawShapeName } from './families.ts';
import { totalHits, type Hits, type HitsEvaluator } from './odds-pricing.ts';
import { definePlay, type PlayMethod, type PlayNumbers } from './play-method.ts';
import type { PlayLayout } from './play-layout.ts';
import type { Rational } from './rational.ts';
import { pickSet } from './selection-schemas.ts';
import { padNumber } from './tiers.ts';

/**
 * Builders of per-hit odds plays (see `odds-pricing.ts`). `defineOddsPlay` derives what every
 * play method has (the total of hits for `wins`, the pricing) from the hits evaluator;
 * `numberPlay` is the common case where the player picks numbers of a fixed digit width and
 * each number is one single bet.
 */

/** What a per-hit odds play declares. */
export interface OddsPlaySpec<S> {
  readonly code: string;
  readonly shape: DrawShapeName;
  readonly tab: string;
  readonly name: string;
  readonly layout: PlayLayout;
  readonly schema: z.ZodMiniType<S>;
  /** The single bets of a parsed selection. */
  count(selection: S): number;
  /** Units per single bet; 1 when absent. */
  readonly cost?: number;
  /** Exact expected hits per key of one single bet (see `OddsPricing`). */
  readonly expectedHits: Readonly<Record<string, Rational>>;
  /** Kinds of single bet by the keys they can hit; one kind hitting every key when absent. */
  readonly betKinds?: readonly (readonly string[])[];
  /** The most hits one single bet can get, as alternatives. */
  readonly maxHits: readonly Hits[];
  /** The hits evaluator of a parsed selection: every key present. */
  hits(selection: S): HitsEvaluator;
  readonly numbers?: PlayNumbers<S>;
}

/** Builds a per-hit odds play method. */
export function defineOddsPlay<S>(spec: OddsPlaySpec<S>): PlayMethod {
  const { expectedHits, maxHits, hits } = spec;
  return definePlay({
    ...spec,
    evaluate: (selection) => {
      const evaluate = hits(selection);
      return (result) => totalHits(evaluate(result));
    },
    pricing: {
      kind: 'odds',
      expectedHits,
      betKinds: spec.betKinds ?? [Object.keys(expectedHits)],
      maxHits,
      hits,
    },
  });
}

/** A selection of numbers, each one single bet. */
export interface NumberSelection {
  picks: number[];
}

/** What a number play declares beyond its codes and pricing. */
export interface NumberPlaySpec extends Omit<
  OddsPlaySpec<NumberSelection>,
  'layout' | 'schema' | 'count' | 'hits' | 'numbers'
> {
  /** Digit width of a number: picks run 0..10^digits − 1. */
  readonly digits: number;
  /** Per result, the hits of one number by key (keys it cannot hit may be left out). */
  hitsOn(result: DrawResult): (n: number) => Hits;
  /** The numbers a result hits, for liability; as `keyOf` would name them. */
  hitNumbers(result: DrawResult): number[];
  /**
   * The liability key of a number: its zero-padded digits unless given. Two picks with one key
   * are one bet (Thai 3 tod: 123 and 321), so a selection may not hold both.
   */
  keyOf?(n: number): string;
}

/** Builds a play where each picked number of `digits` digits is one single bet. */
export function numberPlay(spec: NumberPlaySpec): PlayMethod {
  const { digits, hitsOn, hitNumbers } = spec;
  const keyOf = spec.keyOf ?? ((n: number) => padNumber(n, digits));
  const keys = Object.keys(spec.expectedHits);
  const picks = pickSet(0, 10 ** digits - 1).check(
    z.refine((values) => new Set(values.map(keyOf)).size === values.length, 'field_invalid'),
  );
  return defineOddsPlay<NumberSelection>({
    ...spec,
    layout: {
      kind: 'sets',
      sets: [{ field: 'picks', min: 0, max: 10 ** digits - 1, minSize: 1, digits }],
    },
    schema: z.strictObject({ picks }),
    count: (selection) => selection.picks.length,
    hits: (selection) => (result) => {
      const hitsOf = hitsOn(result);
      const total: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
      for (const n of selection.picks) {
        for (const [key, count] of Object.entries(hitsOf(n)))
          total[key] = (total[key] ?? 0) + count;
      }
      return total;
    },
    numbers: {
      of: (selection) => selection.picks.map(keyOf),
      hit: (result) => [...new Set(hitNumbers(result).map(keyOf))],
    },
  });
}
