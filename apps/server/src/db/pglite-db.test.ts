import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openPglite, pgliteDb, StatementOutsideTransaction } from './pglite-db.ts';

/**
 * PGlite has one connection: a statement sent outside a transaction from inside its callback
 * waits for the transaction, which waits for the statement. The wrapper refuses such a
 * statement at once, so the mistake fails a test instead of stopping a server.
 */
describe('PGlite statements outside a running transaction', () => {
  let db: Db;
  beforeAll(async () => {
    db = pgliteDb(await openPglite());
    await db.query('create table outside_probe (id int primary key)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('refuses a statement or a transaction on the database from inside a callback', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into outside_probe (id) values ($1)', [1]);
        await db.query('select count(*)::int as n from outside_probe where id > $1', [0]);
      }),
    ).rejects.toBeInstanceOf(StatementOutsideTransaction);
    await expect(
      db.transaction(async () => db.transaction(async (tx) => tx.query('select 1'))),
    ).rejects.toBeInstanceOf(StatementOutsideTransaction);
    // The refused transaction rolled back; the database answers as before.
    expect(await db.query('select id from outside_probe')).toEqual([]);
  });

  it('lets the transaction’s own statements and later ones run', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into outside_probe (id) values ($1)', [2]);
    });
    // Started concurrently, outside any callback: it waits its turn, then runs.
    const [count] = await Promise.all([
      db.query<{ n: number }>('select count(*)::int as n from outside_probe where id > $1', [0]),
      db.transaction(async (tx) => tx.query('insert into outside_probe (id) values ($1)', [3])),
    ]);
    expect(count[0]!.n).toBeGreaterThanOrEqual(1);
    expect(await db.query('select id from outside_probe order by id')).toEqual([
      { id: 2 },
      { id: 3 },
    ]);
  });
});

/**
 * A PGlite statement runs in the server's thread and settles without leaving it: work that
 * awaits statement after statement would keep every request waiting until it ends.
 */
describe('PGlite statements one after another', () => {
  /** Runs statements until the event loop has turned (an immediate ran), at most 5,000. */
  async function untilTurned(run: () => Promise<unknown>): Promise<boolean> {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    for (let i = 0; i < 5000 && !turned; i += 1) await run();
    return turned;
  }

  it('let the event loop turn once they have held it for a few milliseconds', async () => {
    const db = pgliteDb(await openPglite());
    try {
      expect(await untilTurned(() => db.query('select $1::int as n', [1]))).toBe(true);
      // Between transactions too (never inside one, which holds the only connection).
      expect(
        await untilTurned(() => db.transaction((tx) => tx.query('select $1::int as n', [1]))),
      ).toBe(true);
    } finally {
      await db.close();
    }
  });
});
