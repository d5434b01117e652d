import { formatMinor, parseMinor } from '@portal/contract/money';
import { compareMoney } from '../../shared/money/money.ts';
import type { ManualRebate } from './rewards-types.ts';

/** The decimals a wire amount is written with. */
const scaleOf = (value: string) => value.split('.')[1]?.length ?? 0;

/**
 * How far `done` has come towards `target`, in whole percent from 0 to 100, rounded down so a
 * bar never shows full before the target is reached. A target of zero is reached.
 */
export function progressPercent(done: string, target: string): number {
  const scale = Math.max(scaleOf(done), scaleOf(target));
  const have = parseMinor(done, scale);
  const need = parseMinor(target, scale);
  if (need <= 0n || have >= need) return 100;
  if (have <= 0n) return 0;
  return Number((have * 100n) / need);
}

/** What `done` still lacks to reach `target` ("0.00" once reached), exact at their scale. */
export function shortfall(done: string, target: string): string {
  const scale = Math.max(scaleOf(done), scaleOf(target));
  const left = parseMinor(target, scale) - parseMinor(done, scale);
  return formatMinor(left > 0n ? left : 0n, scale);
}

/**
 * The last instant before an exclusive end: a review period ends at the next period's midnight,
 * and the member reads the day it still runs on, not the day after.
 */
export function lastInstant(endIso: string): string {
  const time = Date.parse(endIso);
  return Number.isNaN(time) ? endIso : new Date(time - 1).toISOString();
}

/** A stretch of time in one unit, as `Intl.RelativeTimeFormat` reads it. */
export interface TimeLeft {
  value: number;
  unit: 'day' | 'hour' | 'minute';
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The time from `now` to an end in the largest unit it fills (days, hours, minutes), rounded
 * down so the member never reads more time than there is; at least a minute, so a period about
 * to end never says "in 0 minutes". Null once the end has passed (or cannot be read).
 */
export function timeLeft(endIso: string, now: number): TimeLeft | null {
  const left = Date.parse(endIso) - now;
  if (Number.isNaN(left) || left <= 0) return null;
  if (left >= day) return { value: Math.floor(left / day), unit: 'day' };
  if (left >= hour) return { value: Math.floor(left / hour), unit: 'hour' };
  return { value: Math.max(1, Math.floor(left / minute)), unit: 'minute' };
}

/** Why the rebate cannot be claimed now: nothing due yet, today's cap spent, or too little. */
export type RebateBlock = 'nothing' | 'dailyCap' | 'belowMinimum';

/** Why a claim would be refused now (the server's `rebate_not_claimable`), or null if it pays. */
export function rebateBlock(rebate: ManualRebate): RebateBlock | null {
  const { claimable, minimum, total, dailyLeft } = rebate;
  if (compareMoney(claimable, '0') > 0 && compareMoney(claimable, minimum) >= 0) return null;
  if (compareMoney(total, '0') <= 0) return 'nothing';
  if (dailyLeft !== null && compareMoney(dailyLeft, '0') <= 0) return 'dailyCap';
  return 'belowMinimum';
}
