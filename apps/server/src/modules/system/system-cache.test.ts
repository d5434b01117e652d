import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { parseKeyring } from '../../merchant/key-sealing.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { TenantDirectory } from '../../merchant/tenant-directory.ts';
import { memoryPubSub } from '../../realtime/memory-pubsub.ts';
import { testKeyEncryptionKeys } from '../../testing/test-app.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { until } from '../../testing/until.ts';
import { SystemCache } from './system-cache.ts';

let db: Db;
let directory: TenantDirectory;
let merchant: Merchant;
/** How many snapshot loads reached the database. */
let loads = 0;

beforeAll(async () => {
  const real = await createTestDb();
  db = {
    ...real,
    kind: real.kind,
    query: ((text: string, values?: unknown[]) => {
      if (text.includes('from customer_service')) loads += 1;
      return real.query(text, values);
    }) as Db['query'],
  };
  directory = new TenantDirectory(db, memoryPubSub(), Fastify({ logger: false }).log);
  await directory.start();
  merchant = (await directory.byCode('demo'))!;
});
afterAll(async () => {
  await directory.stop();
  await db.close();
});

describe('system snapshots', () => {
  it('share one load, serve the old snapshot while a stale one reloads, keep it while unchanged and drop it on a change', async () => {
    const cache = new SystemCache(db, directory, parseKeyring(testKeyEncryptionKeys), 0);
    loads = 0;
    const [first, second] = await Promise.all([cache.get(merchant), cache.get(merchant)]);
    expect(second).toBe(first);
    expect(loads).toBe(1);
    // Stale at once (no time to live): the old snapshot answers, one reload starts.
    const [stale, staleAgain] = await Promise.all([cache.get(merchant), cache.get(merchant)]);
    expect(stale).toBe(first);
    expect(staleAgain).toBe(first);
    expect(loads).toBe(2);
    // Nothing changed: the reload keeps the same snapshot (and what is kept per snapshot).
    // A reload that ended makes way for the next: a third load proves the second ended.
    await until(() => {
      void cache.get(merchant);
      return loads >= 3;
    });
    expect(await cache.get(merchant)).toBe(first);
    // A change the directory was not told of is picked up by the next reload.
    await db.query(
      `update resource set label_name_en = label_name_en || ' (new)' where merchant_id = $1`,
      [merchant.id],
    );
    let latest = first;
    await until(() => {
      void cache.get(merchant).then((snapshot) => {
        latest = snapshot;
      });
      return latest !== first;
    });
    expect(latest.resources.length).toBeGreaterThan(0);
    expect(latest.resources.every((row) => row.labelNameEn.endsWith(' (new)'))).toBe(true);
    // A reported change drops the snapshot: the next call waits for a fresh one.
    const before = await cache.get(merchant);
    await directory.invalidate(merchant.id);
    const after = await cache.get(merchant);
    expect(after).not.toBe(before);
  });
});
