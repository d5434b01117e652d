import type { DrawResult } from './families.ts';
import { numberPlay } from './odds-play.ts';
import type { PlayMethod } from './play-method.ts';
import { ratio } from './rational.ts';
import { lastDigits, padNumber } from './tiers.ts';

/**
 * Thai (reference 3.7), shape SEA_THAI: `[first (6 digits), front3 ×2, last3 ×2, bottom2]`.
 * The bets read the first prize's last digits ("top") or the 2-digit bottom prize; all are
 * per-hit odds, each picked number one single bet. The in-house draw makes every digit uniform
 * and independent, which the expected hits below assume.
 */

const top3 = (result: DrawResult) => lastDigits(result[0] ?? 0, 3);
const hit = (yes: boolean) => ({ HIT: yes ? 1 : 0 });

/** The digits of a 3-digit number, sorted: the same for all its permutations ("012" for 210). */
export function sortedDigits(n: number): string {
  return [...padNumber(n, 3)].sort().join('');
}

/**
 * The 3 tod key of a number: TOD6, TOD3 or TOD1 as it has 6, 3 or 1 distinct permutations
 * (three different digits, a repeated one, or one digit thrice).
 */
export function todKind(n: number): 'TOD6' | 'TOD3' | 'TOD1' {
  const distinct = new Set(padNumber(n, 3)).size;
  return distinct === 3 ? 'TOD6' : distinct === 2 ? 'TOD3' : 'TOD1';
}

/** 3 top: the last three digits of the first prize, exactly. */
const threeTop = numberPlay({
  code: 'THAI_3TOP',
  shape: 'SEA_THAI',
  tab: '3DIGIT',
  name: 'TOP',
  digits: 3,
  expectedHits: { HIT: ratio(1, 1000) },
  maxHits: [{ HIT: 1 }],
  hitsOn: (result) => (n) => hit(top3(result) === n),
  hitNumbers: (result) => [top3(result)],
});

/**
 * 3 tod: the same three digits in any order. A number hits with chance (its permutations)/1000,
 * 6, 3 or 1 in 1000, so each kind is its own key with its own odds; one single bet is one
 * arrangement of digits, so 123 and 321 in one selection are refused as the same bet.
 */
const threeTod = numberPlay({
  code: 'THAI_3TOD',
  shape: 'SEA_THAI',
  tab: '3DIGIT',
  name: 'TOD',
  digits: 3,
  expectedHits: { TOD6: ratio(6, 1000), TOD3: ratio(3, 1000), TOD1: ratio(1, 1000) },
  betKinds: [['TOD6'], ['TOD3'], ['TOD1']],
  maxHits: [{ TOD6: 1 }, { TOD3: 1 }, { TOD1: 1 }],
  hitsOn: (result) => {
    const drawn = sortedDigits(top3(result));
    return (n) => (sortedDigits(n) === drawn ? { [todKind(n)]: 1 } : {});
  },
  hitNumbers: (result) => [top3(result)],
  keyOf: sortedDigits,
});

/** 2 top: the last two digits of the first prize. */
const twoTop = numberPlay({
  code: 'THAI_2TOP',
  shape: 'SEA_THAI',
  tab: '2DIGIT',
  name: 'TOP',
  digits: 2,
  expectedHits: { HIT: ratio(1, 100) },
  maxHits: [{ HIT: 1 }],
  hitsOn: (result) => (n) => hit(lastDigits(result[0] ?? 0, 2) === n),
  hitNumbers: (result) => [lastDigits(result[0] ?? 0, 2)],
});

/** 2 bottom: the 2-digit bottom prize. */
const twoBottom = numberPlay({
  code: 'THAI_2BOTTOM',
  shape: 'SEA_THAI',
  tab: '2DIGIT',
  name: 'BOTTOM',
  digits: 2,
  expectedHits: { HIT: ratio(1, 100) },
  maxHits: [{ HIT: 1 }],
  hitsOn: (result) => (n) => hit((result[5] ?? 0) === n),
  hitNumbers: (result) => [result[5] ?? 0],
});

/** The distinct digits of the first prize's last three. */
const runDigits = (result: DrawResult) => [...new Set(padNumber(top3(result), 3))].map(Number);

/**
 * Running digit on top: a digit that appears among the last three of the first prize, counted
 * once however often it appears; chance 1 − (9/10)^3 = 271/1000.
 */
const runTop = numberPlay({
  code: 'THAI_RUN_TOP',
  shape: 'SEA_THAI',
  tab: 'RUN',
  name: 'TOP',
  digits: 1,
  expectedHits: { HIT: ratio(271, 1000) },
  maxHits: [{ HIT: 1 }],
  hitsOn: (result) => {
    const digits = runDigits(result);
    return (n) => hit(digits.includes(n));
  },
  hitNumbers: runDigits,
});

/** Every Thai play method. */
export const thaiPlayMethods: readonly PlayMethod[] = [
  threeTop,
  threeTod,
  twoTop,
  twoBottom,
  runTop,
];
