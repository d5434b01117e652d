import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and true from then on. Parts
 * below the fold use it to fetch their code only when a visitor scrolls towards them, so the
 * first load downloads only what the first screen shows. Without IntersectionObserver (old
 * browsers, the test DOM) the element counts as near at once: nothing is ever left unloaded.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
