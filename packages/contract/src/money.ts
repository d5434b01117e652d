import * as z from 'zod/mini';

/**
 * Money on the wire: a decimal string at the currency's scale (`"1234.50"`), never a float.
 * Inside the server amounts are bigint minor units; these helpers convert at the edge.
 */
export const moneyString = z
  .string()
  .check(z.regex(/^-?\d{1,18}(?:\.\d{1,8})?$/u, 'field_invalid'));

/** Formats minor units as a decimal string at the given scale. */
export function formatMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : `.${digits.slice(-scale)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Parses a decimal string into minor units at the given scale. More decimals than the scale is
 * an error, not a silent rounding: money input must be exact.
 */
export function parseMinor(text: string, scale: number): bigint {
  const match = /^(-?)(\d{1,18})(?:\.(\d{1,8}))?$/u.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) throw new RangeError(`more than ${scale} decimals: ${text}`);
  const minor = BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
  return sign === '-' ? -minor : minor;
}

/**
 * A currency with its scale bound once (dinero.js style: integer minor units, the currency
 * beside them). Every conversion of a brand's amounts between the wire's decimal strings and
 * minor units goes through its currency, so no call site passes a scale by hand.
 */
export interface Currency {
  /** ISO 4217 code. */
  readonly code: string;
  /** Decimals of the minor unit (2 for BRL and EUR). */
  readonly scale: number;
  /** Minor units as the wire's decimal string. */
  format(minor: bigint): string;
  /** A decimal string as minor units; more decimals than the scale throws (never rounds). */
  parse(text: string): bigint;
}

/** The currency `code` with `scale` decimals. */
export function currency(code: string, scale: number): Currency {
  if (!Number.isInteger(scale) || scale < 0 || scale > 8) {
    throw new RangeError(`a currency scale is 0 to 8 decimals: ${scale}`);
  }
  return {
    code,
    scale,
    format: (minor) => formatMinor(minor, scale),
    parse: (text) => parseMinor(text, scale),
  };
}

/** A language's integer grouping and decimal mark. */
interface AmountFormat {
  group: Intl.NumberFormat;
  decimalMark: string;
}

// Building an `Intl.NumberFormat` costs far more than formatting with one, and a list of
// amounts (the home page's winner board) formats many at once: one per locale, made once.
const amountFormats = new Map<string, AmountFormat>();

function amountFormat(locale: string): AmountFormat {
  let known = amountFormats.get(locale);
  if (known === undefined) {
    const group = new Intl.NumberFormat(locale);
    const decimalMark =
      group.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    known = { group, decimalMark };
    amountFormats.set(locale, known);
  }
  return known;
}

/**
 * Shows a wire amount (`"1234.50"`) with a language's grouping and decimal mark, digit for
 * digit (the integer part grouped as a BigInt, never through a float): `1.234,50` in pt-BR.
 */
export function groupAmount(value: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/u.exec(value.trim());
  if (match === null) return value;
  const [, sign = '', whole = '0', fraction] = match;
  const { group, decimalMark } = amountFormat(locale);
  const grouped = group.format(BigInt(whole));
  return `${sign}${grouped}${fraction === undefined ? '' : `${decimalMark}${fraction}`}`;
}

/**
 * An amount with its currency symbol as players read it: the sign before the symbol both ways
 * (`R$ 100,00`, `-R$ 40,00`).
 */
export function showMoney(value: string, symbol: string, locale: string): string {
  const grouped = groupAmount(value, locale);
  const negative = grouped.startsWith('-');
  return `${negative ? '-' : ''}${symbol} ${negative ? grouped.slice(1) : grouped}`;
}
