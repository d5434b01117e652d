import type * as z from 'zod/mini';
import {
  assertWellFormedResult,
  drawShapes,
  type DrawResult,
  type DrawShapeName,
  type Family,
} from './families.ts';
import type { Hits, HitsEvaluator, OddsPricing } from './odds-pricing.ts';
import type { PlayLayout } from './play-layout.ts';
import type { Rational } from './rational.ts';

/**
 * The shape every play method shares. A selection (what the player ticked) expands into
 * single bets (zhushu); each single bet costs one unit (per-hit odds plays: `cost` units), and
 * the settlement counts how many of them won (per-hit odds plays: how many hits, by key).
 */

/** The outcome of a single-option play whose draw is a tie: the stake goes back. */
export const TIE = 'TIE';

/** How many single bets of a selection won, or TIE (stake back). */
export type Outcome = number | typeof TIE;

/**
 * A selection's evaluator, compiled once: settling a period calls it for one result, and the
 * RTP tests call it for every result of the outcome space. It trusts the result to be
 * well-formed (the caller checks the result once, not per ticket).
 */
export type Evaluator = (result: DrawResult) => Outcome;

/** Priced by the prize-group formula: every single bet has the same win probability. */
export interface GroupPricing {
  readonly kind: 'group';
  /** Chance that one single bet wins, exactly. */
  readonly probability: Rational;
}

/** The chances of one fixed-odds option: it wins, or it ties (stake back), or it loses. */
export interface OptionChances {
  readonly win: Rational;
  readonly tie: Rational;
}

/**
 * Priced by configured odds (two-sides, dragon/tiger, sum sides, colour): a selection is one
 * option, and the operator's configuration gives the odds per option key.
 */
export interface FixedPricing {
  readonly kind: 'fixed';
  /** Every option key with its exact chances. */
  readonly options: Readonly<Record<string, OptionChances>>;
  /** The option key of a selection, or undefined when the selection is not valid. */
  optionOf(selection: unknown): string | undefined;
}

/** How a play is priced: prize group, fixed odds on the stake, or odds per hit and point. */
export type Pricing = GroupPricing | FixedPricing | OddsPricing;

/** A play method: its code, its draw, its selection schema, its counting and its evaluation. */
export interface PlayMethod {
  /** Stable code, stored on tickets (e.g. `SSC_5STAR_DIRECT`). */
  readonly code: string;
  /** The family it belongs to. */
  readonly family: Family;
  /** The draw shape its results have. */
  readonly shape: DrawShapeName;
  /** Its tab on a betting board (`5STAR`, `3STAR_FRONT`, `ANY`, `SIDES`...). */
  readonly tab: string;
  /** Its name inside the tab (`DIRECT`, `SUM`, `GROUP60`...). */
  readonly name: string;
  /** How its selection is picked. */
  readonly layout: PlayLayout;
  /** The zod-mini schema of a selection. */
  readonly selection: z.ZodMiniType;
  /** Bet count (zhushu) of a selection; 0 when it is incomplete or invalid. */
  betCount(selection: unknown): number;
  /** The evaluator of a valid selection, or undefined when it is invalid. */
  compile(selection: unknown): Evaluator | undefined;
  /**
   * How many single bets of `selection` win on `result` (0 for an invalid selection), or TIE;
   * for per-hit odds plays, the total of `hitsOf`. A malformed result throws: settling on a bad
   * result must stop, not pay nothing.
   */
  wins(selection: unknown, result: DrawResult): Outcome;
  /**
   * Per-hit odds plays: the hits of `selection` on `result` by key, every key present (0 for
   * an invalid selection); what `settle()` pays. Other plays count no keys and give `{}`. A
   * malformed result throws, as for `wins`.
   */
  hitsOf(selection: unknown, result: DrawResult): Hits;
  /** How it is priced. */
  readonly pricing: Pricing;
  /**
   * Units one single bet costs: 1, except per-hit odds plays that cover several prizes (lô 2
   * số: 18 on VN_MN, 27 on VN_MB). Stake = bet count × unit price × multiple × cost.
   */
  readonly cost: number;
  /**
   * The numbers a selection stakes on, for per-number liability limits: keys such that a
   * result hitting one of them wins exactly one single bet of the selection (fixed odds: the
   * option itself, with its ball or place, as `ball3:BIG`). Empty for plays without such
   * numbers (direct, group and combination plays), which the per-bet prize limit bounds.
   */
  numbersOf(selection: unknown): string[];
  /** The numbers a well-formed result hits: the keys of `numbersOf` that win on it. */
  numbersHit(result: DrawResult): string[];
}

/** The numbers of a play (see `PlayMethod.numbersOf`), from a parsed selection and a result. */
export interface PlayNumbers<S> {
  of(selection: S): string[];
  hit(result: DrawResult): string[];
}

