import { createHash } from 'node:crypto';
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

const statementNames = new Map<string, string>();

/**
 * A parameterised statement as a named prepared statement: each connection parses and
 * describes it once, then only binds and executes it, and PostgreSQL keeps its plan (custom
 * plans first, a generic one once it is as good). The name is a digest of the text, so one text
 * has one name on every connection. Statements without parameters (DDL, maintenance) stay
 * unnamed. Behind a pooler in transaction mode (PgBouncer before 1.21) named statements do
 * not survive between transactions; the portal connects to PostgreSQL directly.
 */
function statement(sql: string, params: readonly unknown[]): pg.QueryConfig {
  if (params.length === 0) return { text: sql };
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `portal_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return { name, text: sql, values: [...params] };
}

/**
 * A transaction's connection. Its statements run one after the other in the order they were
 * asked, also when a caller asks for several at once (`Promise.all` over reads): a connection
 * runs one query at a time, and node-postgres's own queue for a query sent while another runs
 * is deprecated (pg 9 refuses such a query).
 */
export function wrapClient(client: pg.PoolClient): Tx {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <R>(run: () => Promise<R>): Promise<R> => {
    const turn = last.then(run);
    last = turn.catch(() => undefined);
    return turn;
  };
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await inTurn(() => client.query<T>(statement(sql, params)));
      return result.rows;
    },
    async exec(sql: string) {
      await inTurn(() => client.query(sql));
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
      const result = await pool.query<T>(statement(sql, params));
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
