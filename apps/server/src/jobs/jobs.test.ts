import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { createTestDb } from '../testing/test-db.ts';
import { PgBossJobs } from './pg-boss-jobs.ts';
import { until } from '../testing/until.ts';

let db: Db;
const log = Fastify({ logger: { level: 'silent' } }).log;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

describe('pg-boss jobs over our Db', () => {
  it('runs a recurring job once per interval across two nodes', async () => {
    const nodes = [new PgBossJobs(db, log), new PgBossJobs(db, log)];
    const runs: Array<{ node: number; at: number }> = [];
    nodes.forEach((jobs, node) => {
      jobs.every('test-tick', 1, async () => {
        runs.push({ node, at: Date.now() });
      });
    });
    const started = Date.now();
    await Promise.all(nodes.map((jobs) => jobs.start()));
    // However slow the machine, wait for a few runs rather than for a fixed time.
    await until(() => runs.length >= 3, 60_000);
    await Promise.all(nodes.map((jobs) => jobs.stop()));
    // A run that ended as the nodes stopped is still being marked complete: let it finish
    // before the database closes.
    for (let tries = 0; tries < 200; tries += 1) {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'test-tick' and state = 'active'`,
      );
      if (row!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (Date.now() - started) / 1000;
    // Both nodes offer every slot; the database keeps one job per slot, and a job (no retries)
    // runs once. Judged on the jobs' slots, not on when handlers ran: on a loaded machine two
    // slots' runs may land in the same wall-clock second.
    const offered = await db.query<{ slot: string }>(
      `select singleton_on::text as slot from pgboss.job where name = 'test-tick'`,
    );
    expect(new Set(offered.map((job) => job.slot)).size).toBe(offered.length);
    expect(offered.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(runs.length).toBeLessThanOrEqual(offered.length);
  }, 90_000);

  it('runs a job now on request and refuses a second registration of a name', async () => {
    const jobs = new PgBossJobs(db, log);
    let ran = 0;
    jobs.every('test-now', 60, async () => {
      ran += 1;
    });
    expect(() => jobs.every('test-now', 60, async () => undefined)).toThrow(/twice/u);
    expect(() => jobs.every('Bad Name', 60, async () => undefined)).toThrow(/bad job name/u);
    await jobs.runNow('test-now');
    expect(ran).toBe(1);
    await expect(jobs.runNow('missing')).rejects.toThrow(/no job/u);
  });
});
