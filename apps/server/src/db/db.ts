/**
 * The data layer's one seam. Both implementations speak the PostgreSQL dialect with `$1`
 * parameters only, and decode values the same way: `int8` as `bigint` (money and counters
 * never pass through a float), `numeric` and `date` as strings, `timestamptz` as `Date`,
 * `jsonb` parsed, arrays as arrays. Cast `count(*)` to `int` when a plain number is wanted.
 * Parameters: pass `jsonb` values as JSON text (`JSON.stringify(value)`), because the two
 * drivers encode a bare JS array differently (a PostgreSQL array versus JSON).
 */
export interface Queryable {
  /** Runs one parameterized statement and returns its rows. */
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<T[]>;
}

/** A transaction in progress: statements run on its connection until the callback settles. */
export interface Tx extends Queryable {
  /**
   * Runs trusted multi-statement SQL text without parameters (migrations, resets). Never pass
   * anything built from input.
   */
  exec(sql: string): Promise<void>;
}

/** The database: PGlite (embedded) or a PostgreSQL pool, behind one interface. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws (the
   * error is rethrown).
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** OIDs whose decoding both implementations agree on. */
export const pgTypes = { int8: 20, numeric: 1700, date: 1082 } as const;
