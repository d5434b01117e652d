import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleTurn } from './use-idle-turn.ts';

function Probe({ name, wanted = true }: { name: string; wanted?: boolean }) {
  return <p>{`${name} ${useIdleTurn(wanted) ? 'drawn' : 'waiting'}`}</p>;
}

/** A requestIdleCallback whose idle periods the test hands out one at a time. */
function stubIdle() {
  const periods: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    periods.push(callback);
    return periods.length;
  });
  const idle = () =>
    act(() => {
      periods.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    });
  return { periods, idle };
}

afterEach(() => vi.unstubAllGlobals());

describe('useIdleTurn', () => {
  it('gives each waiting component an idle period of its own, in order', () => {
    const { periods, idle } = stubIdle();
    render(
      <>
        <Probe name="first" />
        <Probe name="second" />
      </>,
    );
    expect(screen.getByText('first waiting')).toBeTruthy();
    expect(screen.getByText('second waiting')).toBeTruthy();
    // One period is asked for at a time: both codes never land in the same task.
    expect(periods).toHaveLength(1);

    idle();
    expect(screen.getByText('first drawn')).toBeTruthy();
    expect(screen.getByText('second waiting')).toBeTruthy();
    idle();
    expect(screen.getByText('second drawn')).toBeTruthy();
    expect(periods).toHaveLength(0);
  });

  it('waits until wanted, and a component gone before its turn gives it up', () => {
    const { idle } = stubIdle();
    const view = render(
      <>
        <Probe key="gone" name="gone" />
        <Probe key="next" name="next" />
        <Probe key="later" name="later" wanted={false} />
      </>,
    );
    view.rerender(
      <>
        <Probe key="next" name="next" />
        <Probe key="later" name="later" wanted={false} />
      </>,
    );
    idle();
    expect(screen.getByText('next drawn')).toBeTruthy();
    idle();
    expect(screen.getByText('later waiting')).toBeTruthy();

    view.rerender(
      <>
        <Probe key="next" name="next" />
        <Probe key="later" name="later" wanted={true} />
      </>,
    );
    expect(screen.getByText('later waiting')).toBeTruthy();
    idle();
    expect(screen.getByText('later drawn')).toBeTruthy();
  });
});
