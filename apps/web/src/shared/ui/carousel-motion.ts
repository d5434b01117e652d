import { useEffect, useRef, useSyncExternalStore } from 'react';

const reduceQuery = '(prefers-reduced-motion: reduce)';

// jsdom and old embedded browsers have no matchMedia: they count as "no preference".
function subscribeMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(reduceQuery);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reduceQuery).matches;
}

/** Whether the visitor asked for reduced motion; follows a change of the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeMotion, reducedMotion, () => false);
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is in a background tab (nothing should move where nobody looks). */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.hidden,
    () => false,
  );
}

/**
 * Calls `advance` after `delayMs` (never when undefined). The timer restarts whenever `position`
 * changes, so a slide moved by hand still stays `delayMs` before autoplay moves it again.
 */
export function useAutoplay(advance: () => void, delayMs: number | undefined, position: number) {
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(() => {
    if (delayMs === undefined) return;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, position]);
}
