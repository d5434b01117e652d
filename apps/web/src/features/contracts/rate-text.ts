import { formatRate, rateMicros } from '@portal/contract/contracts/terms';

// A percentage with four decimals is a fraction with six: one ten-thousandth of a percent is
// exactly one of the contract's millionths, so converting either way never rounds.
const percentDecimals = 4;
const percentScale = 10n ** BigInt(percentDecimals);

/** A rate fraction as the percentage an agent reads, without trailing zeros: `"0.015"` → `"1.5"`. */
export function ratePercent(rate: string): string {
  const micros = rateMicros(rate);
  const whole = micros / percentScale;
  const fraction = (micros % percentScale)
    .toString()
    .padStart(percentDecimals, '0')
    .replace(/0+$/u, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

/**
 * A typed percentage (`"1.5"` or `"1,5"`, up to four decimals, 0 to 100) as the contract's rate
 * fraction (`"0.015"`), digit for digit; null when it is not one.
 */
export function percentToRate(text: string): string | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,4}))?$/u.exec(text.trim());
  if (match === null) return null;
  const [, whole = '0', fraction = ''] = match;
  const micros = BigInt(whole) * percentScale + BigInt(fraction.padEnd(percentDecimals, '0'));
  return micros > 100n * percentScale ? null : formatRate(micros);
}
