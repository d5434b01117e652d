import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from './db.ts';
import { pgTypes } from './db.ts';

const decoders: Record<number, (value: string) => unknown> = {
  [pgTypes.int8]: (value) => BigInt(value),
  [pgTypes.numeric]: (value) => value,
  [pgTypes.date]: (value) => value,
};

/** Per-pool type parsers, so the process-wide `pg.types` stay untouched. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const decoder = decoders[oid];
    if (decoder && format !== 'binary') return decoder;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

function wrapClient(client: pg.PoolClient): Tx {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Opens a node-postgres pool on `DATABASE_URL` as a `Db`. */
export function postgresDb(connectionString: string, log?: FastifyBaseLogger): Db {
  const pool = new pg.Pool({ connectionString, types, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server emits here; without a listener it would crash the
  // process. The pool replaces the client on the next checkout.
  pool.on('error', (err) => log?.error({ err }, 'idle PostgreSQL client failed'));
  return {
    kind: 'postgres',
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query<T>(sql, [...params]);
      return result.rows;
    },
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(wrapClient(client));
        await client.query('commit');
        return result;
      } catch (err) {
        try {
          await client.query('rollback');
        } catch (rollbackErr) {
          // A connection that cannot roll back must not return to the pool.
          broken = rollbackErr as Error;
        }
        throw err;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
