import { formatMinor, parseMinor, showMoney } from '@portal/contract/money';

// Every amount the wallet compares is a decimal string; 8 decimals cover every currency scale,
// so comparisons stay exact without a float anywhere.
const compareScale = 8;

/** Compares two decimal amounts: negative, zero or positive as `a` is below, equal or above. */
export function compareMoney(a: string, b: string): number {
  const left = parseMinor(a, compareScale);
  const right = parseMinor(b, compareScale);
  return left === right ? 0 : left < right ? -1 : 1;
}

/** True for a decimal amount below zero. */
export function isNegative(amount: string): boolean {
  return compareMoney(amount, '0') < 0;
}

/** An amount with its currency symbol, grouped for the language on screen, sign first. */
export function moneyText(amount: string, symbol: string, locale: string): string {
  return showMoney(amount, symbol, locale);
}

/**
 * The key of the message for an amount outside `[min, max]` (or above what is available), or
 * null when the amount fits. The amount has already passed the contract's `amountInput`.
 */
export function amountLimitError(
  amount: string,
  limits: { min: string; max: string; available?: string | undefined },
): 'amount_below_minimum' | 'amount_above_maximum' | 'insufficient_funds' | null {
  if (compareMoney(amount, limits.min) < 0 || compareMoney(amount, '0') <= 0) {
    return 'amount_below_minimum';
  }
  if (compareMoney(amount, limits.max) > 0) return 'amount_above_maximum';
  if (limits.available !== undefined && compareMoney(amount, limits.available) > 0) {
    return 'insufficient_funds';
  }
  return null;
}

/** A typed amount (already valid for `amountInput`) at two decimals, as confirmations show it. */
export function toCents(amount: string): string {
  return formatMinor(parseMinor(amount, 2), 2);
}
