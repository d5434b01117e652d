import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoryPubSub } from './memory-pubsub.ts';
import { memberChannel, Realtime } from './realtime.ts';

const silent = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('Realtime.sendLatest', () => {
  it('reads and sends the value only while the member has a subscriber', async () => {
    const bus = memoryPubSub();
    const realtime = new Realtime(bus, silent);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return { type: 'balance', payload: { balance: String(reads) } };
    };
    // No tab open: nothing to read.
    realtime.sendLatest(1, '7', 'balance', read);
    await realtime.settle();
    expect(reads).toBe(0);

    const received: string[] = [];
    const stop = await bus.subscribe(memberChannel(1, '7'), (message) => received.push(message));
    realtime.sendLatest(1, '7', 'balance', read);
    await realtime.settle();
    expect(reads).toBe(1);
    await expect
      .poll(() => received)
      .toEqual([JSON.stringify({ type: 'balance', payload: { balance: '1' } })]);

    // Another member's push is not this subscriber's.
    realtime.sendLatest(1, '8', 'balance', read);
    await realtime.settle();
    expect(reads).toBe(1);
    await stop();
    await bus.close();
  });
});
