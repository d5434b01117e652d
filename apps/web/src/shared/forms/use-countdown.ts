import { useCallback, useEffect, useState } from 'react';

/** A running countdown: whole seconds left (0 when idle) and a way to start one. */
export interface Countdown {
  remaining: number;
  start: (seconds: number) => void;
}

/**
 * Counts down whole seconds. It reads the clock on every tick instead of counting ticks, so a
 * background tab that slows its timers still re-enables on time.
 */
export function useCountdown(): Countdown {
  const [endAt, setEndAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (endAt === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endAt) setEndAt(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndAt(seconds > 0 ? time + seconds * 1000 : null);
  }, []);

  const remaining = endAt === null ? 0 : Math.max(0, Math.ceil((endAt - now) / 1000));
  return { remaining, start };
}
