import { useLayoutEffect } from 'react';

let locks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

/**
 * Locks page scrolling while `active`. Nested modals share one counter so closing the inner one
 * does not unlock the page under the outer one; the scrollbar's width is padded back so the
 * page does not jump sideways. A layout effect, so the lock and the padding land in the same
 * frame as the modal: a passive effect can run a frame later, after the page has been painted
 * without its scrollbar's padding (and after a test has already found the open dialog).
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const body = document.body;
    if (locks === 0) {
      savedOverflow = body.style.overflow;
      savedPaddingRight = body.style.paddingRight;
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
      body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = savedOverflow;
        body.style.paddingRight = savedPaddingRight;
      }
    };
  }, [active]);
}
