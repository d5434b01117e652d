import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import type { Db, Tx } from './db.ts';
import { pgTypes } from './db.ts';

/** Decoders matching the node-postgres setup in `pg-db.ts`. */
export const pgliteParsers = {
  [pgTypes.int8]: (value: string) => BigInt(value),
  [pgTypes.numeric]: (value: string) => value,
  [pgTypes.date]: (value: string) => value,
};

function wrapTx(tx: Transaction): Tx {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await tx.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

/** Wraps an open PGlite instance (file-backed or in memory) as a `Db`. */
export function pgliteDb(pg: PGliteInterface, onClose?: () => Promise<void>): Db {
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<T>(sql, [...params]);
      return result.rows;
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrapTx(tx))),
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
