import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './db.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { untilQuiet } from '../jobs/until-quiet.ts';

/** The job that refreshes the embedded database's planner statistics. */
export const pgliteAnalyzeJob = 'pglite-analyze';

/**
 * How often the job looks, as PostgreSQL's autovacuum does (its naptime): a look that finds
 * nothing to do is one statement.
 */
const analyzeEverySeconds = 60;

/**
 * The statistics target of the job's analyses: a sample of 300 times this many rows, and this
 * many most common values and histogram buckets per column (PostgreSQL's own default until
 * 8.4; today's default is 100). Analysing a table holds the embedded database, and so the
 * event loop, while it reads its sample: at the default, a ledger table of a few tens of
 * thousands of rows held every request for about 50 ms, the worst answers of a busy minute.
 * Ten times fewer rows read take about an eighth of the time. What the portal's statements are
 * planned by (row counts and distinct values: they find rows by keys) is still estimated from
 * the sample, and a table that fits in it is read whole; only the histograms are coarser.
 */
const statisticsTarget = 10;

/**
 * After each table the job rests this many times as long as its analysis took, so the requests
 * that queued meanwhile are answered before the next table holds the loop again. With only a
 * turn of the loop between them, a look's tables (four ledger and wallet tables of 7 to 31 ms
 * in the core bench) added up to one stall for every request that arrived in between.
 */
const restFactor = 4;

/**
 * How long a look waits in all for quiet moments (`untilQuiet`) before it analyses the rest of
 * its tables anyway: half the interval, so a look ends before the next one starts. Each table
 * waits for a moment when the loop is mostly idle. In the core bench a look that fell inside a
 * timed half-load window (status calls at 4,400 a second) held the loop four times in 260 ms:
 * that window's 99th percentile was 69 ms, the next window's (no look in it) 14 ms.
 */
const quietWaitMs = 30_000;

/** How the job paces itself; tests record both instead of waiting. */
export interface AnalyzePace {
  /** Waits this many milliseconds after a table. */
  rest(ms: number): Promise<unknown>;
  /** Waits for a quiet moment before a table, until `deadline` (a `performance.now()` time). */
  quiet(deadline: number): Promise<unknown>;
}

const realPace: AnalyzePace = { rest: sleep, quiet: untilQuiet };

/**
 * The tables worth analysing: never analysed, or changed since by more rows than PostgreSQL's
 * autovacuum waits for: by default 50 rows and a tenth of the table, or the table's own
 * `autovacuum_analyze_threshold` and `autovacuum_analyze_scale_factor` (a migration sets them
 * for both databases alike). The statistics of the changes reach the views at most a second
 * late, forced here so a look counts all of them.
 */
const changedTables = `
  select format('%I.%I', s.schemaname, s.relname) as name
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  cross join lateral (
    select coalesce(max(o.option_value::float8)
                      filter (where o.option_name = 'autovacuum_analyze_threshold'), 50) as base,
           coalesce(max(o.option_value::float8)
                      filter (where o.option_name = 'autovacuum_analyze_scale_factor'), 0.1) as scale
    from pg_options_to_table(c.reloptions) o
  ) t
  where s.last_analyze is null
     or s.n_mod_since_analyze > t.base + t.scale * greatest(c.reltuples, 0)
  order by 1`;

/**
 * PGlite runs no autovacuum, so its planner statistics stay as they were when the tables were
 * small: the foreign-key checks of every insert that references `member` (tickets, bets,
 * ledger accounts) keep a sequential scan planned and slow down as members are added. On the
 * embedded database the server analyzes every table now and then; PostgreSQL's autovacuum
 * does this by itself, so nothing is registered there. One table at a time, each at a quiet
 * moment (`quietWaitMs`) and with a rest after it (`restFactor`): on the embedded database a
 * statement holds the loop while it runs, and analysing every table in one statement held each
 * request waiting for a third of a second.
 * Only the tables that changed enough: most seldom do (the game catalogue, the largest table
 * of a new portal, among them).
 */
export function registerPgliteAnalyze(db: Db, jobs: Jobs, pace: AnalyzePace = realPace): void {
  if (db.kind !== 'pglite') return;
  jobs.every(pgliteAnalyzeJob, analyzeEverySeconds, async () => {
    await db.query('select pg_stat_force_next_flush()');
    const tables = await db.query<{ name: string }>(changedTables);
    const deadline = performance.now() + quietWaitMs;
    for (const { name } of tables) {
      await pace.quiet(deadline);
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.exec(`set local default_statistics_target = ${statisticsTarget}`);
        await tx.exec(`analyze ${name}`);
      });
      await pace.rest(restFactor * (performance.now() - started));
    }
  });
}
