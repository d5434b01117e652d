import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './carousel.tsx';

const labels = {
  previous: 'Anterior',
  next: 'Seguinte',
  slide: (index: number, total: number) => `${index} de ${total}`,
  goTo: (index: number) => `Ir para ${index}`,
};

function renderCarousel(props: Partial<CarouselProps> = {}, count = 5) {
  const onOpen = vi.fn();
  const view = render(
    <Carousel labels={labels} arrows {...props}>
      {Array.from({ length: count }, (_, position) => (
        <a key={position} href={`#slide-${position + 1}`} onClick={onOpen}>
          Item {position + 1}
        </a>
      ))}
    </Carousel>,
  );
  return { ...view, onOpen };
}

/** The first slide in view, as the stylesheet gets it. */
function shown(): number {
  const track = screen.getAllByRole('group')[0]?.parentElement;
  return Number(track?.style.getPropertyValue('--index'));
}

const previous = () => screen.getByRole('button', { name: 'Anterior' });
const next = () => screen.getByRole('button', { name: 'Seguinte' });
const viewport = () => document.querySelector<HTMLElement>('[aria-live]') as HTMLElement;

function stubReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('carousel', () => {
  it('names every slide as a group, with a role description only when given', () => {
    const { rerender } = renderCarousel({}, 3);
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 de 3',
      '2 de 3',
      '3 de 3',
    ]);
    expect(groups[0]?.hasAttribute('aria-roledescription')).toBe(false);
    rerender(
      <Carousel labels={labels} slideRoleDescription="destaque">
        <p>Um</p>
      </Carousel>,
    );
    expect(screen.getByRole('group', { name: '1 de 1' }).getAttribute('aria-roledescription')).toBe(
      'destaque',
    );
  });

  it('moves a step per arrow and stops at both ends without loop', async () => {
    renderCarousel({ perView: 2, step: 2 });
    expect(shown()).toBe(0);
    expect(previous().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(previous());
    expect(shown()).toBe(0);
    await userEvent.click(next());
    expect(shown()).toBe(2);
    // Five slides, two in view: the last full view starts at the fourth slide.
    await userEvent.click(next());
    expect(shown()).toBe(3);
    expect(next().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next());
    expect(shown()).toBe(3);
    await userEvent.click(previous());
    expect(shown()).toBe(1);
    expect(previous().hasAttribute('aria-disabled')).toBe(false);
  });

  it('rewinds from the end and goes to the end from the start with loop', async () => {
    renderCarousel({ loop: true }, 3);
    expect(previous().hasAttribute('aria-disabled')).toBe(false);
    await userEvent.click(previous());
    expect(shown()).toBe(2);
    expect(next().hasAttribute('aria-disabled')).toBe(false);
    await userEvent.click(next());
    expect(shown()).toBe(0);
  });

  it('has one dot per page, marks the current one and jumps to the one pressed', async () => {
    renderCarousel({ perView: 2, step: 2, dots: true });
    const dots = () => screen.getAllByRole('button', { name: /^Ir para/u });
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Ir para 1',
      'Ir para 2',
      'Ir para 3',
    ]);
    const current = () => dots().map((dot) => dot.getAttribute('aria-current'));
    expect(current()).toEqual(['true', null, null]);
    await userEvent.click(screen.getByRole('button', { name: 'Ir para 3' }));
    expect(shown()).toBe(3);
    expect(current()).toEqual([null, null, 'true']);
    await userEvent.click(previous());
    expect(current()).toEqual(['true', null, null]);
  });

  it('has no arrows, dots or autoplay when every slide is in view', () => {
    vi.useFakeTimers();
    renderCarousel({ perView: 3, dots: true, loop: true, autoplayMs: 1000 }, 3);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe(0);
    expect(viewport().getAttribute('aria-live')).toBe('polite');
  });

  it('moves with the arrow keys along its direction only', async () => {
    const { unmount } = renderCarousel();
    await userEvent.click(next());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toBe(3);
    await userEvent.keyboard('{ArrowLeft}');
    expect(shown()).toBe(2);
    await userEvent.keyboard('{ArrowDown}');
    expect(shown()).toBe(2);
    unmount();

    renderCarousel({ direction: 'vertical' });
    await userEvent.click(next());
    await userEvent.keyboard('{ArrowDown}');
    expect(shown()).toBe(2);
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    expect(shown()).toBe(1);
  });

  it('brings a slide out of view into view when focus enters it', () => {
    renderCarousel({ perView: 2, step: 2 });
    act(() => screen.getByRole('link', { name: 'Item 4' }).focus());
    expect(shown()).toBe(2);
    act(() => screen.getByRole('link', { name: 'Item 3' }).focus());
    expect(shown()).toBe(2);
    act(() => screen.getByRole('link', { name: 'Item 1' }).focus());
    expect(shown()).toBe(0);
  });

  it('plays on its own, pausing under the mouse and while focus is inside', () => {
    vi.useFakeTimers();
    renderCarousel({ loop: true, autoplayMs: 1000 }, 4);
    expect(viewport().getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe(2);

    fireEvent.mouseEnter(viewport());
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(2);
    expect(viewport().getAttribute('aria-live')).toBe('polite');
    fireEvent.mouseLeave(viewport());
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe(3);

    act(() => next().focus());
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(3);
    act(() => next().blur());
    act(() => vi.advanceTimersByTime(1000));
    // The loop rewinds after the last slide.
    expect(shown()).toBe(0);
  });

  it('waits a whole delay again after a move by hand', () => {
    vi.useFakeTimers();
    renderCarousel({ loop: true, autoplayMs: 1000 }, 3);
    act(() => vi.advanceTimersByTime(600));
    // A click that does not focus the arrow, so nothing pauses.
    fireEvent.click(next());
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(600));
    expect(shown()).toBe(1);
    act(() => vi.advanceTimersByTime(400));
    expect(shown()).toBe(2);
  });

  it('pauses while the page is in a background tab', () => {
    vi.useFakeTimers();
    let hidden = true;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    renderCarousel({ autoplayMs: 1000 }, 3);
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe(0);
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe(1);
  });

  it('neither plays nor animates for visitors who ask for reduced motion', () => {
    vi.useFakeTimers();
    stubReducedMotion(true);
    renderCarousel({ loop: true, autoplayMs: 1000, speedMs: 800 }, 3);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe(0);
    expect(viewport().getAttribute('aria-live')).toBe('polite');
    const track = screen.getAllByRole('group')[0]?.parentElement;
    expect(track?.style.getPropertyValue('--speed')).toBe('0ms');
  });

  it('animates at the given speed otherwise', () => {
    stubReducedMotion(false);
    renderCarousel({ speedMs: 800 });
    const track = screen.getAllByRole('group')[0]?.parentElement;
    expect(track?.style.getPropertyValue('--speed')).toBe('800ms');
  });

  it('moves on a swipe and swallows the click that ends a mouse drag', () => {
    const { onOpen } = renderCarousel();
    const link = screen.getByRole('link', { name: 'Item 1' });
    fireEvent.pointerDown(link, { pointerType: 'mouse', button: 0, clientX: 300, clientY: 50 });
    fireEvent.pointerUp(link, { pointerType: 'mouse', button: 0, clientX: 200, clientY: 60 });
    fireEvent.click(link);
    expect(shown()).toBe(1);
    expect(onOpen).not.toHaveBeenCalled();
    // A short move is a click, not a swipe.
    fireEvent.pointerDown(link, { pointerType: 'mouse', button: 0, clientX: 300, clientY: 50 });
    fireEvent.pointerUp(link, { pointerType: 'mouse', button: 0, clientX: 290, clientY: 50 });
    fireEvent.click(link);
    expect(shown()).toBe(1);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('leaves no timer behind when it goes away', () => {
    vi.useFakeTimers();
    const { unmount } = renderCarousel({ loop: true, autoplayMs: 1000 });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
