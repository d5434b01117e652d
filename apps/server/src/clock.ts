/**
 * The time the server decides expiries by: sessions, codes, captchas, locks, payload clocks.
 * Injectable so tests can move it; production uses the system clock.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The system clock. */
export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock tests move by hand. It starts on a whole hour by default, so fixed rate-limit windows
 * (seconds, minutes, hours) all begin with the test.
 */
export class ManualClock implements Clock {
  constructor(private current = Math.ceil(Date.now() / 3_600_000) * 3_600_000) {}
  now(): number {
    return this.current;
  }
  /** Moves the clock forward by `ms`. */
  advance(ms: number): void {
    this.current += ms;
  }
}
