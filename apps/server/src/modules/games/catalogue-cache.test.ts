import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoryPubSub } from '../../realtime/memory-pubsub.ts';
import { CatalogueCache, catalogueTtlMs } from './catalogue-cache.ts';

/** A load the test settles by hand, counting how often it was asked for. */
function manualLoads() {
  const pending: Array<{ resolve: (v: string) => void; reject: (e: Error) => void }> = [];
  let calls = 0;
  const load = () =>
    new Promise<string>((resolve, reject) => {
      calls += 1;
      pending.push({ resolve, reject });
    });
  return { load, pending, calls: () => calls };
}

async function cacheAt(clock: { now: number }) {
  const pubsub = memoryPubSub();
  const cache = new CatalogueCache(pubsub, Fastify().log, () => clock.now);
  await cache.start();
  return cache;
}

describe('catalogue cache', () => {
  it('serves an answer past its age while its successor loads, once, then the new one', async () => {
    const clock = { now: 1_000 };
    const cache = await cacheAt(clock);
    const loads = manualLoads();
    const first = cache.get('k', loads.load);
    loads.pending[0]!.resolve('v1');
    expect(await first).toBe('v1');
    expect(await cache.get('k', loads.load)).toBe('v1');
    expect(loads.calls()).toBe(1);

    clock.now += catalogueTtlMs;
    // Past its age: the old answer at once, and one renewal for any number of callers.
    expect(await cache.get('k', loads.load)).toBe('v1');
    expect(await cache.get('k', loads.load)).toBe('v1');
    expect(loads.calls()).toBe(2);
    loads.pending[1]!.resolve('v2');
    await Promise.resolve();
    expect(await cache.get('k', loads.load)).toBe('v2');
    expect(loads.calls()).toBe(2);
  });

  it('keeps the old answer when a renewal fails, and tries again on the next call', async () => {
    const clock = { now: 1_000 };
    const cache = await cacheAt(clock);
    const loads = manualLoads();
    const first = cache.get('k', loads.load);
    loads.pending[0]!.resolve('v1');
    await first;
    clock.now += catalogueTtlMs;
    expect(await cache.get('k', loads.load)).toBe('v1');
    loads.pending[1]!.reject(new Error('database away'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', loads.load)).toBe('v1');
    expect(loads.calls()).toBe(3);
  });

  it('drops a renewal that a catalogue change overtook, and never keeps a failed load', async () => {
    const clock = { now: 1_000 };
    const cache = await cacheAt(clock);
    const loads = manualLoads();
    const first = cache.get('k', loads.load);
    loads.pending[0]!.resolve('old');
    await first;
    clock.now += catalogueTtlMs;
    await cache.get('k', loads.load);
    await cache.invalidate();
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = cache.get('k', loads.load);
    loads.pending[2]!.resolve('after the change');
    // The renewal started before the change ends after it: it is not kept.
    loads.pending[1]!.resolve('before the change');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await fresh).toBe('after the change');
    expect(await cache.get('k', loads.load)).toBe('after the change');

    const failing = cache.get('other', loads.load);
    loads.pending[3]!.reject(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    const again = cache.get('other', loads.load);
    expect(loads.calls()).toBe(5);
    loads.pending[4]!.resolve('loaded');
    expect(await again).toBe('loaded');
  });

  it('drops the answers of every other node on a change, and keeps what the changer loaded since', async () => {
    const clock = { now: 1_000 };
    const pubsub = memoryPubSub();
    const [changer, other] = [0, 1].map(
      () => new CatalogueCache(pubsub, Fastify().log, () => clock.now),
    );
    await changer!.start();
    await other!.start();
    expect(await other!.get('k', async () => 'before')).toBe('before');
    expect(await changer!.get('k', async () => 'before')).toBe('before');
    await changer!.invalidate();
    // Loaded after the change, before the change's message comes back through pub/sub.
    expect(await changer!.get('k', async () => 'after')).toBe('after');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await changer!.get('k', async () => 'reloaded')).toBe('after');
    expect(await other!.get('k', async () => 'after')).toBe('after');
  });

  it('keeps an answer past its age while the catalogue version has not moved since it was read', async () => {
    const clock = { now: 1_000 };
    const version = { value: '7', reads: 0 };
    const cache = new CatalogueCache(
      memoryPubSub(),
      Fastify().log,
      () => clock.now,
      async () => {
        version.reads += 1;
        return version.value;
      },
    );
    await cache.start();
    const loads = manualLoads();
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    // The first load reads the version before the answer, as every renewal does.
    const first = cache.get('k', loads.load);
    await settle();
    expect(version.reads).toBe(1);
    loads.pending[0]!.resolve('v1');
    expect(await first).toBe('v1');

    // Past its age, nothing moved: the version is read, the answer is not, and it is current
    // for another age.
    clock.now += catalogueTtlMs;
    expect(await cache.get('k', loads.load)).toBe('v1');
    await settle();
    expect(version.reads).toBe(2);
    expect(loads.calls()).toBe(1);
    clock.now += catalogueTtlMs - 1;
    expect(await cache.get('k', loads.load)).toBe('v1');
    await settle();
    expect(version.reads).toBe(2);

    // A write to the catalogue moved the version: the next renewal reads the answer.
    version.value = '8';
    clock.now += 1;
    expect(await cache.get('k', loads.load)).toBe('v1');
    await settle();
    expect(version.reads).toBe(3);
    expect(loads.calls()).toBe(2);
    loads.pending[1]!.resolve('v2');
    await settle();
    expect(await cache.get('k', loads.load)).toBe('v2');

    // Nothing moved since the renewal read '8': the next one keeps 'v2'.
    clock.now += catalogueTtlMs;
    expect(await cache.get('k', loads.load)).toBe('v2');
    await settle();
    expect(version.reads).toBe(4);
    expect(loads.calls()).toBe(2);
  });
});
