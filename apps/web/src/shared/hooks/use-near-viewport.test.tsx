import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport.ts';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver whose callback the test calls by hand. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  class Observer {
    entry: { callback: IntersectionObserverCallback; disconnected: boolean };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const fire = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers)
        observer.callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    });
  return { observers, fire };
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('stays far until the element comes near the viewport, then stays near', () => {
    const { observers, fire } = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    fire(false);
    expect(screen.getByText('far')).toBeTruthy();
    fire(true);
    expect(screen.getByText('near')).toBeTruthy();
    // Once near, the observer is let go: nothing watches the element any more.
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('counts as near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
