import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import { windowKey, type RateLimiter } from './rate-limiter.ts';

/**
 * The shared limiter: INCR + PEXPIRE per window key, and locks as `SET key <until> PX ms`. The
 * lock's end is read against the injected clock, Redis' own expiry only cleans up.
 */
export function redisRateLimiter(redis: Redis, prefix: string, clock: Clock): RateLimiter {
  const counter = (key: string, windowMs: number) =>
    `${prefix}rl:${windowKey(key, windowMs, clock.now())}`;
  const lockKey = (key: string) => `${prefix}lock:${key}`;
  return {
    async hit(key, windowMs) {
      const k = counter(key, windowMs);
      const results = await redis.multi().incr(k).pexpire(k, windowMs).exec();
      const [error, count] = results?.[0] ?? [new Error('Redis transaction aborted'), 0];
      if (error) throw error;
      return Number(count);
    },
    async peek(key, windowMs) {
      return Number((await redis.get(counter(key, windowMs))) ?? 0);
    },
    async reset(key, windowMs) {
      await redis.del(counter(key, windowMs));
    },
    async lock(key, ms) {
      await redis.set(lockKey(key), String(clock.now() + ms), 'PX', ms);
    },
    async lockedFor(key) {
      const until = Number((await redis.get(lockKey(key))) ?? 0);
      return Math.max(0, until - clock.now());
    },
    async unlock(key) {
      await redis.del(lockKey(key));
    },
  };
}
