import {
  Children,
  isValidElement,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useAutoplay, useDocumentHidden, usePrefersReducedMotion } from './carousel-motion.ts';
import {
  lastIndex,
  pageOf,
  pageStarts,
  revealIndex,
  stepBack,
  stepForward,
} from './carousel-steps.ts';
import { useSwipe } from './carousel-swipe.ts';
import { Icon } from './icon.tsx';
import styles from './carousel.module.css';

/** The carousel's texts for assistive technology, in the page's language. */
export interface CarouselLabels {
  previous: string;
  next: string;
  /** Names slide `index` (from 1) of `total`. */
  slide: (index: number, total: number) => string;
  /** Names the dot of page `index` (from 1); needed with `dots`. */
  goTo?: (index: number) => string;
}

/** Props of `Carousel`. */
export interface CarouselProps {
  /** The slides, one child each. */
  children: ReactNode;
  labels: CarouselLabels;
  /** Slides in view at once. */
  perView?: number;
  /** Slides an arrow, a key or autoplay moves by. */
  step?: number;
  /** Space between slides, in CSS pixels. */
  gap?: number;
  direction?: 'horizontal' | 'vertical';
  /** Forward from the end rewinds to the start, back from the start goes to the end. */
  loop?: boolean;
  /** Moves forward on its own every so many milliseconds; off when undefined. */
  autoplayMs?: number | undefined;
  /** Length of one move's transition. */
  speedMs?: number;
  arrows?: boolean;
  dots?: boolean;
  /** What assistive technology calls a slide; none by default (a plain group). */
  slideRoleDescription?: string | undefined;
  className?: string | undefined;
}

/**
 * A small carousel after the WAI-ARIA pattern: every slide a named group, arrow buttons, dots
 * that carry `aria-current`, the arrow keys, swipes, and autoplay that stops under the mouse,
 * while focus is inside, in a background tab and for visitors who ask for reduced motion (who
 * get no transitions either). Arrows, dots and autoplay exist only when there is somewhere to
 * move. The position lives in CSS custom properties; the stylesheet turns it into a transform.
 */
export function Carousel({
  children,
  labels,
  perView = 1,
  step = 1,
  gap = 0,
  direction = 'horizontal',
  loop = false,
  autoplayMs,
  speedMs = 300,
  arrows = false,
  dots = false,
  slideRoleDescription,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const last = lastIndex(count, perView);
  // The index is clamped here rather than in an effect, so fewer slides never show a blank view.
  const [wanted, setWanted] = useState(0);
  const index = Math.min(wanted, last);
  const track = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  const hidden = useDocumentHidden();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const vertical = direction === 'vertical';
  const movable = last > 0;
  const running =
    autoplayMs !== undefined && movable && !reduced && !hidden && !hovered && !focused;

  const forward = () => setWanted((at) => stepForward(Math.min(at, last), last, step, loop));
  const back = () => setWanted((at) => stepBack(Math.min(at, last), last, step, loop));
  useAutoplay(forward, running ? autoplayMs : undefined, index);
  const swipe = useSwipe(vertical, back, forward);

  const keys: Record<string, (() => void) | undefined> = vertical
    ? { ArrowUp: back, ArrowDown: forward }
    : { ArrowLeft: back, ArrowRight: forward };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keys[event.key];
    if (move === undefined || !movable) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // Arrow keys inside a text field move its caret, not the carousel.
    if ((event.target as Element).closest('input, textarea, select, [contenteditable]')) return;
    event.preventDefault();
    move();
  };

  // A keyboard user tabbing onto a slide out of view gets it moved into view.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    const slide = (event.target as Element).closest<HTMLElement>('[data-slide]');
    if (slide === null || slide.parentElement !== track.current) return;
    const position = Number(slide.dataset['slide']);
    setWanted((at) => revealIndex(position, Math.min(at, last), perView, last));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const starts = pageStarts(last, step);
  const page = pageOf(index, starts);
  const trackStyle = {
    '--per-view': perView,
    '--gap': `${gap}px`,
    '--index': index,
    '--speed': `${reduced ? 0 : speedMs}ms`,
  } as CSSProperties;

  return (
    <div
      className={[styles.carousel, vertical ? styles.vertical : '', className ?? ''].join(' ')}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {arrows && movable ? (
        <>
          {/* aria-disabled rather than disabled: the pressed button keeps focus at the end. */}
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={labels.previous}
            aria-disabled={!loop && index === 0 ? true : undefined}
            onClick={back}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={labels.next}
            aria-disabled={!loop && index === last ? true : undefined}
            onClick={forward}
          >
            <Icon name="chevronRight" />
          </button>
        </>
      ) : null}
      {/* Moves nobody asked for are not announced; moves the visitor makes are. */}
      <div className={styles.viewport} aria-live={running ? 'off' : 'polite'} {...swipe}>
        <div ref={track} className={styles.track} style={trackStyle}>
          {slides.map((slide, position) => (
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : position}
              className={styles.slide}
              role="group"
              aria-roledescription={slideRoleDescription}
              aria-label={labels.slide(position + 1, count)}
              data-slide={position}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {dots && movable ? (
        <div className={styles.dots}>
          {starts.map((start, position) => (
            <button
              key={start}
              type="button"
              className={styles.dot}
              aria-label={labels.goTo?.(position + 1) ?? String(position + 1)}
              aria-current={position === page ? 'true' : undefined}
              onClick={() => setWanted(start)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
