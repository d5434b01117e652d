import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db.ts';
import { memoryPubSub } from '../realtime/memory-pubsub.ts';
import { createTestDb } from '../testing/test-db.ts';
import { TenantDirectory } from './tenant-directory.ts';

let real: Db;
let db: Db;
/** While set, the directory's reads wait for it: a reload held in flight. */
let gate: Promise<void> | null = null;
/** Directory loads that reached the database, and its reads not answered yet. */
let loads = 0;
let inFlight = 0;

beforeAll(async () => {
  real = await createTestDb();
  db = {
    ...real,
    kind: real.kind,
    query: (async (text: string, values?: unknown[]) => {
      if (!/from (merchant order by id|domain_route|region_rule)/u.test(text)) {
        return real.query(text, values);
      }
      if (text.includes('from merchant order by id')) loads += 1;
      inFlight += 1;
      try {
        if (gate) await gate;
        return await real.query(text, values);
      } finally {
        inFlight -= 1;
      }
    }) as Db['query'],
  };
});
afterAll(async () => {
  vi.useRealTimers();
  await real.close();
});

const log = Fastify({ logger: false }).log;

/**
 * Until every read of the directory is answered. Polled from a timer, so the load that made
 * them has also finished: it ends in the same run of promise callbacks as its last read.
 */
async function settled(): Promise<void> {
  const started = Date.now();
  while (inFlight > 0) {
    if (Date.now() - started > 20_000) throw new Error('directory reads still running after 20 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('tenant directory', () => {
  it('answers a stale directory while it reloads, and keeps what a reload finds unchanged', async () => {
    // Only the clock the directory reads its age from is moved by hand.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const directory = new TenantDirectory(db, memoryPubSub(), log, 5_000);
      const first = (await directory.byCode('demo'))!;
      const rules = await directory.regionRules(first.id);
      let release!: () => void;
      gate = new Promise((resolve) => {
        release = resolve;
      });
      try {
        loads = 0;
        vi.setSystemTime(Date.now() + 6_000);
        // Stale, its reload held: the calls are answered at once from the directory they have
        // and share the one reload.
        expect(await directory.byCode('demo')).toBe(first);
        expect(await directory.byId(first.id)).toBe(first);
        expect(loads).toBe(1);
      } finally {
        gate = null;
        release();
      }
      await settled();
      // Nothing changed: the same merchant and the same rule list, and the reload is fresh.
      expect(await directory.byCode('demo')).toBe(first);
      expect(await directory.regionRules(first.id)).toBe(rules);
      expect(loads).toBe(1);

      // A change nobody reported (the safety net): the next reload brings a new merchant.
      await real.query(`update merchant set maintenance_message = 'Back soon' where id = $1`, [
        first.id,
      ]);
      try {
        vi.setSystemTime(Date.now() + 6_000);
        expect(await directory.byCode('demo')).toBe(first);
        await settled();
        const changed = (await directory.byCode('demo'))!;
        expect(changed).not.toBe(first);
        expect(changed.maintenanceMessage).toBe('Back soon');
        expect(await directory.regionRules(first.id)).toBe(rules);
      } finally {
        await real.query(`update merchant set maintenance_message = null where id = $1`, [
          first.id,
        ]);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the reload after a reported change, and rebuilds only what changed', async () => {
    const directory = new TenantDirectory(db, memoryPubSub(), log);
    const merchant = (await directory.byCode('demo'))!;
    const rules = await directory.regionRules(merchant.id);
    const [rule] = await real.query<{ id: number }>(
      `insert into region_rule (merchant_id, cidr, action, note)
       values ($1, '203.0.113.0/24', 'block', 'test') returning id`,
      [merchant.id],
    );
    try {
      await directory.invalidate(merchant.id);
      // The next call waits for the new directory: the new rule is there at once.
      const blocked = await directory.regionRules(merchant.id);
      expect(blocked).not.toBe(rules);
      expect(blocked).toHaveLength(rules.length + 1);
      // The merchant's own row did not change: the same object.
      expect(await directory.byCode('demo')).toBe(merchant);
      // Reported again with nothing changed: both are kept.
      await directory.invalidate(null);
      expect(await directory.regionRules(merchant.id)).toBe(blocked);
      expect(await directory.byCode('demo')).toBe(merchant);
    } finally {
      await real.query('delete from region_rule where id = $1', [rule!.id]);
    }
  });
});
