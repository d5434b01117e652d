import { useEffect, useState } from 'react';

/** False at first, true once `delayMs` has passed since mount (the core modal's open delay). */
export function useDelayedFlag(delayMs: number): boolean {
  const [ready, setReady] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = window.setTimeout(() => setReady(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return ready;
}
