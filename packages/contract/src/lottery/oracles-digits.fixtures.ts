import fc from 'fast-check';
import {
  numberRows,
  numberSet,
  optionOracle,
  product,
  range,
  sideHolds,
  total,
  type Oracle,
} from './oracle.fixtures.ts';

/**
 * Oracles of the digit plays (SSC and LF), from the reference's table 3.1. Windows are spelt
 * out again here rather than imported, so a wrong window in the play files shows.
 */

const fiveDigitWindows: Record<string, [number, number]> = {
  '5STAR': [0, 5],
  '4STAR_FRONT': [0, 4],
  '4STAR_BACK': [1, 4],
  '3STAR_FRONT': [0, 3],
  '3STAR_MID': [1, 3],
  '3STAR_BACK': [2, 3],
  '2STAR_FRONT': [0, 2],
  '2STAR_BACK': [3, 2],
};
const windowsOf: Record<string, Record<string, [number, number]>> = {
  SSC: fiveDigitWindows,
  LF_P5: fiveDigitWindows,
  LF_3D: { '3STAR': [0, 3], '2STAR_FRONT': [0, 2], '2STAR_BACK': [1, 2] },
};
const digitCount: Record<string, number> = { SSC: 5, LF_P5: 5, LF_3D: 3 };

/** Group plays: the repeat signature of the multiset and the row each repeat comes from. */
const groups: Record<string, { signature: number[]; rows: Record<number, string> }> = {
  GROUP120: { signature: [1, 1, 1, 1, 1], rows: { 1: 'digits' } },
  GROUP60: { signature: [2, 1, 1, 1], rows: { 2: 'pairs', 1: 'singles' } },
  GROUP30: { signature: [2, 2, 1], rows: { 2: 'pairs', 1: 'singles' } },
  GROUP20: { signature: [3, 1, 1], rows: { 3: 'triples', 1: 'singles' } },
  GROUP10: { signature: [3, 2], rows: { 3: 'triples', 2: 'pairs' } },
  GROUP5: { signature: [4, 1], rows: { 4: 'quads', 1: 'singles' } },
  GROUP24: { signature: [1, 1, 1, 1], rows: { 1: 'digits' } },
  GROUP12: { signature: [2, 1, 1], rows: { 2: 'pairs', 1: 'singles' } },
  GROUP6_4: { signature: [2, 2], rows: { 2: 'pairs' } },
  GROUP4: { signature: [3, 1], rows: { 3: 'triples', 1: 'singles' } },
  GROUP3: { signature: [2, 1], rows: { 2: 'digits', 1: 'digits' } },
  GROUP6_3: { signature: [1, 1, 1], rows: { 1: 'digits' } },
  GROUP_2: { signature: [1, 1], rows: { 1: 'digits' } },
};

/** Every multiset of `size` digits, as a non-decreasing tuple. */
function multisetsFrom(size: number, from: number): number[][] {
  if (size === 0) return [[]];
  return range(from, 9).flatMap((d) => multisetsFrom(size - 1, d).map((rest) => [d, ...rest]));
}
const multisetCache = new Map<number, number[][]>();
const multisets = (size: number) => {
  const known = multisetCache.get(size) ?? multisetsFrom(size, 0);
  multisetCache.set(size, known);
  return known;
};

const repeatsOf = (digits: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const d of digits) counts.set(d, (counts.get(d) ?? 0) + 1);
  return counts;
};

function groupOracle(name: string, start: number, size: number): Oracle {
  const rule = groups[name === 'GROUP6' ? `GROUP6_${size}` : name === 'GROUP' ? 'GROUP_2' : name];
  if (rule === undefined) throw new Error(`no group rule ${name}`);
  const rowNames = [...new Set(Object.values(rule.rows))];
  return {
    reads: () => range(start, start + size - 1),
    arbitrary: fc.record(Object.fromEntries(rowNames.map((row) => [row, numberSet(0, 9)]))),
    bets: (s) =>
      multisets(size)
        .filter((m) => {
          const counts = repeatsOf(m);
          const signature = [...counts.values()].sort((a, b) => b - a);
          return (
            signature.join() === rule.signature.join() &&
            [...counts].every(([d, times]) => (s[rule.rows[times] ?? ''] as number[]).includes(d))
          );
        })
        .map((m) => m.join('')),
    keyOf: (r) =>
      r
        .slice(start, start + size)
        .sort((a, b) => a - b)
        .join(''),
  };
}

