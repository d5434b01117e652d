import fc from 'fast-check';
import {
  kSubsets,
  numberRows,
  numberSet,
  optionOracle,
  product,
  range,
  sideHolds,
  total,
  type Oracle,
} from './oracle.fixtures.ts';

/** Oracles of the ball plays (11X5, PK10, LHC), from the reference's tables 3.2-3.4. */

const sides = ['BIG', 'SMALL', 'ODD', 'EVEN'];
const isIn = (values: readonly number[]) => (n: number) => values.includes(n);

/** Picks with optional bankers disjoint from them, fewer than k. */
function combination(min: number, max: number, k: number, bankers: boolean, maxPicks = 11) {
  const picks = numberSet(min, max, maxPicks);
  if (!bankers) return fc.record({ picks });
  return picks.chain((p) =>
    fc.record(
      {
        picks: fc.constant(p),
        bankers: numberSet(min, max, k - 1).map((b) => b.filter((n) => !p.includes(n))),
      },
      { requiredKeys: ['picks'] },
    ),
  );
}

/** k-number bets: every bet holds all bankers, the rest from the picks. */
function combinationBets(s: Record<string, unknown>, min: number, max: number, k: number) {
  const picks = s.picks as number[];
  const bankers = (s.bankers as number[] | undefined) ?? [];
  return kSubsets(range(min, max), k)
    .filter(
      (bet) =>
        bankers.every(isIn(bet)) && bet.every((n) => bankers.includes(n) || picks.includes(n)),
    )
    .map((bet) => bet.join(','));
}

/** Ordered bets of distinct numbers, one from each row. */
function orderedBets(s: Record<string, unknown>) {
  return product(s.positions as number[][])
    .filter((t) => new Set(t).size === t.length)
    .map((t) => t.join(','));
}

const positionOracle = (
  count: number,
  min: number,
  max: number,
  rows: fc.Arbitrary<number[][]>,
): Oracle => ({
  arbitrary: fc.record({ positions: rows }),
  bets: (s) => (s.positions as number[][]).flatMap((row, i) => row.map((n) => `${i}:${n}`)),
  betWins: (bet, r) => {
    const [i, n] = bet.split(':').map(Number);
    return r[i ?? -1] === n;
  },
  reads: (s) => (s.positions as number[][]).flatMap((row, i) => (row.length > 0 ? [i] : [])),
});

function elevenFive(code: string): Oracle | undefined {
  const any = /^11X5_ANY_(\d)$/u.exec(code);
  if (any !== null) {
    const n = Number(any[1]);
    return {
      arbitrary: combination(1, 11, n, n >= 2 && n <= 5),
      bets: (s) => combinationBets(s, 1, 11, n),
      // Our choice (as the play file says): any-1 matches any ball.
      betWins: (bet, r) => {
        const numbers = bet.split(',').map(Number);
        return n <= 5 ? numbers.every(isIn(r)) : r.every(isIn(numbers));
      },
    };
  }
  const front = /^11X5_FRONT(\d)_(DIRECT|GROUP)$/u.exec(code);
  if (front !== null) {
    const k = Number(front[1]);
    return front[2] === 'DIRECT'
      ? {
          arbitrary: fc.record({ positions: numberRows(k, 1, 11) }),
          bets: orderedBets,
          keyOf: (r) => r.slice(0, k).join(','),
        }
      : {
          arbitrary: fc.record({ picks: numberSet(1, 11) }),
          bets: (s) =>
            kSubsets(range(1, 11).filter(isIn(s.picks as number[])), k).map((b) => b.join(',')),
          keyOf: (r) =>
            r
              .slice(0, k)
              .sort((a, b) => a - b)
              .join(','),
        };
  }
  switch (code) {
    case '11X5_POS':
      return positionOracle(5, 1, 11, numberRows(5, 1, 11));
    case '11X5_BALL_SIDES':
      return {
        arbitrary: fc.record({
          ball: fc.integer({ min: 1, max: 5 }),
          side: fc.constantFrom(...sides),
        }),
        bets: (s) => [`${String(s.ball)}:${String(s.side)}`],
        betWins: (bet, r) => {
          const [at = '', side = ''] = bet.split(':');
          const value = r[Number(at) - 1] ?? 0;
          return value === 11 ? 'TIE' : sideHolds(side, value, 6);
        },
      };
    case '11X5_TOTAL_SIDES':
      return optionOracle('side', [...sides, 'TAIL_BIG', 'TAIL_SMALL'], (side, r) => {
        const sum = total(r);
        if (side === 'TAIL_BIG') return sum % 10 >= 5;
        if (side === 'TAIL_SMALL') return sum % 10 <= 4;
        if ((side === 'BIG' || side === 'SMALL') && sum === 30) return 'TIE';
        return side === 'BIG' ? sum > 30 : side === 'SMALL' ? sum < 30 : sideHolds(side, sum, 0);
      });
    case '11X5_DRAGON_TIGER':
      return optionOracle('side', ['DRAGON', 'TIGER'], (side, r) =>
        side === 'DRAGON' ? (r[0] ?? 0) > (r[4] ?? 0) : (r[0] ?? 0) < (r[4] ?? 0),
      );
  }
  return undefined;
}