/** What a family file declares for one play; `definePlay` adds the parsing around it. */
export interface PlaySpec<S> {
  readonly code: string;
  readonly shape: DrawShapeName;
  readonly tab: string;
  readonly name: string;
  readonly layout: PlayLayout;
  readonly schema: z.ZodMiniType<S>;
  /** The zhushu of a parsed selection. */
  count(selection: S): number;
  /** The evaluator of a parsed selection. */
  evaluate(selection: S): Evaluator;
  /**
   * Group pricing, fixed odds with the option key of a parsed selection, or per-hit odds with
   * the hits evaluator of a parsed selection (see `defineOddsPlay`).
   */
  readonly pricing:
    | GroupPricing
    | {
        readonly kind: 'fixed';
        readonly options: Readonly<Record<string, OptionChances>>;
        option(selection: S): string;
      }
    | (OddsPricing & { hits(selection: S): HitsEvaluator });
  /** Units one single bet costs; 1 when absent. */
  readonly cost?: number;
  /** Its numbers, for group-priced plays that have them; fixed-odds plays derive their own. */
  readonly numbers?: PlayNumbers<S>;
}

/** A fixed-odds play's number: its option, after its ball or place when it has one. */
function optionKey(layout: PlayLayout, selection: unknown, option: string): string {
  if (layout.kind !== 'option' || layout.param === undefined) return option;
  const place = (selection as Record<string, unknown>)[layout.param.field];
  return `${layout.param.field}${String(place)}:${option}`;
}

/** Every selection an option layout allows: each option at each place. */
function optionSelections(layout: PlayLayout): Record<string, unknown>[] {
  if (layout.kind !== 'option') return [];
  const { param } = layout;
  const places =
    param === undefined
      ? [undefined]
      : Array.from({ length: param.max - param.min + 1 }, (_, i) => param.min + i);
  return places.flatMap((place) =>
    layout.options.map((option) =>
      param === undefined
        ? { [layout.field]: option }
        : { [param.field]: place, [layout.field]: option },
    ),
  );
}

/** The pricing a play method shows: the spec's, with the parsing around the option key. */
function publicPricing<S>(
  pricing: PlaySpec<S>['pricing'],
  parse: (selection: unknown) => S | undefined,
): Pricing {
  switch (pricing.kind) {
    case 'group':
      return pricing;
    case 'fixed':
      return {
        kind: 'fixed',
        options: pricing.options,
        optionOf: (selection) => {
          const parsed = parse(selection);
          return parsed === undefined ? undefined : pricing.option(parsed);
        },
      };
    case 'odds': {
      const { expectedHits, betKinds, maxHits } = pricing;
      return { kind: 'odds', expectedHits, betKinds, maxHits };
    }
  }
}

/** Builds a play method from its spec: every entry point parses the selection first. */
export function definePlay<S>(spec: PlaySpec<S>): PlayMethod {
  const parse = (selection: unknown): S | undefined => {
    const parsed = spec.schema.safeParse(selection);
    return parsed.success ? parsed.data : undefined;
  };
  const compile = (selection: unknown): Evaluator | undefined => {
    const parsed = parse(selection);
    return parsed === undefined || spec.count(parsed) === 0 ? undefined : spec.evaluate(parsed);
  };
  const { pricing } = spec;
  const fixedNumbers = (): PlayNumbers<S> | undefined => {
    if (pricing.kind !== 'fixed') return undefined;
    // Every option at every place, compiled once: a result hits those that win on it.
    const all = optionSelections(spec.layout).flatMap((selection) => {
      const parsed = parse(selection);
      if (parsed === undefined) return [];
      const key = optionKey(spec.layout, selection, pricing.option(parsed));
      return [{ key, evaluate: spec.evaluate(parsed) }];
    });
    return {
      of: (parsed) => [optionKey(spec.layout, parsed, pricing.option(parsed))],
      hit: (result) => all.filter((o) => o.evaluate(result) === 1).map((o) => o.key),
    };
  };
  const numbers = spec.numbers ?? fixedNumbers();
  const cost = spec.cost ?? 1;
  if (!Number.isSafeInteger(cost) || cost < 1) throw new RangeError(`bad cost: ${spec.code}`);
  return {
    code: spec.code,
    family: drawShapes[spec.shape].family,
    shape: spec.shape,
    tab: spec.tab,
    name: spec.name,
    layout: spec.layout,
    selection: spec.schema,
    betCount: (selection) => {
      const parsed = parse(selection);
      return parsed === undefined ? 0 : spec.count(parsed);
    },
    compile,
    wins: (selection, result) => {
      assertWellFormedResult(spec.shape, result);
      return compile(selection)?.(result) ?? 0;
    },
    hitsOf: (selection, result) => {
      assertWellFormedResult(spec.shape, result);
      if (pricing.kind !== 'odds') return {};
      const parsed = parse(selection);
      return parsed === undefined || spec.count(parsed) === 0
        ? Object.fromEntries(Object.keys(pricing.expectedHits).map((key) => [key, 0]))
        : pricing.hits(parsed)(result);
    },
    pricing: publicPricing(pricing, parse),
    cost,
    numbersOf: (selection) => {
      const parsed = parse(selection);
      return parsed === undefined || numbers === undefined || spec.count(parsed) === 0
        ? []
        : numbers.of(parsed);
    },
    numbersHit: (result) => numbers?.hit(result) ?? [],
  };
}
