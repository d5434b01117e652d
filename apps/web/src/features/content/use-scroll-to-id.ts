import { useEffect } from 'react';

/**
 * Scrolls to the element with `id` once `ready` (the list that holds it has rendered): the
 * router's own hash scroll gives up after a moment, and server content may come later.
 */
export function useScrollToId(id: string | undefined, ready: boolean): void {
  useEffect(() => {
    if (!ready || id === undefined || id === '') return;
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [id, ready]);
}
