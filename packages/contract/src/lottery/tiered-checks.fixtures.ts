import fc from 'fast-check';
import { expect } from 'vitest';
import { tieredOracle } from './oracles-tiered.fixtures.ts';
import { prng } from '../prng.ts';
import { drawShapes, type DrawShape } from './families.ts';
import type { OddsPricing } from './odds-pricing.ts';
import type { TieredOracle, OracleHits } from './oracles-tiered.fixtures.ts';
import type { PlayMethod } from './play-method.ts';
import { add, ratio, type Rational } from './rational.ts';

/**
 * Test support: the checks every VN and SEA play goes through, against its oracle.
 * 1. betCount equals the oracle's bets; hitsOf equals the oracle's hits summed over them, on
 *    random boards biased towards the selection's numbers; wins is their total; a number's
 *    liability key is hit exactly when its bet hits.
 * 2. The declared expected hits equal an exact enumeration of the oracle: every value of every
 *    prize, weighted 10^−width (uniform digits; for SEA 4D each position is uniform too, and
 *    expectation is linear, so distinctness does not change it).
 */

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

/** Hits without the zero entries, for comparing. */
function nonZero(hits: Readonly<Record<string, number>>): OracleHits {
  return Object.fromEntries(Object.entries(hits).filter(([, n]) => n !== 0));
}

/** The oracle's hits of one bet on a board: the whole board's, or each prize's summed. */
function betHits(oracle: TieredOracle, bet: string, texts: readonly string[]): OracleHits {
  if (oracle.boardHits !== undefined) return oracle.boardHits(bet, texts);
  const hits: OracleHits = {};
  texts.forEach((text, i) => {
    for (const [key, n] of Object.entries(oracle.prizeHits?.(bet, i, text) ?? {})) {
      hits[key] = (hits[key] ?? 0) + n;
    }
  });
  return hits;
}

/** The oracle's hits of a selection: every bet's, summed by key. */
export function oracleHits(
  oracle: TieredOracle,
  bets: readonly string[],
  board: readonly number[],
) {
  const texts = board.map((n, i) => pad(n, oracle.widths[i] ?? 0));
  const total: OracleHits = {};
  for (const bet of bets) {
    for (const [key, n] of Object.entries(betHits(oracle, bet, texts))) {
      total[key] = (total[key] ?? 0) + n;
    }
  }
  return nonZero(total);
}

/** A random board; when `biased`, most prizes end in one of `picks` (as printed). */
export function randomBoard(
  spec: DrawShape,
  picks: readonly string[],
  random: () => number,
  biased: boolean,
): number[] {
  const widths = spec.widths ?? [];
  const used = new Set<number>();
  return widths.map((width) => {
    for (;;) {
      let text = pad(Math.floor(random() * 10 ** width), width);
      const numbers = picks[Math.floor(random() * picks.length)]?.split(',') ?? [];
      const pick = numbers[Math.floor(random() * numbers.length)];
      if (biased && pick !== undefined && pick.length <= width && random() < 0.6) {
        text = text.slice(0, width - pick.length) + pick;
      }
      const n = Number(text);
      if (!spec.distinct || !used.has(n)) {
        used.add(n);
        return n;
      }
    }
  });
}

/** Check 1: counts, hits, totals and liability keys agree with the oracle. */
export function checkTieredHits(method: PlayMethod, oracle: TieredOracle, numRuns = 40): void {
  const spec: DrawShape = drawShapes[method.shape];
  fc.assert(
    fc.property(oracle.arbitrary, fc.integer(), (selection, seed) => {
      const bets = oracle.bets(selection);
      expect(method.betCount(selection)).toBe(bets.length);
      const random = prng(seed);
      for (let i = 0; i < 30; i += 1) {
        const board = randomBoard(spec, bets, random, i % 3 !== 0);
        const expected = oracleHits(oracle, bets, board);
        expect(nonZero(method.hitsOf(selection, board)), JSON.stringify(board)).toEqual(expected);
        const total = Object.values(expected).reduce((a, b) => a + b, 0);
        expect(method.wins(selection, board)).toBe(total);
        // A number play's liability key is hit exactly when its single bet hits.
        const hitKeys = new Set(method.numbersHit(board));
        for (const pick of bets.length > 0 ? (selection.picks as number[]) : []) {
          const [key] = method.numbersOf({ picks: [pick] });
          if (key === undefined) continue;
          expect(hitKeys.has(key)).toBe((method.wins({ picks: [pick] }, board) as number) > 0);
        }
      }
    }),
    { numRuns },
  );
}

/** Check 2's enumeration: a bet's exact expected hits by key under uniform digits. */
export function exactExpectedHits(oracle: TieredOracle, bet: string): Record<string, Rational> {
  const byRole = new Map<string, OracleHits>();
  const total: Record<string, Rational> = {};
  oracle.widths.forEach((width, position) => {
    const role = `${oracle.role?.(position) ?? position}|${width}`;
    let sums = byRole.get(role);
    if (sums === undefined) {
      sums = {};
      for (let n = 0; n < 10 ** width; n += 1) {
        for (const [key, k] of Object.entries(
          oracle.prizeHits?.(bet, position, pad(n, width)) ?? {},
        )) {
          sums[key] = (sums[key] ?? 0) + k;
        }
      }
      byRole.set(role, sums);
    }
    for (const [key, k] of Object.entries(sums)) {
      total[key] = add(total[key] ?? ratio(0), ratio(k, 10 ** width));
    }
  });
  return total;
}

/** Check 2: every sample bet expects exactly the declared hits under the keys of its kind. */
export function checkExpectedHits(method: PlayMethod, oracle: TieredOracle): void {
  const pricing = method.pricing as OddsPricing;
  for (const bet of oracle.samples) {
    const exact = exactExpectedHits(oracle, bet);
    const keys = Object.keys(exact).sort();
    expect(pricing.betKinds.map((kind) => [...kind].sort())).toContainEqual(keys);
    for (const key of keys)
      expect(exact[key], `${method.code} ${bet} ${key}`).toEqual(pricing.expectedHits[key]);
  }
}

/** Both checks for every method of a family, one `it` each. */
export function describeTieredChecks(
  methods: readonly PlayMethod[],
  { it }: { it: (name: string, run: () => void) => void },
): void {
  for (const method of methods) {
    const oracle = tieredOracle(method.code);
    if (oracle === undefined) throw new Error(`no oracle for ${method.code}`);
    it(`${method.code}: bet count and hits agree with the oracle`, () =>
      checkTieredHits(method, oracle));
    if (oracle.samples.length > 0) {
      it(`${method.code}: expected hits equal the exact enumeration`, () =>
        checkExpectedHits(method, oracle));
    }
  }
}
