import { describe, expect, it } from 'vitest';
import type { Jobs } from '../jobs/jobs.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { Db } from './db.ts';
import { openPglite, pgliteDb } from './pglite-db.ts';
import { pgliteAnalyzeJob, registerPgliteAnalyze, type AnalyzePace } from './pglite-analyze.ts';

/** Jobs that only keep what was registered, to run it by hand. */
function recordingJobs() {
  const handlers = new Map<string, () => Promise<void>>();
  const jobs: Jobs = {
    every: (name, _seconds, handler) => void handlers.set(name, handler),
    runNow: async (name) => handlers.get(name)?.(),
    names: () => [...handlers.keys()],
    start: async () => undefined,
    stop: async () => undefined,
  };
  return { jobs, handlers };
}

/** The job's rests, recorded and skipped; its waits for quiet moments end at once. */
function recordedPace() {
  const rests: number[] = [];
  const pace: AnalyzePace = {
    rest: async (ms) => void rests.push(ms),
    quiet: async () => undefined,
  };
  return { rests, pace };
}

/** Adds rows to `analyze_probe`, and reads the row count its planner statistics hold. */
function probe(db: Db) {
  return {
    insert: (from: number, to: number) =>
      db.query('insert into analyze_probe select g from generate_series($1::int, $2::int) g', [
        from,
        to,
      ]),
    planned: async () =>
      (
        await db.query<{ n: number }>(
          `select reltuples::int as n from pg_class where relname = 'analyze_probe'`,
        )
      )[0]!.n,
  };
}

describe('planner statistics of the embedded database', () => {
  it('are refreshed by a job on PGlite, which has no autovacuum, and left to PostgreSQL there', async () => {
    const t = await createTestApp();
    try {
      const { jobs, handlers } = recordingJobs();
      const asPglite: Db = Object.create(t.db, { kind: { value: 'pglite' } }) as Db;
      const asPostgres: Db = Object.create(t.db, { kind: { value: 'postgres' } }) as Db;
      registerPgliteAnalyze(asPostgres, jobs, recordedPace().pace);
      expect([...handlers.keys()]).toEqual([]);
      registerPgliteAnalyze(asPglite, jobs, recordedPace().pace);
      expect([...handlers.keys()]).toEqual([pgliteAnalyzeJob]);

      // Kept from PostgreSQL's autovacuum (when the suite runs there), which could analyze it first.
      await t.db.query(
        'create table analyze_probe (id int primary key) with (autovacuum_enabled = false)',
      );
      const { insert, planned } = probe(t.db);
      await insert(1, 5000);
      expect(await planned()).toBeLessThan(5000);
      await jobs.runNow(pgliteAnalyzeJob);
      expect(await planned()).toBe(5000);
      // Read only by its key: analysed as it doubles (migration 0049), on both databases.
      const [options] = await t.db.query<{ reloptions: string[] }>(
        `select reloptions from pg_class where relname = 'wallet_request'`,
      );
      expect(options!.reloptions).toContain('autovacuum_analyze_scale_factor=1');
    } finally {
      await t.close();
    }
  });

  it('analyzes only the tables that changed enough since their last analysis', async () => {
    const db = pgliteDb(await openPglite());
    try {
      const { jobs } = recordingJobs();
      registerPgliteAnalyze(db, jobs, recordedPace().pace);
      await db.query('create table analyze_probe (id int primary key)');
      const { insert, planned } = probe(db);
      await insert(1, 5000);
      await jobs.runNow(pgliteAnalyzeJob);
      expect(await planned()).toBe(5000);
      // 100 rows of 5,000: under the 50 + 10% that PostgreSQL's autovacuum waits for.
      await insert(5001, 5100);
      await jobs.runNow(pgliteAnalyzeJob);
      expect(await planned()).toBe(5000);
      await insert(5101, 6000);
      await jobs.runNow(pgliteAnalyzeJob);
      expect(await planned()).toBe(6000);
    } finally {
      await db.close();
    }
  });

  it("honours a table's own analyze threshold and scale factor, as autovacuum does", async () => {
    const db = pgliteDb(await openPglite());
    try {
      const { jobs } = recordingJobs();
      registerPgliteAnalyze(db, jobs, recordedPace().pace);
      await db.query(
        `create table analyze_probe (id int primary key)
         with (autovacuum_analyze_threshold = 0, autovacuum_analyze_scale_factor = 0.5)`,
      );
      const { insert, planned } = probe(db);
      await insert(1, 5000);
      await jobs.runNow(pgliteAnalyzeJob);
      expect(await planned()).toBe(5000);
      // 1,000 rows of 5,000: past the default tenth, under the table's half.
      await insert(5001, 6000);
      await jobs.runNow(pgliteAnalyzeJob);
      expect(await planned()).toBe(5000);
      await insert(6001, 8000);
      await jobs.runNow(pgliteAnalyzeJob);
      expect(await planned()).toBe(8000);
    } finally {
      await db.close();
    }
  });

  it('reads a small sample, ten histogram buckets a column, and rests after each table', async () => {
    const db = pgliteDb(await openPglite());
    try {
      const { jobs } = recordingJobs();
      const { rests, pace } = recordedPace();
      registerPgliteAnalyze(db, jobs, pace);
      await db.query('create table analyze_probe (id int primary key, score int)');
      await db.query(
        'insert into analyze_probe select g, g * 7 % 5000 from generate_series(1, 5000) g',
      );
      await jobs.runNow(pgliteAnalyzeJob);
      const [stats] = await db.query<{ bounds: number; rows: number }>(
        `select array_length(s.histogram_bounds::text::int[], 1) as bounds, c.reltuples::int as rows
         from pg_stats s join pg_class c on c.relname = s.tablename
         where s.tablename = 'analyze_probe' and s.attname = 'score'`,
      );
      // At PostgreSQL's default target (100) the histogram has 101 bounds.
      expect(stats).toEqual({ bounds: 11, rows: 5000 });
      const [setting] = await db.query<{ target: string }>('select current_setting($1) as target', [
        'default_statistics_target',
      ]);
      expect(setting!.target).toBe('100');
      // One table analysed: one rest, four times as long as the analysis took.
      expect(rests).toHaveLength(1);
      expect(rests[0]).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });

  it('waits for a quiet moment before each table, for at most half its interval in all', async () => {
    const db = pgliteDb(await openPglite());
    try {
      const { jobs } = recordingJobs();
      const deadlines: number[] = [];
      let quiet = () => {};
      const pace: AnalyzePace = {
        rest: async () => undefined,
        quiet: (deadline) => {
          deadlines.push(deadline);
          return new Promise<void>((resolve) => (quiet = resolve));
        },
      };
      registerPgliteAnalyze(db, jobs, pace);
      await db.query('create table analyze_probe (id int primary key)');
      const { insert, planned } = probe(db);
      await insert(1, 5000);
      const lookedAt = performance.now();
      const run = jobs.runNow(pgliteAnalyzeJob);
      await expect.poll(() => deadlines.length).toBe(1);
      // Not analysed while the server is busy.
      expect(await planned()).toBeLessThan(5000);
      quiet();
      await run;
      expect(await planned()).toBe(5000);
      expect(deadlines[0]! - lookedAt).toBeGreaterThanOrEqual(30_000);
      expect(deadlines[0]! - lookedAt).toBeLessThan(35_000);
    } finally {
      await db.close();
    }
  });
});
