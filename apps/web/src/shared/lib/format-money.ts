/**
 * Shows a decimal money string from the wire (`"1234.50"`) with the grouping and decimal mark
 * of a language, without ever turning it into a float: the integer part is grouped as a BigInt
 * and the fraction is kept digit for digit.
 */
export function formatMoney(value: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/u.exec(value.trim());
  if (match === null) return value;
  const [, sign = '', whole = '0', fraction] = match;
  const grouped = BigInt(whole).toLocaleString(locale);
  const decimalMark =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  return `${sign}${grouped}${fraction === undefined ? '' : `${decimalMark}${fraction}`}`;
}
