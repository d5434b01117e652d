import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { wrapClient } from './pg-db.ts';

/** A connection that answers each query a moment later and counts how many ran at once. */
function fakeClient() {
  const seen = { running: 0, most: 0, order: [] as string[] };
  const client = {
    async query(config: string | { text: string }) {
      const text = typeof config === 'string' ? config : config.text;
      seen.running += 1;
      seen.most = Math.max(seen.most, seen.running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.running -= 1;
      seen.order.push(text);
      if (text === 'fail') throw new Error('refused');
      return { rows: [{ text }] };
    },
  };
  return { client: client as unknown as pg.PoolClient, seen };
}

describe("a transaction's connection", () => {
  it('runs statements asked at once one after the other, in the order asked', async () => {
    const { client, seen } = fakeClient();
    const tx = wrapClient(client);
    const texts = Array.from({ length: 10 }, (_, i) => `select ${i} where $1`);
    const rows = await Promise.all(texts.map((text) => tx.query<{ text: string }>(text, [1])));
    expect(rows.map(([row]) => row!.text)).toEqual(texts);
    expect(seen.order).toEqual(texts);
    expect(seen.most).toBe(1);
  });

  it('goes on after a failed statement', async () => {
    const { client, seen } = fakeClient();
    const tx = wrapClient(client);
    const [failed, after] = await Promise.allSettled([tx.exec('fail'), tx.query('select 1')]);
    expect(failed.status).toBe('rejected');
    expect(after).toEqual({ status: 'fulfilled', value: [{ text: 'select 1' }] });
    expect(seen.most).toBe(1);
  });
});
