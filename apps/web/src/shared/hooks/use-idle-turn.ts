import { useEffect, useState } from 'react';

/** Components waiting for their turn, first come first served. */
const waiting: Array<() => void> = [];
let scheduled = false;

/** Gives the next waiting component its turn in the browser's next idle period, one per period. */
function scheduleNext(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  const run = () => {
    scheduled = false;
    waiting.shift()?.();
    scheduleNext();
  };
  // Within two seconds even on a page that is never idle; without the API (the test DOM, old
  // browsers), on the next task.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}

/**
 * True once `wanted` has been true and the browser has had an idle moment for this component,
 * and true from then on. For costly drawings that need not be there in the page's first frames
 * (the side menu's QR codes): each waits for its own idle period, so several of them do not add
 * up to one long task while the page loads and answers its first clicks.
 */
export function useIdleTurn(wanted: boolean): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!wanted || turn) return;
    const take = () => setTurn(true);
    waiting.push(take);
    scheduleNext();
    return () => {
      const at = waiting.indexOf(take);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [wanted, turn]);
  return turn;
}
