import { describe, expect, it } from 'vitest';
import { add, mul, ratio, type Rational } from './rational.ts';
import { allAmongProbability, endingCounts, prizeCount } from './vn-board.ts';
import { southA } from './tiered-boards.fixtures.ts';

/** Every sequence of n draws from 0..m−1 that contains all of 0..k−1, counted by walking them. */
function enumerate(k: number, n: number, m: number): Rational {
  let hits = 0;
  const walk = (left: number, seen: number) => {
    if (left === 0) {
      if (seen === 2 ** k - 1) hits += 1;
      return;
    }
    for (let v = 0; v < m; v += 1) walk(left - 1, v < k ? seen | (1 << v) : seen);
  };
  walk(n, 0);
  return ratio(hits, m ** n);
}

/**
 * The same chance by a different road: a Markov chain on how many of the k numbers have been
 * seen, one draw at a time (an unseen one turns up with chance (k − s)/m).
 */
function chain(k: number, n: number, m: number): Rational {
  let states: Rational[] = [ratio(1), ...Array.from({ length: k }, () => ratio(0))];
  for (let draw = 0; draw < n; draw += 1) {
    const next = states.map(() => ratio(0));
    states.forEach((p, s) => {
      next[s] = add(next[s] ?? ratio(0), mul(p, ratio(m - (k - s), m)));
      if (s < k) next[s + 1] = add(next[s + 1] ?? ratio(0), mul(p, ratio(k - s, m)));
    });
    states = next;
  }
  return states[k] ?? ratio(0);
}

describe('xiên: all k numbers among n lô endings', () => {
  it('matches a full enumeration on small boards', () => {
    for (const [k, n, m] of [
      [2, 2, 100],
      [2, 3, 100],
      [3, 3, 100],
      [2, 4, 10],
      [3, 5, 10],
      [4, 6, 8],
      [4, 3, 10],
    ] as const) {
      expect(allAmongProbability(k, n, m), `${k} of ${n} from ${m}`).toEqual(enumerate(k, n, m));
    }
  });

  it('matches the Markov chain on the real boards (18 and 27 endings)', () => {
    for (const n of [18, 27]) {
      for (const k of [2, 3, 4]) expect(allAmongProbability(k, n)).toEqual(chain(k, n, 100));
    }
  });
});

describe('reading a board', () => {
  it('counts the prizes with enough digits and their endings', () => {
    expect([2, 3, 4, 5, 6].map((d) => prizeCount('VN_MN', d))).toEqual([18, 17, 16, 12, 1]);
    expect([2, 3, 4, 5].map((d) => prizeCount('VN_MB', d))).toEqual([27, 23, 20, 10]);
    expect(prizeCount('SSC', 1)).toBe(0);
    const lo2 = endingCounts('VN_MN', southA, 2);
    expect([lo2.get(27), lo2.get(19), lo2.get(42), lo2.get(5), lo2.get(1)]).toEqual([
      3,
      2,
      2,
      1,
      undefined,
    ]);
    expect([...lo2.values()].reduce((a, b) => a + b, 0)).toBe(18);
  });
});
