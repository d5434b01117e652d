import type { Clock } from '../clock.ts';

/**
 * Counters and locks shared by every rate-limited call (login failures, captcha refresh, SMS
 * sends, registrations...). Counts fall in fixed windows: the window a hit belongs to is part
 * of its key, computed from the injected clock, so a test that moves the clock sees windows
 * and locks end. In Redis (INCR + PEXPIRE, SET PX) when REDIS_URL is set, so every node shares
 * them; in process otherwise.
 */
export interface RateLimiter {
  /** Counts one event for `key` in the current window; returns the window's count with it. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The current window's count without counting. */
  peek(key: string, windowMs: number): Promise<number>;
  /** Forgets the current window's count of `key`. */
  reset(key: string, windowMs: number): Promise<void>;
  /** Locks `key` for `ms`. */
  lock(key: string, ms: number): Promise<void>;
  /** Milliseconds the lock on `key` still holds; 0 when not locked. */
  lockedFor(key: string): Promise<number>;
  /** Lifts a lock. */
  unlock(key: string): Promise<void>;
}

/** The key of the window `now` falls in. */
export function windowKey(key: string, windowMs: number, now: number): string {
  return `${key}@${Math.floor(now / windowMs)}`;
}

interface Entry {
  value: number;
  expiresAt: number;
}

/** Sweep expired entries every this many writes, so memory stays bounded by live keys. */
const sweepEvery = 1000;

/** The in-process limiter: one node only. */
export function memoryRateLimiter(clock: Clock): RateLimiter {
  const counters = new Map<string, Entry>();
  const locks = new Map<string, Entry>();
  let writes = 0;
  const sweep = () => {
    writes += 1;
    if (writes % sweepEvery !== 0) return;
    const now = clock.now();
    for (const map of [counters, locks])
      for (const [key, entry] of map) if (entry.expiresAt <= now) map.delete(key);
  };
  const live = (map: Map<string, Entry>, key: string) => {
    const entry = map.get(key);
    if (!entry) return null;
    if (entry.expiresAt > clock.now()) return entry;
    map.delete(key);
    return null;
  };
  return {
    async hit(key, windowMs) {
      sweep();
      const now = clock.now();
      const k = windowKey(key, windowMs, now);
      const entry = live(counters, k);
      if (entry) return (entry.value += 1);
      counters.set(k, { value: 1, expiresAt: (Math.floor(now / windowMs) + 1) * windowMs });
      return 1;
    },
    async peek(key, windowMs) {
      return live(counters, windowKey(key, windowMs, clock.now()))?.value ?? 0;
    },
    async reset(key, windowMs) {
      counters.delete(windowKey(key, windowMs, clock.now()));
    },
    async lock(key, ms) {
      sweep();
      const until = clock.now() + ms;
      locks.set(key, { value: until, expiresAt: until });
    },
    async lockedFor(key) {
      const entry = live(locks, key);
      return entry ? entry.value - clock.now() : 0;
    },
    async unlock(key) {
      locks.delete(key);
    },
  };
}
