import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import type { Db, Tx } from './db.ts';
import { pgTypes } from './db.ts';
import { PglitePrepared } from './pglite-prepared.ts';
import { TransactionScope } from './transaction-scope.ts';
import { yieldToEventLoop } from '../jobs/yield.ts';

/** Decoders matching the node-postgres setup in `pg-db.ts`. */
export const pgliteParsers = {
  [pgTypes.int8]: (value: string) => BigInt(value),
  [pgTypes.numeric]: (value: string) => value,
  [pgTypes.date]: (value: string) => value,
};

/**
 * Lets the event loop turn between statements that have held it for more than `limitMs`. On the
 * embedded database a statement runs in this thread and its promise settles without leaving it,
 * so work that awaits statement after statement (a job's steps, a settlement's members) holds
 * every request, the ones that need no database included, until it ends. The first statement
 * or transaction of a turn notes the time; a later one in the same turn, past the limit, waits
 * for the next turn. Never inside a transaction: it holds the one connection, and a transfer
 * that waited there held every other one waiting behind it (p99 of a transfer 415 ms).
 */
function loopTurns(limitMs: number): () => Promise<void> | undefined {
  let since = 0;
  let watching = false;
  const turned = () => {
    watching = false;
  };
  return () => {
    const now = performance.now();
    if (!watching) {
      watching = true;
      since = now;
      setImmediate(turned);
      return undefined;
    }
    return now - since > limitMs ? yieldToEventLoop() : undefined;
  };
}

function wrapTx(tx: Transaction, prepared: PglitePrepared | null): Tx {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      if (prepared && params.length > 0) return prepared.inside<T>(sql, params);
      const result = await tx.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

/**
 * Thrown by a statement sent outside a transaction from inside its callback. PGlite has one
 * connection: the statement would wait for the transaction to end, and the transaction waits
 * for the statement, so the whole server would stop answering. Use the transaction's `tx`.
 */
export class StatementOutsideTransaction extends Error {
  constructor(sql: string) {
    super(`a statement outside the running transaction would wait for it for ever: ${sql}`);
    this.name = 'StatementOutsideTransaction';
  }
}

/** Wraps an open PGlite instance (file-backed or in memory) as a `Db`. */
export function pgliteDb(pg: PGliteInterface, onClose?: () => Promise<void>): Db {
  // Marks the work a transaction's callback starts, so a statement that the callback waits for
  // but that would queue behind the transaction fails at once instead of hanging.
  const insideTransaction = new TransactionScope();
  // Parameterised statements run prepared (see `pglite-prepared.ts`); should a PGlite release
  // drop what that relies on, every statement goes through `query` as before.
  const prepared =
    pg instanceof PGlite && PglitePrepared.supported(pg) ? new PglitePrepared(pg) : null;
  // A request waits for statements at most this long, and one statement or transaction more.
  const turn = loopTurns(8);
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      if (insideTransaction.inside()) {
        throw new StatementOutsideTransaction(sql.replace(/\s+/gu, ' ').slice(0, 120));
      }
      await turn();
      if (prepared && params.length > 0) return prepared.outside<T>(sql, params);
      const result = await pg.query<T>(sql, [...params]);
      return result.rows;
    },
    transaction: async (fn) => {
      if (insideTransaction.inside()) {
        throw new StatementOutsideTransaction('a transaction inside a transaction');
      }
      await turn();
      return pg.transaction((tx) => insideTransaction.run(() => fn(wrapTx(tx, prepared))));
    },
    async close() {
      if (!pg.closed) await pg.close();
      await onClose?.();
    },
  };
}

/**
 * Opens PGlite: in memory without a directory, else file-backed in `dataDir`. `loadDataDir`
 * starts from a dump (the test template) instead of running initdb.
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<PGlite> {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: pgliteParsers,
  });
}
