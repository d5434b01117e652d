/**
 * An open-loop load at a fixed rate, for latency: requests start on a schedule evenly spaced in
 * time (request `i` at `i / rate` seconds), whatever the answers before them do, and each
 * latency is counted from the request's scheduled start, so a slow answer that delays the ones
 * behind it counts against them too (no coordinated omission).
 *
 * autocannon's `overallRate` is not that: each connection sends its quota for the second back
 * to back as soon as the second begins, then waits for the next, so "half of the saturation
 * rate" there is saturation for half of every second, and its latency histogram adds a made-up
 * sample for every millisecond a slow answer took. That measures a queue, not what a player
 * sees on a half-busy server.
 */
import { LeanPool, type LeanRequest } from './lean-http.ts';

export type PacedRequest = LeanRequest;

export interface PacedResult {
  /** Answers per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers outside 2xx, and requests that failed outright. */
  non2xx: number;
  errors: number;
}

/** The value below which `fraction` of the sorted values lie. */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Sends `rate` requests per second for `seconds` over at most `connections` kept-alive
 * connections (`lean-http.ts`: the generator shares the machine with the server, so it must
 * cost little); `next` makes each request. Answers the latencies in milliseconds.
 */
export async function paced(
  base: string,
  options: { rate: number; seconds: number; connections: number },
  next: () => PacedRequest,
): Promise<PacedResult> {
  const pool = new LeanPool(base, options.connections);
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let finished = 0;
  let sent = 0;
  const started = performance.now();
  let lastAnswer = started;

  await new Promise<void>((resolve) => {
    const done = () => {
      finished += 1;
      if (finished === total) resolve();
    };
    const send = (scheduled: number) => {
      pool.request(next()).then(
        (status) => {
          const now = performance.now();
          lastAnswer = now;
          if (status < 200 || status >= 300) non2xx += 1;
          else latencies.push(now - scheduled);
          done();
        },
        () => {
          errors += 1;
          done();
        },
      );
    };
    // Every millisecond or so, start each request whose time has come.
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
      while (sent < due) {
        send(started + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  pool.close();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / ((lastAnswer - started) / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    non2xx,
    errors,
  };
}
