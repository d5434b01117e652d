import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** How a wait for a quiet moment looks at the event loop. */
export interface QuietOptions {
  /** The length of one look, in milliseconds. */
  windowMs?: number;
  /** The share of a look the loop may spend working and still count as quiet. */
  busy?: number;
  /** The share of `ms` the loop spent working (the event loop's utilization, by default). */
  measure?: (ms: number) => Promise<number>;
}

/** The share of the next `ms` milliseconds the event loop spends working, from Node's count. */
async function loopUtilization(ms: number): Promise<number> {
  const before = performance.eventLoopUtilization();
  await sleep(ms);
  return performance.eventLoopUtilization(before).utilization;
}

/**
 * Waits until the event loop has been mostly idle for one look (by default under a quarter of
 * 250 ms), or until `deadline` (a `performance.now()` time) has passed: answers whether it found
 * the quiet moment. For maintenance that holds the loop, on the embedded database, while it
 * runs: done between bursts of requests, its hold delays few of them; a portal busy past the
 * deadline still gets it done. Reading the utilization costs the requests nothing (Node counts
 * it anyway), where counting requests in flight would add a hook to every one of them.
 */
export async function untilQuiet(deadline: number, options: QuietOptions = {}): Promise<boolean> {
  const { windowMs = 250, busy = 0.25, measure = loopUtilization } = options;
  while (performance.now() < deadline) {
    if ((await measure(Math.min(windowMs, Math.max(1, deadline - performance.now())))) < busy)
      return true;
  }
  return false;
}
