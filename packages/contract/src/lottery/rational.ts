/**
 * Exact fractions over bigint. Probabilities, prizes and returns to player are computed with
 * them so a test can show an RTP equal to G/2000 to the last digit, which floats cannot.
 */

/** A reduced fraction with a positive denominator. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function toBig(value: bigint | number): bigint {
  if (typeof value === 'bigint') return value;
  // A float here would silently turn an exact computation into an approximate one.
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
  return BigInt(value);
}

/** The fraction num/den, reduced. A zero denominator throws. */
export function ratio(num: bigint | number, den: bigint | number = 1n): Rational {
  const n = toBig(num);
  const d = toBig(den);
  if (d === 0n) throw new RangeError('zero denominator');
  const g = gcd(n, d) || 1n;
  const sign = d < 0n ? -1n : 1n;
  return { num: (sign * n) / g, den: (sign * d) / g };
}

/** a + b. */
export function add(a: Rational, b: Rational): Rational {
  return ratio(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** a × b. */
export function mul(a: Rational, b: Rational): Rational {
  return ratio(a.num * b.num, a.den * b.den);
}

/** a ÷ b; dividing by zero throws. */
export function div(a: Rational, b: Rational): Rational {
  return ratio(a.num * b.den, a.den * b.num);
}

/** True when both fractions are the same number. */
export function equals(a: Rational, b: Rational): boolean {
  return a.num * b.den === b.num * a.den;
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The largest integer not above the fraction (money rounds down, never to nearest). */
export function floor(value: Rational): bigint {
  const q = value.num / value.den;
  // bigint division truncates toward zero; step down once for negative non-integers.
  return value.num < 0n && q * value.den !== value.num ? q - 1n : q;
}

/**
 * A decimal string (`"1.98"`, `"40"`) as an exact fraction. Configured odds arrive this way, so
 * 1.98 stays 198/100 rather than the nearest double.
 */
export function parseDecimal(text: string): Rational {
  const match = /^(-?)(\d{1,18})(?:\.(\d{1,18}))?$/u.exec(text.trim());
  if (match === null) throw new RangeError(`not a decimal number: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const num = BigInt(`${whole}${fraction}`);
  return ratio(sign === '-' ? -num : num, 10n ** BigInt(fraction.length));
}
