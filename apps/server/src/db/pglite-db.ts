import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import type { Db, Tx } from './db.ts';
import { pgTypes } from './db.ts';
import { PglitePrepared } from './pglite-prepared.ts';

/** Decoders matching the node-postgres setup in `pg-db.ts`. */
export const pgliteParsers = {
  [pgTypes.int8]: (value: string) => BigInt(value),
  [pgTypes.numeric]: (value: string) => value,
  [pgTypes.date]: (value: string) => value,
};

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

/** Wraps an open PGlite instance (file-backed or in memory) as a `Db`. */
export function pgliteDb(pg: PGliteInterface, onClose?: () => Promise<void>): Db {
  // Parameterised statements run prepared (see `pglite-prepared.ts`); should a PGlite release
  // drop what that relies on, every statement goes through `query` as before.
  const prepared =
    pg instanceof PGlite && PglitePrepared.supported(pg) ? new PglitePrepared(pg) : null;
  return {
    kind: 'pglite',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      if (prepared && params.length > 0) return prepared.outside<T>(sql, params);
      const result = await pg.query<T>(sql, [...params]);
      return result.rows;
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrapTx(tx, prepared))),
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
