import { useCallback, useEffect, useRef } from 'react';

/**
 * Wraps an action so it runs at most once per `waitMs` (the first press counts, presses inside
 * the window are dropped): captcha refresh and SMS send allow one press per second.
 */
export function useThrottled<A extends unknown[]>(
  action: (...args: A) => void,
  waitMs: number,
): (...args: A) => void {
  const latest = useRef(action);
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    latest.current = action;
  });
  return useCallback(
    (...args: A) => {
      const time = Date.now();
      if (time - lastRun.current < waitMs) return;
      lastRun.current = time;
      latest.current(...args);
    },
    [waitMs],
  );
}
