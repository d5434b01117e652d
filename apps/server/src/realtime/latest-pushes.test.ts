import { describe, expect, it } from 'vitest';
import { LatestPushes } from './latest-pushes.ts';

/** A promise the test resolves when it wants a push to end. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('LatestPushes', () => {
  it('answers the caller before the push runs', async () => {
    const pushes = new LatestPushes(() => {});
    const ran: string[] = [];
    pushes.request('m:1', async () => {
      ran.push('push');
    });
    ran.push('caller');
    await pushes.settle();
    expect(ran).toEqual(['caller', 'push']);
  });

  it('runs one push per key at a time and once more after a burst, reading the latest value', async () => {
    const pushes = new LatestPushes(() => {});
    let value = 1;
    const sent: number[] = [];
    let inFlight = 0;
    let most = 0;
    const first = gate();
    const push = (wait?: Promise<void>) => async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      const read = value;
      await wait;
      sent.push(read);
      inFlight -= 1;
    };
    pushes.request('m:1', push(first.opened));
    // Let the first push start and read 1, then change the value three times while it runs.
    await new Promise((resolve) => setImmediate(resolve));
    for (const next of [2, 3, 4]) {
      value = next;
      pushes.request('m:1', push());
    }
    first.open();
    await pushes.settle();
    expect(sent).toEqual([1, 4]);
    expect(most).toBe(1);
  });

  it('keeps keys apart, reports a failed push and goes on with the next', async () => {
    const errors: Array<[string, string]> = [];
    const pushes = new LatestPushes((err, key) => errors.push([key, (err as Error).message]));
    const sent: string[] = [];
    pushes.request('m:1', () => Promise.reject(new Error('read failed')));
    pushes.request('m:2', async () => {
      sent.push('m:2');
    });
    await pushes.settle();
    pushes.request('m:1', async () => {
      sent.push('m:1');
    });
    await pushes.settle();
    expect(errors).toEqual([['m:1', 'read failed']]);
    expect(sent).toEqual(['m:2', 'm:1']);
  });

  it('settles only once the pushes asked for during the last run are made too', async () => {
    const pushes = new LatestPushes(() => {});
    const first = gate();
    const sent: string[] = [];
    pushes.request('m:1', async () => {
      await first.opened;
      sent.push('first');
    });
    const settled = pushes.settle().then(() => sent.slice());
    await new Promise((resolve) => setImmediate(resolve));
    pushes.request('m:1', async () => {
      sent.push('again');
    });
    first.open();
    expect(await settled).toEqual(['first', 'again']);
  });
});
