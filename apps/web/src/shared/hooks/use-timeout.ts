import { useEffect, useRef } from 'react';

/**
 * Runs `callback` once after `delayMs` (nothing when the delay is undefined). The latest callback
 * is used without restarting the timer, so a re-render does not postpone an auto-close.
 */
export function useTimeout(callback: () => void, delayMs: number | undefined): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (delayMs === undefined) return;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
}
