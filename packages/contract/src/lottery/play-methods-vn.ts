import * as z from 'zod/mini';
import { choose } from './combinatorics.ts';
import type { DrawResult } from './families.ts';
import { defineOddsPlay, numberPlay } from './odds-play.ts';
import type { PlayMethod } from './play-method.ts';
import { ratio } from './rational.ts';
import { combinationHits, pickSet } from './selection-schemas.ts';
import { lastDigits } from './tiers.ts';
import { allAmongProbability, endingCounts, prizeCount } from './vn-board.ts';

/**
 * VN regional plays (reference 3.6) on North (`VN_MB`) and Central/South (`VN_MN`), codes
 * `<shape>_<play>`. All are per-hit odds sold by the point. Expected hits assume the in-house
 * draw (uniform independent digits); the official boards feed MANUAL results the same way.
 * Odds are the operator's (`default-odds.ts` has the defaults the seeder uses).
 */

type VnShape = 'VN_MB' | 'VN_MN';

const special = (result: DrawResult) => result[0] ?? 0;
const hit = (yes: boolean) => ({ HIT: yes ? 1 : 0 });

/**
 * Lô d số: a d-digit number hits once per prize (with at least d digits) ending in it. One
 * point covers every such prize, so it costs their count (lô 2 số: 18 South, 27 North).
 */
function lo(shape: VnShape, digits: 2 | 3 | 4): PlayMethod {
  const prizes = prizeCount(shape, digits);
  return numberPlay({
    code: `${shape}_LO${digits}`,
    shape,
    tab: 'LO',
    name: `LO${digits}`,
    digits,
    cost: prizes,
    // Each such prize's last d digits are uniform, so each matches with chance 10^−d.
    expectedHits: { HIT: ratio(prizes, 10 ** digits) },
    maxHits: [{ HIT: prizes }],
    hitsOn: (result) => {
      const counts = endingCounts(shape, result, digits);
      return (n) => ({ HIT: counts.get(n) ?? 0 });
    },
    hitNumbers: (result) => [...endingCounts(shape, result, digits).keys()],
  });
}

/**
 * Xiên k: 2-10 numbers 00-99, each k-combination a single bet that hits once when all its k
 * numbers are among the lô endings (repeats do not count twice).
 */
function xien(shape: VnShape, k: 2 | 3 | 4): PlayMethod {
  const endings = prizeCount(shape, 2);
  return defineOddsPlay({
    code: `${shape}_XIEN${k}`,
    shape,
    tab: 'XIEN',
    name: `XIEN${k}`,
    layout: { kind: 'combination', min: 0, max: 99, k, bankers: false, maxPicks: 10, digits: 2 },
    // Fewer than k picks is an incomplete selection (no bet), as for the other combinations.
    schema: z.strictObject({ picks: pickSet(0, 99).check(z.maxLength(10)) }),
    count: ({ picks }) => choose(picks.length, k),
    expectedHits: { HIT: allAmongProbability(k, endings) },
    maxHits: [{ HIT: 1 }],
    hits:
      ({ picks }) =>
      (result) => ({
        HIT: combinationHits({ picks }, k, new Set(endingCounts(shape, result, 2).keys())),
      }),
  });
}

/** A play on the ĐB alone: `read` takes the number it compares from the special prize. */
function onSpecial(
  shape: VnShape,
  play: string,
  digits: number,
  read: (special: number) => number,
): PlayMethod {
  return numberPlay({
    code: `${shape}_${play}`,
    shape,
    tab: 'DE',
    name: play,
    digits,
    // ĐB has 5 (North) or 6 digits, so every digit read is uniform: one value in 10^d.
    expectedHits: { HIT: ratio(1, 10 ** digits) },
    maxHits: [{ HIT: 1 }],
    hitsOn: (result) => (n) => hit(read(special(result)) === n),
    hitNumbers: (result) => [read(special(result))],
  });
}

function vnPlays(shape: VnShape): PlayMethod[] {
  return [
    lo(shape, 2),
    lo(shape, 3),
    lo(shape, 4),
    xien(shape, 2),
    xien(shape, 3),
    xien(shape, 4),
    // Đề: the last two digits of ĐB.
    onSpecial(shape, 'DE', 2, (db) => lastDigits(db, 2)),
    // Đầu and đuôi: the first and the last digit of those two.
    onSpecial(shape, 'DAU', 1, (db) => Math.floor(lastDigits(db, 2) / 10)),
    onSpecial(shape, 'DUOI', 1, (db) => lastDigits(db, 1)),
    // 3 càng: the last three digits of ĐB.
    onSpecial(shape, 'CANG3', 3, (db) => lastDigits(db, 3)),
  ];
}

/** Every VN play method, North first. */
export const vnPlayMethods: readonly PlayMethod[] = [...vnPlays('VN_MB'), ...vnPlays('VN_MN')];
