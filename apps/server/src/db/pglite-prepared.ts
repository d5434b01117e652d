import { parse, protocol, types, type PGlite, type messages } from '@electric-sql/pglite';

const { serialize } = protocol;

/** The parts of PGlite this module reaches past its public `query` for. */
interface PgliteInternals {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId: number) => unknown>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** A result column: its name and the parser of its type (none: the text as sent). */
interface Column {
  name: string;
  typeId: number;
  parse: ((value: string, typeId: number) => unknown) | undefined;
}

/** A statement parsed once on the embedded database's session. */
interface Prepared {
  name: string;
  /** Parameter type OIDs, as the server inferred them, to serialise values as `query` does. */
  types: number[];
  /** The result's columns, described once with the statement (none for a statement without rows). */
  columns: Column[];
}

/** Statements kept prepared; the least recently used beyond this are closed. */
const preparedLimit = 500;

/** PostgreSQL's refusal to run a cached plan whose result columns changed after DDL. */
const resultTypeChanged = '0A000';

/**
 * Runs parameterised statements on PGlite as named prepared statements: parsed and described
 * once per SQL text, then only bound and executed. PGlite's own `query` parses, describes and
 * plans every statement anew, which on the embedded database costs as much as running it
 * (a ledger post, a balance read or a session check are a few small statements each): the
 * benchmark's single-row update runs in about half the time this way. PostgreSQL's plan cache
 * does the rest (custom plans first, a generic plan once it is as good).
 *
 * The caller holds PGlite's query lock (`runExclusive`). Statements without parameters go
 * through PGlite's `query` (they are DDL, maintenance or built from trusted names, and would
 * fill the cache with one-offs).
 */
export class PglitePrepared {
  private readonly statements = new Map<string, Prepared>();
  private sequence = 0;

  constructor(private readonly pg: PGlite) {}

  /** Whether PGlite still has the internals this relies on (checked once at open). */
  static supported(pg: PGlite): boolean {
    const internals = pg as unknown as Partial<PgliteInternals>;
    return (
      typeof internals._runExclusiveTransaction === 'function' &&
      typeof internals.serializers === 'object' &&
      typeof internals.parsers === 'object'
    );
  }

  /** One statement outside any transaction: waits for a running transaction, as `query` does. */
  outside<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const internals = this.pg as unknown as PgliteInternals;
    return internals._runExclusiveTransaction(() => this.inside<T>(sql, params));
  }

  /** One statement inside the caller's transaction (its transaction lock is already held). */
  inside<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    return this.pg.runExclusive(async () => {
      try {
        return await this.run<T>(sql, params);
      } catch (err) {
        // A table's columns changed under a prepared `select *`: prepare it again, once.
        if ((err as { code?: string }).code !== resultTypeChanged) throw err;
        await this.forget(sql);
        return this.run<T>(sql, params);
      }
    });
  }

  /**
   * One extended-protocol exchange: the messages and a closing Sync in one buffer, which PGlite
   * runs in one call (a call per message added its own overhead to every statement). Sync ends
   * the exchange also after an error: until then the server skips what it is sent, and the
   * session would stay in the failed exchange.
   */
  private async exchange(...messages: Uint8Array[]) {
    const buffer = Buffer.concat([...messages, serialize.sync()]);
    return (await this.pg.execProtocol(buffer, { syncToFs: false })).messages;
  }

  private async prepare(sql: string): Promise<Prepared> {
    const known = this.statements.get(sql);
    if (known) {
      // Most recently used last, so eviction takes the oldest.
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    const name = `portal_${(this.sequence += 1)}`;
    const described = await this.exchange(
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
    );
    const parsers = (this.pg as unknown as PgliteInternals).parsers;
    // Resolved as PGlite's own result parser does: its configured parsers, then its defaults.
    const columns = described.flatMap((message) =>
      message.name === 'rowDescription'
        ? (message as messages.RowDescriptionMessage).fields.map(
            ({ name: column, dataTypeID }) => ({
              name: column,
              typeId: dataTypeID,
              parse: parsers[dataTypeID] ?? types.parsers[dataTypeID],
            }),
          )
        : [],
    );
    const parameterTypes = parse.parseDescribeStatementResults(described);
    const made = { name, types: parameterTypes, columns };
    this.statements.set(sql, made);
    if (this.statements.size > preparedLimit) {
      const [oldest] = this.statements.keys();
      await this.forget(oldest as string);
    }
    return made;
  }

  private async forget(sql: string): Promise<void> {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    await this.exchange(serialize.close({ type: 'S', name: statement.name }));
  }

  private async run<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const internals = this.pg as unknown as PgliteInternals;
    const statement = await this.prepare(sql);
    // Values are serialised as PGlite's `query` does: by the parameter's inferred type.
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = internals.serializers[statement.types[index] as number];
      return serializer ? serializer(value) : String(value);
    });
    try {
      // No Describe of the portal: the statement's columns were described when it was
      // prepared, so the server sends only the rows, and each row is built from those columns.
      const answer = await this.exchange(
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
      );
      const rows: Record<string, unknown>[] = [];
      const { columns } = statement;
      for (const message of answer) {
        if (message.name !== 'dataRow') continue;
        const fields = (message as messages.DataRowMessage).fields;
        const row: Record<string, unknown> = {};
        for (let index = 0; index < columns.length; index += 1) {
          const column = columns[index]!;
          const text = fields[index] ?? null;
          row[column.name] =
            text === null ? null : column.parse ? column.parse(text, column.typeId) : text;
        }
        rows.push(row);
      }
      return rows as T[];
    } catch (err) {
      // As PGlite's `query` does: the error names its statement and parameters.
      if (err && typeof err === 'object') Object.assign(err, { query: sql, params });
      throw err;
    }
  }
}
