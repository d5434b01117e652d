import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLoadingCoverStore } from '../../shared/ui/loading-cover-store.ts';
import { useRouteHandle } from './route-handle.ts';

/** How long to keep looking for a hash target that renders late (lazy or fetched content). */
const hashWaitMs = 1500;

/** Scrolls to the element a hash names, retrying briefly until it exists. */
function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  const started = Date.now();
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target !== null) target.scrollIntoView({ block: 'start' });
    else if (Date.now() - started < hashWaitMs) frame = window.requestAnimationFrame(attempt);
  };
  attempt();
  return () => window.cancelAnimationFrame(frame);
}

/**
 * Scroll and cover rules of spec section 2: every navigation scrolls to its hash element or to
 * the top; a navigation to a different route name also hides the loading cover.
 */
export function NavigationEffects() {
  const location = useLocation();
  const { name } = useRouteHandle();
  const hideCover = useLoadingCoverStore((state) => state.hide);
  const previousName = useRef(name);

  useEffect(() => {
    if (location.hash !== '') return scrollToHash(location.hash);
    window.scrollTo({ top: 0, left: 0 });
    return undefined;
  }, [location.key, location.hash]);

  useEffect(() => {
    if (previousName.current === name) return;
    previousName.current = name;
    hideCover();
  }, [name, hideCover]);

  return null;
}
