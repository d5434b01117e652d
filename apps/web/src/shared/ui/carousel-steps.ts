// The carousel's index is the first slide in view. It stops at `count - perView` so the last
// view is always full: no blank space after the last slide.

/** The highest index: the one that shows the last slide at the end of a full view. */
export function lastIndex(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** One move forward; at the end a looping carousel rewinds to the start, another stays. */
export function stepForward(index: number, last: number, step: number, loop: boolean): number {
  if (index >= last) return loop ? 0 : last;
  return Math.min(index + step, last);
}

/** One move back; at the start a looping carousel jumps to the end, another stays. */
export function stepBack(index: number, last: number, step: number, loop: boolean): number {
  if (index <= 0) return loop ? last : 0;
  return Math.max(index - step, 0);
}

/**
 * The index of every page a dot leads to: every `step` slides, plus the last index when the
 * slides do not divide evenly (the same stops the arrows make).
 */
export function pageStarts(last: number, step: number): number[] {
  const starts: number[] = [];
  for (let start = 0; start < last; start += step) starts.push(start);
  starts.push(last);
  return starts;
}

/** The page showing `index`: the last one starting at or before it. */
export function pageOf(index: number, starts: readonly number[]): number {
  let page = 0;
  starts.forEach((start, position) => {
    if (start <= index) page = position;
  });
  return page;
}

/** The nearest index that has `slide` in view (the current one when it already is). */
export function revealIndex(slide: number, index: number, perView: number, last: number): number {
  if (slide < index) return slide;
  if (slide >= index + perView) return Math.min(slide - perView + 1, last);
  return index;
}
