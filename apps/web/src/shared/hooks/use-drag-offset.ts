import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** Offset of a dragged element from where it opened, in CSS pixels. */
export interface DragOffset {
  x: number;
  y: number;
}

/**
 * Pointer-driven dragging for a handle (the core modal's title bar). Pointer capture keeps the
 * drag alive when the pointer outruns the handle; buttons inside the handle still click.
 */
export function useDragOffset() {
  const [offset, setOffset] = useState<DragOffset>({ x: 0, y: 0 });
  const start = useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button') !== null) return;
      start.current = { pointerX: event.clientX, pointerY: event.clientY, ...offset };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [offset],
  );

  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const from = start.current;
    if (from === null) return;
    setOffset({
      x: from.x + event.clientX - from.pointerX,
      y: from.y + event.clientY - from.pointerY,
    });
  }, []);

  const onPointerUp = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    start.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }, []);

  return {
    offset,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
