import type { PlayMethod } from '@portal/contract/lottery/play-method';
import { padNumber } from '@portal/contract/lottery/tiers';

/**
 * Numbers of the regional plays (VN and SEA): every one is written with a fixed count of
 * digits ("07", "027", "0427") and the selection is `{ picks: number[] }`. This module reads the
 * play's layout and turns typed text and quick picks into picks; counting and pricing stay the
 * contract's (`method.betCount`).
 */

/** How a regional play takes its numbers. */
export interface PickRules {
  /** The selection field the picks go in. */
  field: string;
  /** Digit width: picks run 0 .. 10^digits − 1. */
  digits: number;
  max: number;
  /** The most numbers one selection may hold (xiên: 10). */
  maxPicks: number;
  /** Numbers that make one bet together (xiên k), 1 for plays where each number is a bet. */
  k: number;
}

/** The pick rules of a regional play, or null for a play of another kind. */
export function pickRules(method: PlayMethod): PickRules | null {
  const { layout } = method;
  if (layout.kind === 'sets' && layout.sets.length === 1) {
    const set = layout.sets[0];
    if (set?.digits === undefined) return null;
    const size = set.max - set.min + 1;
    return { field: set.field, digits: set.digits, max: set.max, maxPicks: size, k: 1 };
  }
  if (layout.kind === 'combination' && layout.digits !== undefined && !layout.bankers) {
    const size = layout.max - layout.min + 1;
    return {
      field: 'picks',
      digits: layout.digits,
      max: layout.max,
      maxPicks: layout.maxPicks ?? size,
      k: layout.k,
    };
  }
  return null;
}

/** The selection of a set of picks, in increasing order. */
export function selectionOf(rules: PickRules, picks: readonly number[]): Record<string, number[]> {
  return { [rules.field]: [...picks].sort((a, b) => a - b) };
}

/** Typed text read as numbers: the accepted values and the tokens refused. */
export interface ParsedNumbers {
  values: number[];
  rejected: string[];
}

/**
 * Reads typed numbers separated by commas, semicolons or spaces. A token of 1..`digits` digits
 * is a number ("7" is 07 for two digits); anything longer or not a number is refused and named
 * back, rather than cut or guessed.
 */
export function parseNumbers(text: string, digits: number): ParsedNumbers {
  const values: number[] = [];
  const rejected: string[] = [];
  for (const token of text.split(/[\s,;]+/u)) {
    if (token === '') continue;
    if (/^[0-9]+$/u.test(token) && token.length <= digits) values.push(Number(token));
    else rejected.push(token);
  }
  return { values, rejected };
}

/** Picks after adding some, with what was left out and why. */
export interface AddedPicks {
  picks: number[];
  /** Already in the selection as the same bet (Thai 3 tod: 321 when 123 is in). */
  sameBet: number[];
  /** Over the play's most numbers. */
  overMax: number[];
}

/**
 * Adds numbers to the picks. Two numbers the play counts as one bet (its liability key, as
 * 123 and 321 for 3 tod) keep the first; past `maxPicks` the rest stay out.
 */
export function addPicks(
  method: PlayMethod,
  rules: PickRules,
  picks: readonly number[],
  added: readonly number[],
): AddedPicks {
  const keyOf = (n: number) =>
    method.numbersOf(selectionOf(rules, [n]))[0] ?? padNumber(n, rules.digits);
  const next = [...picks];
  const keys = new Set(next.map(keyOf));
  const sameBet: number[] = [];
  const overMax: number[] = [];
  for (const n of added) {
    if (next.includes(n)) continue;
    const key = keyOf(n);
    if (keys.has(key)) sameBet.push(n);
    else if (next.length >= rules.maxPicks) overMax.push(n);
    else {
      next.push(n);
      keys.add(key);
    }
  }
  return { picks: next.sort((a, b) => a - b), sameBet, overMax };
}

/** The ten two-digit numbers with tens digit `head` (đầu 2: 20..29). */
export function headNumbers(head: number): number[] {
  return Array.from({ length: 10 }, (_, i) => head * 10 + i);
}

/** The ten two-digit numbers ending in `tail` (đuôi 7: 07, 17 … 97). */
export function tailNumbers(tail: number): number[] {
  return Array.from({ length: 10 }, (_, i) => i * 10 + tail);
}
