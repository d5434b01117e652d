import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { openRedis } from '../redis/redis-client.ts';
import { memoryRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { redisRateLimiter } from './redis-rate-limiter.ts';

const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closers) await close();
});

const kinds: Array<[string, (clock: ManualClock) => Promise<RateLimiter>]> = [
  ['memory', async (clock) => memoryRateLimiter(clock)],
];
if (process.env.REDIS_URL) {
  kinds.push([
    'redis',
    async (clock) => {
      const redis = await openRedis(process.env.REDIS_URL!);
      closers.push(() => redis.quit());
      return redisRateLimiter(redis, `portal-test:${randomBytes(6).toString('hex')}:`, clock);
    },
  ]);
}

describe.each(kinds)('%s rate limiter', (_name, make) => {
  it('counts hits per window and starts over in the next one', async () => {
    const clock = new ManualClock(1_000_000);
    const limiter = await make(clock);
    expect(await limiter.hit('a', 1000)).toBe(1);
    expect(await limiter.hit('a', 1000)).toBe(2);
    expect(await limiter.hit('b', 1000)).toBe(1);
    expect(await limiter.peek('a', 1000)).toBe(2);
    clock.advance(1000);
    expect(await limiter.peek('a', 1000)).toBe(0);
    expect(await limiter.hit('a', 1000)).toBe(1);
    await limiter.reset('a', 1000);
    expect(await limiter.peek('a', 1000)).toBe(0);
  });

  it('locks for a while, then lets go', async () => {
    const clock = new ManualClock(5_000_000);
    const limiter = await make(clock);
    expect(await limiter.lockedFor('k')).toBe(0);
    await limiter.lock('k', 300_000);
    expect(await limiter.lockedFor('k')).toBe(300_000);
    clock.advance(299_999);
    expect(await limiter.lockedFor('k')).toBe(1);
    clock.advance(1);
    expect(await limiter.lockedFor('k')).toBe(0);
    await limiter.lock('k', 1000);
    await limiter.unlock('k');
    expect(await limiter.lockedFor('k')).toBe(0);
  });
});
