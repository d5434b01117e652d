import type { CrashView } from '@portal/contract/pge-crash';

export type { CrashView };

/** The multiplier (hundredths) `elapsedMs` after take-off, on the curve the server uses. */
export const curveAt = (elapsedMs: number, growthPerMs: number) =>
  Math.floor(100 * Math.exp(growthPerMs * Math.max(0, elapsedMs)));

/** The stake times a multiplier in hundredths, rounded down to the cent, as a decimal string. */
export function timesMultiplier(stake: string, hundredths: number): string {
  const cents = BigInt(stake.replace('.', ''));
  const paid = (cents * BigInt(hundredths)) / 100n;
  return `${paid / 100n}.${(paid % 100n).toString().padStart(2, '0')}`;
}

/** Reads a typed multiplier (`2`, `2,5`, `2.50`) as hundredths, or null. */
export function readMultiplier(text: string, max: number): number | null {
  const clean = text.trim().replace(',', '.').replace(/[x×]$/iu, '');
  if (!/^\d{1,4}(?:\.\d{1,2})?$/u.test(clean)) return null;
  const hundredths = Math.round(Number(clean) * 100);
  return hundredths >= 101 && hundredths <= max ? hundredths : null;
}

/**
 * Keeps the page's clock in step with the server's: every view carries the server time, and
 * the smallest offset seen (the least delayed message) is the best estimate.
 */
export class ServerClock {
  private offset: number | null = null;

  seen(serverNow: number, localNow = Date.now()): void {
    const offset = serverNow - localNow;
    // A later message can only look older (delayed), so keep the largest server-ahead offset.
    if (this.offset === null || offset > this.offset) this.offset = offset;
  }

  now(localNow = Date.now()): number {
    return localNow + (this.offset ?? 0);
  }
}
