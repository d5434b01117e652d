import type { Db } from './db.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { yieldToEventLoop } from '../jobs/yield.ts';

/** The job that refreshes the embedded database's planner statistics. */
export const pgliteAnalyzeJob = 'pglite-analyze';

/** How often: often enough that a table that grew from a few rows is planned as it is now. */
const analyzeEverySeconds = 600;

/**
 * PGlite runs no autovacuum, so its planner statistics stay as they were when the tables were
 * small: the foreign-key checks of every insert that references `member` (tickets, bets,
 * ledger accounts) keep a sequential scan planned and slow down as members are added. On the
 * embedded database the server analyzes every table now and then; PostgreSQL's autovacuum
 * does this by itself, so nothing is registered there. One table at a time, with the event loop
 * served between them: on the embedded database a statement holds the loop while it runs, and
 * analysing every table in one statement held each request waiting for a third of a second.
 */
export function registerPgliteAnalyze(db: Db, jobs: Jobs): void {
  if (db.kind !== 'pglite') return;
  jobs.every(pgliteAnalyzeJob, analyzeEverySeconds, async () => {
    const tables = await db.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    for (const { name } of tables) {
      await db.query(`analyze ${name}`);
      await yieldToEventLoop();
    }
  });
}
