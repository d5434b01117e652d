import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How far a pointer must travel along the carousel to count as a swipe, in CSS pixels. */
const threshold = 40;

/**
 * Swiping with a finger or dragging with the mouse: a move longer than `threshold` along the
 * carousel (and longer than across it) goes back or forward. The click that ends a mouse drag
 * is swallowed, so dragging a banner does not also open it.
 */
export function useSwipe(vertical: boolean, back: () => void, forward: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      swiped.current = false;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (from === null) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      const along = vertical ? dy : dx;
      const across = vertical ? dx : dy;
      if (Math.abs(along) < threshold || Math.abs(along) <= Math.abs(across)) return;
      // A finger that moved never clicks; a mouse or a pen clicks where it is let go.
      swiped.current = event.pointerType !== 'touch';
      if (along < 0) forward();
      else back();
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // The browser's own drag of a link or an image would cancel the pointer and the swipe.
    onDragStart(event: MouseEvent) {
      event.preventDefault();
    },
  };
}