function windowOracle(play: string, start: number, size: number): Oracle {
  const reads = () => range(start, start + size - 1);
  return { ...windowRule(play, start, size), reads };
}

function windowRule(play: string, start: number, size: number): Oracle {
  const windowOf = (r: readonly number[]) => r.slice(start, start + size);
  const tuples = (keep: (t: number[]) => boolean) =>
    product(Array.from({ length: size }, () => range(0, 9)))
      .filter(keep)
      .map((t) => t.join(''));
  const keyOf = (r: readonly number[]) => windowOf(r).join('');
  switch (play) {
    case 'DIRECT':
      return {
        arbitrary: fc.record({ positions: numberRows(size, 0, 9, size === 5 ? 5 : 10) }),
        bets: (s) => product(s.positions as number[][]).map((t) => t.join('')),
        keyOf,
      };
    case 'SUM':
      return {
        arbitrary: fc.record({ sums: numberSet(0, 9 * size, 6) }),
        bets: (s) => tuples((t) => (s.sums as number[]).includes(total(t))),
        keyOf,
      };
    case 'SPAN':
      return {
        arbitrary: fc.record({ spans: numberSet(0, 9, 4) }),
        bets: (s) => tuples((t) => (s.spans as number[]).includes(Math.max(...t) - Math.min(...t))),
        keyOf,
      };
    case 'ANY1':
    case 'ANY2': {
      const k = play === 'ANY1' ? 1 : 2;
      return {
        arbitrary: fc.record({ digits: numberSet(0, 9) }),
        bets: (s) =>
          product(Array.from({ length: k }, () => s.digits as number[]))
            .filter((t) => t.every((d, i) => i === 0 || (t[i - 1] ?? 10) < d))
            .map((t) => t.join('')),
        betWins: (bet, r) => [...bet].every((d) => windowOf(r).includes(Number(d))),
      };
    }
    case 'SIDES':
      return {
        arbitrary: fc.record({
          positions: fc.array(
            fc.uniqueArray(fc.constantFrom('BIG', 'SMALL', 'ODD', 'EVEN'), { maxLength: 4 }),
            { minLength: size, maxLength: size },
          ),
        }),
        bets: (s) => product(s.positions as string[][]).map((t) => t.join(',')),
        betWins: (bet, r) =>
          bet.split(',').every((side, i) => sideHolds(side, r[start + i] ?? -1, 5)),
      };
    default:
      return groupOracle(play, start, size);
  }
}

/** The oracle of a digit play code, or undefined when the code is not a digit play. */
export function digitOracle(code: string): Oracle | undefined {
  const match = /^(SSC|LF_3D|LF_P5)_(.+)$/u.exec(code);
  if (match === null) return undefined;
  const [, prefix = '', rest = ''] = match;
  const count = digitCount[prefix] ?? 0;
  if (rest === 'POS') {
    return {
      arbitrary: fc.record({ positions: numberRows(count, 0, 9) }),
      bets: (s) => (s.positions as number[][]).flatMap((row, i) => row.map((d) => `${i}:${d}`)),
      betWins: (bet, r) => {
        const [i, d] = bet.split(':').map(Number);
        return r[i ?? -1] === d;
      },
      reads: (s) => (s.positions as number[][]).flatMap((row, i) => (row.length > 0 ? [i] : [])),
    };
  }
  if (rest === 'TOTAL_SIDES') {
    return optionOracle('side', ['BIG', 'SMALL', 'ODD', 'EVEN'], (side, r) =>
      sideHolds(side, total(r), 23),
    );
  }
  if (rest === 'DRAGON_TIGER') {
    return optionOracle(
      'side',
      ['DRAGON', 'TIGER', 'TIE'],
      (side, r) => {
        const [first = 0, last = 0] = [r[0], r[4]];
        return side === (first > last ? 'DRAGON' : first < last ? 'TIGER' : 'TIE');
      },
      {},
      () => [0, 4],
    );
  }
  for (const [label, [start, size]] of Object.entries(windowsOf[prefix] ?? {})) {
    if (rest.startsWith(`${label}_`))
      return windowOracle(rest.slice(label.length + 1), start, size);
  }
  return undefined;
}
