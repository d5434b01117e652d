/**
 * Prize tiers of the tiered draws (reference "lottery-agents-rewards" 3.6 and 3.7): the
 * Vietnamese regional boards, SEA 4D and the Thai draw. Such a result is still a `number[]`,
 * in tier order (ĐB first, then G1, G2…), so tickets, periods, result versions and
 * fingerprints handle it like any other draw; a position's digit width says how many leading
 * zeros its number has (a G7 of North 05 is stored as 5, and its width 2 writes it back).
 */

/** One prize tier as the tables give it: its name, how many numbers, how many digits each. */
export interface TierSpec {
  readonly tier: string;
  readonly count: number;
  readonly digits: number;
}

/** A tier as it sits in a result: its name, its positions (0-based) and its digit width. */
export interface Tier {
  readonly tier: string;
  readonly positions: readonly number[];
  readonly digits: number;
}

const tier = (name: string, count: number, digits: number): TierSpec => ({
  tier: name,
  count,
  digits,
});

/** North (MB), 27 numbers. */
export const vnNorthTiers: readonly TierSpec[] = [
  tier('DB', 1, 5),
  tier('G1', 1, 5),
  tier('G2', 2, 5),
  tier('G3', 6, 5),
  tier('G4', 4, 4),
  tier('G5', 6, 4),
  tier('G6', 3, 3),
  tier('G7', 4, 2),
];

/** Central (MT) and South (MN), per province, 18 numbers: both use this board. */
export const vnSouthTiers: readonly TierSpec[] = [
  tier('DB', 1, 6),
  tier('G1', 1, 5),
  tier('G2', 1, 5),
  tier('G3', 2, 5),
  tier('G4', 7, 5),
  tier('G5', 1, 4),
  tier('G6', 3, 4),
  tier('G7', 1, 3),
  tier('G8', 1, 2),
];

/** SEA 4D (MY/SG), 23 distinct four-digit numbers. */
export const sea4dTiers: readonly TierSpec[] = [
  tier('FIRST', 1, 4),
  tier('SECOND', 1, 4),
  tier('THIRD', 1, 4),
  tier('STARTER', 10, 4),
  tier('CONSOLATION', 10, 4),
];

/** Thai: the six-digit first prize, two 3-digit front, two 3-digit last, one 2-digit bottom. */
export const thaiTiers: readonly TierSpec[] = [
  tier('FIRST', 1, 6),
  tier('FRONT3', 2, 3),
  tier('LAST3', 2, 3),
  tier('BOTTOM2', 1, 2),
];

/** The tiers with their positions, numbered in table order. */
export function placeTiers(specs: readonly TierSpec[]): Tier[] {
  let next = 0;
  return specs.map(({ tier: name, count, digits }) => {
    const positions = Array.from({ length: count }, (_, i) => next + i);
    next += count;
    return { tier: name, positions, digits };
  });
}

/** The digit width of every position, in result order. */
export function widthsOf(specs: readonly TierSpec[]): number[] {
  return specs.flatMap(({ count, digits }) => new Array<number>(count).fill(digits));
}

/** `value` written with `digits` digits, leading zeros kept (5 at width 2 is "05"). */
export function padNumber(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

/** The last `digits` digits of `value` as a number (27 for 12327 and 2). */
export function lastDigits(value: number, digits: number): number {
  return value % 10 ** digits;
}
