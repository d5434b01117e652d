import fc from 'fast-check';
import { expect } from 'vitest';
import { prng } from '../prng.ts';
import { drawShapes, type DrawShape } from './families.ts';
import { kSubsets, range, type Oracle } from './oracle.fixtures.ts';
import { TIE, type Outcome, type PlayMethod } from './play-method.ts';
import { exactGroupPrize, fixedRtp, groupRtp } from './prize.ts';
import { add, div, mul, parseDecimal, ratio, type Rational } from './rational.ts';

/**
 * Test support: the checks every play method goes through, against its oracle.
 * 1. betCount equals the number of single bets the oracle enumerates.
 * 2. wins equals the oracle's count of winning bets on many results (uniform and biased).
 * 3. Over an exact outcome space, the return to player equals G/2000 (prize-group plays) or the
 *    figure the configured odds give (fixed odds), in exact fractions.
 */

/** Reproducible from fast-check's seed. */
export { prng };

const numbersIn = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : Array.isArray(value) || (typeof value === 'object' && value !== null)
      ? Object.values(value).flatMap(numbersIn)
      : [];

/** A random result of the method's shape; when `biased`, numbers of the selection come first. */
function randomResult(
  spec: DrawShape,
  pool: readonly number[],
  random: () => number,
  biased: boolean,
) {
  const size = spec.max - spec.min + 1;
  const inRange = pool.filter((n) => n >= spec.min && n <= spec.max);
  if (!spec.distinct) {
    return range(1, spec.count).map(() =>
      biased && inRange.length > 0 && random() < 0.6
        ? (inRange[Math.floor(random() * inRange.length)] ?? 0)
        : spec.min + Math.floor(random() * size),
    );
  }
  const keyed = range(spec.min, spec.max).map((n) => ({
    n,
    key: random() - (biased && inRange.includes(n) ? 0.6 : 0),
  }));
  return keyed
    .sort((a, b) => a.key - b.key)
    .slice(0, spec.count)
    .map(({ n }) => n);
}

/** What the oracle says a selection gets on a result. */
export function oracleOutcome(
  oracle: Oracle,
  bets: readonly string[],
  result: readonly number[],
): Outcome {
  if (oracle.keyOf !== undefined) return bets.includes(oracle.keyOf(result)) ? 1 : 0;
  const verdicts = bets.map((bet) => oracle.betWins?.(bet, result));
  if (verdicts.includes(TIE)) return TIE;
  return verdicts.filter((v) => v === true).length;
}

/** Check 1: betCount matches the enumeration, for random selections. */
export function checkBetCount(method: PlayMethod, oracle: Oracle, numRuns = 100): void {
  fc.assert(
    fc.property(oracle.arbitrary, (selection) => {
      const bets = oracle.bets(selection);
      expect(new Set(bets).size).toBe(bets.length);
      expect(method.betCount(selection)).toBe(bets.length);
    }),
    { numRuns },
  );
}

/** Check 2: wins matches the oracle on uniform and biased random results. */
export function checkWins(method: PlayMethod, oracle: Oracle, numRuns = 25, perRun = 80): void {
  const spec: DrawShape = drawShapes[method.shape];
  fc.assert(
    fc.property(oracle.arbitrary, fc.integer(), (selection, seed) => {
      const bets = oracle.bets(selection);
      const random = prng(seed);
      const pool = numbersIn(selection);
      for (let i = 0; i < perRun; i += 1) {
        const result = randomResult(spec, pool, random, i % 2 === 1);
        expect(method.wins(selection, result), `${JSON.stringify(result)}`).toBe(
          oracleOutcome(oracle, bets, result),
        );
      }
    }),
    { numRuns },
  );
}

/** A result and how many equally likely draws it stands for. */
export interface Weighted {
  readonly result: readonly number[];
  readonly weight: bigint;
}

/** Ordered tuples of distinct numbers from `values`, `length` long. */
function arrangements(values: readonly number[], length: number): number[][] {
  if (length === 0) return [[]];
  return values.flatMap((v) =>
    arrangements(
      values.filter((w) => w !== v),
      length - 1,
    ).map((t) => [v, ...t]),
  );
}

/**
 * An exact outcome space for a selection: every value of the places it reads (independent
 * digits, or ordered distinct balls, the other places filled in order, which is exact because
 * a play reads only its places), or for LHC regulars every way the six can meet the selection's
 * numbers, weighted by how many 6-subsets of 1-49 meet them that way.
 */
export function exactSpace(method: PlayMethod, oracle: Oracle, selection: Record<string, unknown>) {
  const spec: DrawShape = drawShapes[method.shape];
  const reads = oracle.reads?.(selection) ?? range(0, spec.count - 1);
  const all = range(spec.min, spec.max);
  if (method.shape === 'LHC' && reads.some((place) => place < 6)) {
    const touched = [...new Set(numbersIn(selection))];
    const others = all.filter((n) => !touched.includes(n));
    const out: Weighted[] = [];
    for (let k = 0; k <= Math.min(6, touched.length); k += 1) {
      for (const hits of kSubsets(touched, k)) {
        const filler = others.slice(0, 7 - k);
        out.push({ result: [...hits, ...filler], weight: binomial(others.length, 6 - k) });
      }
    }
    return { results: out, total: binomial(49, 6) };
  }
  const key = `${method.shape}:${reads.join()}`;
  const cached = spaces.get(key);
  if (cached !== undefined) return cached;
  const tuples = spec.distinct
    ? arrangements(all, reads.length)
    : reads.reduce<number[][]>((acc) => acc.flatMap((t) => all.map((d) => [...t, d])), [[]]);
  const results = tuples.map((tuple) => {
    const rest = all.filter((n) => !spec.distinct || !tuple.includes(n));
    const result = range(0, spec.count - 1).map(() =>
      spec.distinct ? (rest.shift() ?? 0) : spec.min,
    );
    reads.forEach((place, j) => (result[place] = tuple[j] ?? 0));
    return { result, weight: 1n };
  });
  const space = { results, total: BigInt(results.length) };
  spaces.set(key, space);
  return space;
}

