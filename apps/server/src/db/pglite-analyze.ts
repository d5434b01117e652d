import type { Db } from './db.ts';
import type { Jobs } from '../jobs/jobs.ts';

/** The job that refreshes the embedded database's planner statistics. */
export const pgliteAnalyzeJob = 'pglite-analyze';

/** How often: often enough that a table that grew from a few rows is planned as it is now. */
const analyzeEverySeconds = 600;

/**
 * PGlite runs no autovacuum, so its planner statistics stay as they were when the tables were
 * small: the foreign-key checks of every insert that references `member` (tickets, bets,
 * ledger accounts) keep a sequential scan planned and slow down as members are added. On the
 * embedded database the server analyzes every table now and then; PostgreSQL's autovacuum
 * does this by itself, so nothing is registered there.
 */
export function registerPgliteAnalyze(db: Db, jobs: Jobs): void {
  if (db.kind !== 'pglite') return;
  jobs.every(pgliteAnalyzeJob, analyzeEverySeconds, async () => {
    await db.query('analyze');
  });
}
