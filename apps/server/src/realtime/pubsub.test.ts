import { describe, expect, it } from 'vitest';
import { testRedisPubSub } from '../testing/test-app.ts';
import { memoryPubSub } from './memory-pubsub.ts';
import type { PubSub } from './pubsub.ts';
import { until } from '../testing/until.ts';

function collector() {
  const received: string[] = [];
  const handler = (message: string) => {
    received.push(message);
  };
  return { received, handler };
}

/** The same behaviour from both implementations. */
function contract(name: string, open: () => Promise<[PubSub, PubSub]>, skip: boolean) {
  describe.skipIf(skip)(`${name} pub/sub`, () => {
    it('delivers to every subscriber of a channel, asynchronously, and stops after unsubscribe', async () => {
      const [a, b] = await open();
      try {
        const first = collector();
        const second = collector();
        const other = collector();
        const stopFirst = await a.subscribe('room:1', first.handler);
        await b.subscribe('room:1', second.handler);
        await b.subscribe('room:2', other.handler);
        await a.publish('room:1', 'hello');
        expect(first.received).toEqual([]); // never inside publish
        await until(() => first.received.length === 1 && second.received.length === 1);
        await stopFirst();
        await b.publish('room:1', 'again');
        await until(() => second.received.length === 2);
        expect(first.received).toEqual(['hello']);
        expect(other.received).toEqual([]);
      } finally {
        await a.close();
        if (b !== a) await b.close();
      }
    });

    it('keeps one failing handler from affecting the others', async () => {
      const [a] = await open();
      try {
        const good = collector();
        await a.subscribe('c', () => {
          throw new Error('bad handler');
        });
        await a.subscribe('c', good.handler);
        await a.publish('c', 'x');
        await until(() => good.received.length === 1);
      } finally {
        await a.close();
      }
    });
  });
}

describe('mayReach', () => {
  it('knows in process whether a channel has a subscriber', async () => {
    const bus = memoryPubSub();
    expect(bus.mayReach('member:1:2')).toBe(false);
    const stop = await bus.subscribe('member:1:2', () => {});
    expect(bus.mayReach('member:1:2')).toBe(true);
    expect(bus.mayReach('member:1:3')).toBe(false);
    await stop();
    expect(bus.mayReach('member:1:2')).toBe(false);
    await bus.subscribe('member:1:2', () => {});
    await bus.close();
    expect(bus.mayReach('member:1:2')).toBe(false);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'answers yes through Redis, where other nodes may subscribe',
    async () => {
      const bus = (await testRedisPubSub())!;
      try {
        expect(bus.mayReach('member:1:2')).toBe(true);
      } finally {
        await bus.close();
      }
    },
  );
});

contract(
  'in-process',
  async () => {
    const bus = memoryPubSub();
    return [bus, bus];
  },
  false,
);

contract(
  'Redis (two connections pairs, as two nodes)',
  async () => [(await testRedisPubSub())!, (await testRedisPubSub())!],
  !process.env.REDIS_URL,
);
