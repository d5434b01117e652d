import type { PeriodView } from '@portal/contract/lottery/wire';
import { useEffect, useState } from 'react';
import type { LotteryT } from './lottery-texts.ts';

/**
 * Where a period stands on the server clock. The server alone decides whether a period sells;
 * the board reads its times to count down and asks again when a boundary passes.
 */
export type Phase =
  /** Selling until `until` (close). */
  | { kind: 'open'; until: number }
  /** Sales closed; drawn at `until`. */
  | { kind: 'drawing'; until: number }
  /** Not selling yet (the period before it is being drawn); opens at `until`. */
  | { kind: 'opening'; until: number }
  /** The draw time passed; the result is on its way. */
  | { kind: 'awaiting' }
  | { kind: 'drawn' }
  | { kind: 'cancelled' }
  | { kind: 'none' };

/** The phase of `period` at server time `now`. */
export function phaseOf(period: PeriodView | null | undefined, now: number): Phase {
  if (period === null || period === undefined) return { kind: 'none' };
  if (period.status === 'CANCELLED') return { kind: 'cancelled' };
  if (period.status === 'DRAWN' || period.status === 'SETTLED') return { kind: 'drawn' };
  if (now < period.opensAt) return { kind: 'opening', until: period.opensAt };
  if (now < period.closesAt && period.status !== 'CLOSED') {
    return { kind: 'open', until: period.closesAt };
  }
  if (now < period.drawsAt) return { kind: 'drawing', until: period.drawsAt };
  return { kind: 'awaiting' };
}

/** A duration as m:ss (h:mm:ss from an hour), rounded up to the second. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The phase as a line of text ("Closes in 0:42"). */
export function phaseText(lt: LotteryT, phase: Phase, now: number): string {
  switch (phase.kind) {
    case 'open':
      return lt('lottery.phase.open', { time: formatCountdown(phase.until - now) });
    case 'drawing':
      return lt('lottery.phase.drawing', { time: formatCountdown(phase.until - now) });
    case 'opening':
      return lt('lottery.phase.opening', { time: formatCountdown(phase.until - now) });
    case 'awaiting':
      return lt('lottery.phase.awaiting');
    case 'drawn':
      return lt('lottery.phase.drawn');
    case 'cancelled':
      return lt('lottery.phase.cancelled');
    case 'none':
      return lt('lottery.phase.none');
  }
}

/**
 * The server's time, ticking every second: the browser clock plus `offset` (server minus
 * browser, measured when the last answer arrived).
 */
export function useServerNow(offset: number): number {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setBrowserNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return browserNow + offset;
}

/**
 * Calls `refetch` just after the next of `boundaries` (server times: a close, a draw, an
 * opening) passes, then waits for the one after.
 */
export function useRefetchAtBoundaries(
  boundaries: readonly number[],
  offset: number,
  refetch: () => void,
): void {
  const [round, setRound] = useState(0);
  const key = [...new Set(boundaries)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (key === '') return;
    const now = Date.now() + offset;
    const next = key
      .split(',')
      .map(Number)
      .find((at) => at > now);
    if (next === undefined) return;
    // A little after the boundary, so the server has passed it too.
    const id = setTimeout(
      () => {
        refetch();
        setRound((value) => value + 1);
      },
      Math.min(next - now + 250, 2 ** 31 - 1),
    );
    return () => clearTimeout(id);
  }, [key, offset, round, refetch]);
}

/** The boundaries of a period worth refetching at. */
export function periodBoundaries(period: PeriodView | null | undefined): number[] {
  return period === null || period === undefined
    ? []
    : [period.opensAt, period.closesAt, period.drawsAt];
}
