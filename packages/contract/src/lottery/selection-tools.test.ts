import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawShapes, type DrawShape, type DrawShapeName } from './families.ts';
import { allPlayMethods } from './play-methods.ts';
import { randomSelection } from './selection-tools.ts';
import { prng } from './play-checks.fixtures.ts';

describe('play layouts', () => {
  it('give every play of a draw shape its own place on the board (tab and name)', () => {
    const places = allPlayMethods.map((m) => `${m.shape}:${m.tab}:${m.name}`);
    expect(new Set(places).size).toBe(places.length);
    for (const method of allPlayMethods) expect(method.tab, method.code).toMatch(/^[A-Z0-9_]+$/u);
  });

  it('describe selections the play accepts: random picks always buy at least one bet', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allPlayMethods),
        fc.integer(),
        fc.nat(3),
        (method, seed, spread) => {
          const selection = randomSelection(method, prng(seed), spread);
          expect(method.selection.safeParse(selection).success, method.code).toBe(true);
          expect(method.betCount(selection), method.code).toBeGreaterThan(0);
          expect(method.compile(selection), method.code).toBeDefined();
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('list option values and position places inside the draw', () => {
    for (const method of allPlayMethods) {
      const { layout } = method;
      if (layout.kind === 'rows' || layout.kind === 'sideRows') {
        for (const position of layout.positions) {
          expect(position, method.code).toBeGreaterThanOrEqual(0);
        }
      }
      if (layout.kind === 'option') {
        for (const option of layout.options) {
          const selection = layout.param
            ? { [layout.param.field]: layout.param.min, [layout.field]: option }
            : { [layout.field]: option };
          expect(method.betCount(selection), `${method.code} ${option}`).toBe(1);
        }
      }
    }
  });
});

describe('play numbers (per-number liability)', () => {
  const results: Record<string, (random: () => number) => number[]> = {
    SSC: (random) => Array.from({ length: 5 }, () => Math.floor(random() * 10)),
    LF_3D: (random) => Array.from({ length: 3 }, () => Math.floor(random() * 10)),
    LF_P5: (random) => Array.from({ length: 5 }, () => Math.floor(random() * 10)),
    '11X5': (random) => shuffled(random, 1, 11).slice(0, 5),
    PK10: (random) => shuffled(random, 1, 10),
    LHC: (random) => shuffled(random, 1, 49).slice(0, 7),
    VN_MB: (random) => widths('VN_MB').map((w) => Math.floor(random() * 10 ** w)),
    VN_MN: (random) => widths('VN_MN').map((w) => Math.floor(random() * 10 ** w)),
    SEA_4D: (random) => shuffled(random, 0, 9999).slice(0, 23),
    SEA_THAI: (random) => widths('SEA_THAI').map((w) => Math.floor(random() * 10 ** w)),
  };

  it('count the winning bets: a result wins one single bet per number of the selection it hits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allPlayMethods), fc.integer(), (method, seed) => {
        const random = prng(seed);
        const selection = randomSelection(method, random, 2);
        const result = results[method.shape]!(random);
        const numbers = method.numbersOf(selection);
        const outcome = method.wins(selection, result);
        // A per-hit number may hit several times (lô) or in several categories (3D); that its
        // key is hit exactly when its bet hits is checked in tiered-checks.fixtures.ts.
        if (numbers.length === 0 || outcome === 'TIE' || method.pricing.kind === 'odds') return;
        const hit = new Set(method.numbersHit(result));
        expect(numbers.filter((n) => hit.has(n)).length, method.code).toBe(outcome);
      }),
      { numRuns: 5000 },
    );
  });

  it('exist for position, sum, span, any-position, LHC number plays, every fixed-odds play and every per-hit play but xiên', () => {
    for (const method of allPlayMethods) {
      const hasNumbers = method.numbersOf(randomSelection(method, prng(1))).length > 0;
      const expected =
        method.pricing.kind === 'fixed' ||
        (method.pricing.kind === 'odds' && !method.code.includes('_XIEN')) ||
        /_(POS|SUM|SPAN|ANY1|ANY2)$|^LHC_(SPECIAL|REGULAR_ANY)$/u.test(method.code);
      expect(hasNumbers, method.code).toBe(expected);
    }
  });
});

function shuffled(random: () => number, min: number, max: number): number[] {
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = values.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [values[i], values[j]] = [values[j]!, values[i]!];
  }
  return values;
}

function widths(shape: DrawShapeName): readonly number[] {
  const spec: DrawShape = drawShapes[shape];
  return spec.widths ?? [];
}