/** Up to three places with picks, the rest empty (so an exact space stays 720 orders). */
const fewPlaces = fc
  .uniqueArray(fc.integer({ min: 0, max: 9 }), { maxLength: 3 })
  .chain((places) =>
    fc
      .tuple(...places.map(() => numberSet(1, 10)))
      .map((rows) =>
        range(0, 9).map((i) => (places.includes(i) ? (rows[places.indexOf(i)] ?? []) : [])),
      ),
  );

function pk10(code: string): Oracle | undefined {
  const top = /^PK10_TOP(\d)_DIRECT$/u.exec(code);
  if (top !== null) {
    const k = Number(top[1]);
    return {
      arbitrary: fc.record({ positions: numberRows(k, 1, 10) }),
      bets: orderedBets,
      keyOf: (r) => r.slice(0, k).join(','),
      reads: () => range(0, k - 1),
    };
  }
  const place = fc.integer({ min: 1, max: 10 });
  switch (code) {
    case 'PK10_POS':
      return positionOracle(10, 1, 10, fewPlaces);
    case 'PK10_SIDES': {
      const oracle = optionOracle('side', sides, () => false, { place });
      return {
        ...oracle,
        bets: (s) => [`${String(s.place)}:${String(s.side)}`],
        betWins: (bet, r) => {
          const [at = '', side = ''] = bet.split(':');
          return sideHolds(side, r[Number(at) - 1] ?? 0, 6);
        },
        reads: (s) => [Number(s.place) - 1],
      };
    }
    case 'PK10_DRAGON_TIGER':
      return {
        arbitrary: fc.record({
          place: fc.integer({ min: 1, max: 5 }),
          side: fc.constantFrom('DRAGON', 'TIGER'),
        }),
        bets: (s) => [`${String(s.place)}:${String(s.side)}`],
        betWins: (bet, r) => {
          const [at = '', side = ''] = bet.split(':');
          const [mine = 0, theirs = 0] = [r[Number(at) - 1], r[10 - Number(at)]];
          return side === 'DRAGON' ? mine > theirs : mine < theirs;
        },
        reads: (s) => [Number(s.place) - 1, 10 - Number(s.place)],
      };
    case 'PK10_TOP2_SUM':
      return optionOracle(
        'sum',
        range(3, 19),
        (sum, r) => (r[0] ?? 0) + (r[1] ?? 0) === Number(sum),
        {},
        () => [0, 1],
      );
    case 'PK10_TOP2_SUM_SIDES':
      return optionOracle(
        'side',
        sides,
        (side, r) => sideHolds(side, (r[0] ?? 0) + (r[1] ?? 0), 12),
        {},
        () => [0, 1],
      );
  }
  return undefined;
}

const red = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const blue = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];

function lhc(code: string): Oracle | undefined {
  const special = (r: readonly number[]) => r[6] ?? 0;
  const regulars = (r: readonly number[]) => r.slice(0, 6);
  switch (code) {
    case 'LHC_SPECIAL':
      return {
        arbitrary: fc.record({ picks: numberSet(1, 49, 10) }),
        bets: (s) => (s.picks as number[]).map(String),
        keyOf: (r) => String(special(r)),
        reads: () => [6],
      };
    case 'LHC_REGULAR_ANY':
      return {
        arbitrary: fc.record({ picks: numberSet(1, 49, 10) }),
        bets: (s) => (s.picks as number[]).map(String),
        betWins: (bet, r) => regulars(r).includes(Number(bet)),
        reads: () => range(0, 5),
      };
    case 'LHC_2OF2':
    case 'LHC_3OF3': {
      const k = code === 'LHC_2OF2' ? 2 : 3;
      return {
        arbitrary: combination(1, 49, k, true, 8),
        bets: (s) => combinationBets(s, 1, 49, k),
        betWins: (bet, r) =>
          bet
            .split(',')
            .map(Number)
            .every(isIn(regulars(r))),
        reads: () => range(0, 5),
      };
    }
    case 'LHC_SPECIAL_COLOUR':
      return optionOracle(
        'colour',
        ['RED', 'BLUE', 'GREEN'],
        (colour, r) => {
          const n = special(r);
          return colour === (red.includes(n) ? 'RED' : blue.includes(n) ? 'BLUE' : 'GREEN');
        },
        {},
        () => [6],
      );
    case 'LHC_SPECIAL_SIDES': {
      const options = [...sides, 'SUM_ODD', 'SUM_EVEN', 'TAIL_BIG', 'TAIL_SMALL'];
      return optionOracle(
        'side',
        options,
        (side, r) => {
          const n = special(r);
          if (n === 49) return 'TIE';
          const digitSum = Math.floor(n / 10) + (n % 10);
          if (side === 'SUM_ODD' || side === 'SUM_EVEN')
            return sideHolds(side.slice(4), digitSum, 0);
          if (side === 'TAIL_BIG') return n % 10 >= 5;
          if (side === 'TAIL_SMALL') return n % 10 < 5;
          return sideHolds(side, n, 25);
        },
        {},
        () => [6],
      );
    }
  }
  return undefined;
}

/** The oracle of a ball play code, or undefined. */
export function ballOracle(code: string): Oracle | undefined {
  return elevenFive(code) ?? pk10(code) ?? lhc(code);
}
