import fc from 'fast-check';
import { kSubsets } from './oracle.fixtures.ts';

/**
 * Test support: brute-force oracles of the VN and SEA plays, written from the reference's words
 * (3.6, 3.7) on the board as it is printed, every prize a zero-padded string, and sharing no
 * code with the play files. A bet is a printed number (or xiên numbers joined by commas).
 */

/** Hits by key. */
export type OracleHits = Record<string, number>;

/** The rule of a per-hit play in its plainest form. */
export interface TieredOracle {
  /** Digit width of each position of the board. */
  readonly widths: readonly number[];
  /** Random selections, complete or not. */
  readonly arbitrary: fc.Arbitrary<Record<string, unknown>>;
  /** Every single bet a selection buys; none when the selection is refused. */
  bets(selection: Record<string, unknown>): string[];
  /** What one prize (its position and printed text) gives a bet; absent for xiên. */
  prizeHits?(bet: string, position: number, text: string): OracleHits;
  /** Positions with one role read alike, so an exact enumeration runs once per role. */
  role?(position: number): string;
  /** What a whole board gives a bet, when the rule is not prize by prize (xiên). */
  boardHits?(bet: string, board: readonly string[]): OracleHits;
  /** Single bets whose expected hits the tests enumerate exactly. */
  readonly samples: readonly string[];
}

const widthsOf = (tiers: [number, number][]) => tiers.flatMap(([n, w]) => Array(n).fill(w));
const north = widthsOf([
  [1, 5],
  [1, 5],
  [2, 5],
  [6, 5],
  [4, 4],
  [6, 4],
  [3, 3],
  [4, 2],
]);
const south = widthsOf([
  [1, 6],
  [1, 5],
  [1, 5],
  [2, 5],
  [7, 5],
  [1, 4],
  [3, 4],
  [1, 3],
  [1, 2],
]);
const fourD = widthsOf([[23, 4]]);
const thai = [6, 3, 3, 3, 3, 2];

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');
const one = (yes: boolean, key = 'HIT'): OracleHits => (yes ? { [key]: 1 } : {});
const sortedMemo = new Map<string, string>();
/** The characters of `text` sorted (memoised: the exact enumeration asks a million times). */
const sorted = (text: string) => {
  let out = sortedMemo.get(text);
  if (out === undefined) sortedMemo.set(text, (out = [...text].sort().join('')));
  return out;
};

/** A number play: picks of `digits` digits, each one bet. */
function numbers(
  widths: readonly number[],
  digits: number,
  prizeHits: (bet: string, position: number, text: string) => OracleHits,
  samples: string[],
  role?: (position: number) => string,
): TieredOracle {
  return {
    widths,
    arbitrary: fc.record({
      picks: fc.uniqueArray(fc.integer({ min: 0, max: 10 ** digits - 1 }), { maxLength: 8 }),
    }),
    bets: (s) => (s.picks as number[]).map((n) => pad(n, digits)),
    prizeHits,
    ...(role === undefined ? {} : { role }),
    samples,
  };
}

const everyPrize = () => 'ANY';
const special = (position: number) => (position === 0 ? 'DB' : 'OTHER');

function vn(widths: readonly number[]): Record<string, TieredOracle> {
  const lo = (d: number) =>
    numbers(
      widths,
      d,
      (bet, _, text) => one(text.length >= d && text.endsWith(bet)),
      [pad(27, d)],
      everyPrize,
    );
  const onDb = (d: number, read: (text: string) => string, samples: string[]) =>
    numbers(
      widths,
      d,
      (bet, position, text) => one(position === 0 && read(text) === bet),
      samples,
      special,
    );
  const xien = (k: number): TieredOracle => ({
    widths,
    arbitrary: fc.record({
      picks: fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { maxLength: 12 }),
    }),
    bets: (s) => {
      const picks = (s.picks as number[]).slice().sort((a, b) => a - b);
      return picks.length > 10
        ? []
        : kSubsets(picks, k).map((bet) => bet.map((n) => pad(n, 2)).join());
    },
    boardHits: (bet, board) =>
      one(bet.split(',').every((n) => board.some((text) => text.endsWith(n)))),
    samples: [],
  });
  return {
    LO2: lo(2),
    LO3: lo(3),
    LO4: lo(4),
    XIEN2: xien(2),
    XIEN3: xien(3),
    XIEN4: xien(4),
    DE: onDb(2, (text) => text.slice(-2), ['27', '00']),
    DAU: onDb(1, (text) => text.slice(-2, -1), ['2']),
    DUOI: onDb(1, (text) => text.slice(-1), ['7']),
    CANG3: onDb(3, (text) => text.slice(-3), ['127']),
  };
}

/** 4D categories by position: 1st, 2nd, 3rd, then ten starters and ten consolations. */
const category = (position: number) =>
  ['FIRST', 'SECOND', 'THIRD'][position] ?? (position < 13 ? 'STARTER' : 'CONSOLATION');
const todKind = (bet: string) => ['', 'TOD1', 'TOD3', 'TOD6'][new Set(bet).size] ?? '';

const thaiTod: TieredOracle = {
  ...numbers(
    thai,
    3,
    (bet, position, text) =>
      one(position === 0 && sorted(text.slice(-3)) === sorted(bet), todKind(bet)),
    ['123', '112', '777'],
  ),
  // 123 and 321 are one bet; a selection holding both is refused.
  bets: (s) => {
    const bets = (s.picks as number[]).map((n) => pad(n, 3));
    return new Set(bets.map(sorted)).size === bets.length ? bets : [];
  },
};

/** The oracle of a play code. */
const oracles: Record<string, TieredOracle> = {
  ...Object.fromEntries(Object.entries(vn(north)).map(([play, o]) => [`VN_MB_${play}`, o])),
  ...Object.fromEntries(Object.entries(vn(south)).map(([play, o]) => [`VN_MN_${play}`, o])),
  SEA_4D_BIG: numbers(
    fourD,
    4,
    (bet, p, text) => one(text === bet, category(p)),
    ['1234'],
    category,
  ),
  SEA_4D_SMALL: numbers(
    fourD,
    4,
    (bet, p, text) => one(p < 3 && text === bet, category(p)),
    ['0007'],
    category,
  ),
  SEA_3D: numbers(
    fourD,
    3,
    (bet, p, text) => one(p < 3 && text.endsWith(bet), category(p)),
    ['234'],
    category,
  ),
  SEA_2D: numbers(fourD, 2, (bet, p, text) => one(p === 0 && text.endsWith(bet)), ['34'], category),
  THAI_3TOP: numbers(thai, 3, (bet, p, text) => one(p === 0 && text.endsWith(bet)), ['556']),
  THAI_3TOD: thaiTod,
  THAI_2TOP: numbers(thai, 2, (bet, p, text) => one(p === 0 && text.endsWith(bet)), ['56']),
  THAI_2BOTTOM: numbers(thai, 2, (bet, p, text) => one(p === 5 && text === bet), ['07']),
  THAI_RUN_TOP: numbers(thai, 1, (bet, p, text) => one(p === 0 && text.slice(-3).includes(bet)), [
    '5',
  ]),
};

/** The oracle of a VN or SEA play code, if it is one. */
export function tieredOracle(code: string): TieredOracle | undefined {
  return oracles[code];
}
