import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { bossDb, pollingPhase } from './pg-boss-jobs.ts';

/** A database that has been closed: every statement fails as node-postgres does then. */
const closedDb = {
  query: () => Promise.reject(new Error('Cannot use a pool after calling end on the pool')),
} as unknown as Db;

describe("pg-boss's database", () => {
  it('passes errors on while the scheduler runs', async () => {
    await expect(
      bossDb(closedDb, () => false).executeSql('update job set state = $1', ['failed']),
    ).rejects.toThrow('after calling end');
  });

  // pg-boss reads a missing result of complete/fail as nothing affected; `[]` would break it.
  it('drops the late bookkeeping of a run that outlived the stop instead of rejecting', async () => {
    let stopped = false;
    const db = bossDb(closedDb, () => stopped);
    const inFlight = db.executeSql('update job set state = $1', ['failed']);
    stopped = true;
    await expect(inFlight).resolves.toEqual({ rows: undefined });
    await expect(db.executeSql('select 1')).resolves.toEqual({ rows: undefined });
  });
});

describe('where each queue polls in its interval', () => {
  // Polls that fall together hold the embedded database's event loop together.
  it('spreads the polls of any number of queues over the interval', () => {
    for (let queues = 2; queues <= 40; queues += 1) {
      const phases = Array.from({ length: queues }, (_, index) => pollingPhase(index)).sort(
        (a, b) => a - b,
      );
      const gaps = phases.map((phase, index) => (phases[index + 1] ?? phases[0]! + 1) - phase);
      expect(Math.min(...gaps) * queues).toBeGreaterThan(0.3);
      expect(Math.max(...gaps) * queues).toBeLessThan(3);
      expect(phases.every((phase) => phase >= 0 && phase < 1)).toBe(true);
    }
  });
});
