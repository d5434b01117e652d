import { describe, expect, it } from 'vitest';
import { untilQuiet } from './until-quiet.ts';

/** Keeps the event loop working 40 ms of every turn until stopped. */
function keepLoopBusy() {
  const timer = setInterval(() => {
    const end = performance.now() + 40;
    while (performance.now() < end);
  }, 1);
  return () => clearInterval(timer);
}

describe('waiting for a quiet moment', () => {
  it('looks until a look finds the loop quiet enough', async () => {
    const looks = [0.9, 0.6, 0.3, 0.1, 0];
    const asked: number[] = [];
    const quiet = await untilQuiet(performance.now() + 60_000, {
      windowMs: 100,
      busy: 0.25,
      measure: async (ms) => {
        asked.push(ms);
        return looks.shift()!;
      },
    });
    expect(quiet).toBe(true);
    // Four looks: the fourth (0.1) was the first under a quarter.
    expect(asked).toEqual([100, 100, 100, 100]);
  });

  it('gives up at the deadline when the loop stays busy', async () => {
    let looks = 0;
    const quiet = await untilQuiet(performance.now() + 50, {
      windowMs: 10,
      measure: async (ms) => {
        looks += 1;
        await new Promise((resolve) => setTimeout(resolve, ms));
        return 1;
      },
    });
    expect(quiet).toBe(false);
    expect(looks).toBeGreaterThan(0);
  });

  it("reads the event loop's own utilization: busy while it works, quiet once it rests", async () => {
    const stop = keepLoopBusy();
    try {
      expect(await untilQuiet(performance.now() + 600, { windowMs: 100 })).toBe(false);
    } finally {
      stop();
    }
    expect(await untilQuiet(performance.now() + 30_000, { windowMs: 100 })).toBe(true);
  });
});