const spaces = new Map<string, { results: Weighted[]; total: bigint }>();

/** C(n, k) as a bigint, computed as a product of sequential draws (independent of the code). */
function binomial(n: number, k: number): bigint {
  let top = 1n;
  let bottom = 1n;
  for (let i = 0; i < k; i += 1) {
    top *= BigInt(n - i);
    bottom *= BigInt(i + 1);
  }
  return top / bottom;
}

/** Summed weights of wins (times winning bets) and ties over a space. */
export function tally(
  method: PlayMethod,
  selection: unknown,
  space: ReturnType<typeof exactSpace>,
) {
  const evaluate = method.compile(selection);
  if (evaluate === undefined) throw new Error('an invalid selection has no outcome space');
  let wins = 0n;
  let ties = 0n;
  for (const { result, weight } of space.results) {
    const outcome = evaluate(result);
    if (outcome === TIE) ties += weight;
    else wins += weight * BigInt(outcome);
  }
  return { wins, ties, total: space.total };
}

/** Check 3, prize group: the exact RTP over the space is G/2000 for each group. */
export function checkGroupRtp(
  method: PlayMethod,
  selection: Record<string, unknown>,
  oracle: Oracle,
) {
  if (method.pricing.kind !== 'group') throw new Error('not a prize-group play');
  const space = exactSpace(method, oracle, selection);
  expect(space.results.reduce((n, r) => n + r.weight, 0n)).toBe(space.total);
  const { wins, total } = tally(method, selection, space);
  const price = 200n;
  const stake = BigInt(method.betCount(selection)) * price;
  for (const group of [1800, 1956, 1980]) {
    const prize = exactGroupPrize(method.pricing.probability, group, price, 1);
    const rtp = div(mul(ratio(wins), prize), ratio(total * stake));
    expect(rtp).toEqual(ratio(group, 2000));
    expect(groupRtp(method.pricing.probability, group)).toEqual(rtp);
  }
}

/** Check 3, fixed odds: the exact RTP over the space is odds × P(win) + P(tie). */
export function checkFixedRtp(
  method: PlayMethod,
  selection: Record<string, unknown>,
  oracle: Oracle,
  odds: string,
): Rational {
  if (method.pricing.kind !== 'fixed') throw new Error('not a fixed-odds play');
  const option = method.pricing.optionOf(selection) ?? '';
  const chances = method.pricing.options[option];
  if (chances === undefined) throw new Error(`no option ${option}`);
  const { wins, ties, total } = tally(method, selection, exactSpace(method, oracle, selection));
  expect(chances.win).toEqual(ratio(wins, total));
  expect(chances.tie).toEqual(ratio(ties, total));
  const enumerated = add(mul(ratio(wins, total), parseDecimal(odds)), ratio(ties, total));
  expect(fixedRtp(chances, parseDecimal(odds))).toEqual(enumerated);
  return enumerated;
}

/** A few valid selections of a method, reproducibly. */
export function someSelections(method: PlayMethod, oracle: Oracle, count: number) {
  return fc
    .sample(oracle.arbitrary, { numRuns: 200, seed: 42 })
    .filter((selection) => method.betCount(selection) > 0)
    .slice(0, count);
}

/** Test odds for an option: the configuration a fixed-odds test runs with. */
export type OddsFor = (code: string, option: string) => string;

/** The three checks for every method of a family, one `it` each. */
export function describePlayChecks(
  methods: readonly PlayMethod[],
  oracleOf: (code: string) => Oracle | undefined,
  oddsFor: OddsFor,
  { it }: { it: (name: string, run: () => void) => void },
): void {
  for (const method of methods) {
    const oracle = oracleOf(method.code);
    if (oracle === undefined) throw new Error(`no oracle for ${method.code}`);
    it(`${method.code}: bet count equals the enumerated bets`, () => checkBetCount(method, oracle));
    it(`${method.code}: wins agree with the oracle`, () => checkWins(method, oracle));
    const { pricing } = method;
    if (pricing.kind === 'group') {
      it(`${method.code}: RTP over the exact outcome space is G/2000`, () => {
        const selections = someSelections(method, oracle, 3);
        expect(selections.length).toBe(3);
        for (const selection of selections) checkGroupRtp(method, selection, oracle);
      });
    } else if (pricing.kind === 'fixed') {
      it(`${method.code}: RTP of every option equals its configured odds' figure`, () => {
        const byOption = new Map<string, Record<string, unknown>>();
        for (const selection of someSelections(method, oracle, 300)) {
          byOption.set(pricing.optionOf(selection) ?? '', selection);
        }
        expect([...byOption.keys()].sort()).toEqual(Object.keys(pricing.options).sort());
        for (const [option, selection] of byOption) {
          checkFixedRtp(method, selection, oracle, oddsFor(method.code, option));
        }
      });
    } else {
      // Per-hit odds plays check their expected hits in `tiered-checks.fixtures.ts`.
      throw new Error(`${method.code} is priced per hit: use describeTieredChecks`);
    }
  }
}
