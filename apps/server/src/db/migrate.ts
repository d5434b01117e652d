import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const fileName = /^(\d{4})_[a-z0-9_]+\.sql$/u;

/** One committed migration file. */
export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

/** Reads the committed migrations in version order. */
export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => fileName.test(name)).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    const sql = await readFile(`${dir}/${name}`, 'utf8');
    migrations.push({
      version: name.slice(0, 4),
      name,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }
  const versions = new Set(migrations.map((m) => m.version));
  if (versions.size !== migrations.length) throw new Error('Two migrations share a version number');
  return migrations;
}

/**
 * Applies pending migrations in one transaction. The transaction-scoped advisory lock makes a
 * second node that starts at the same moment wait, then find nothing left to do. An applied
 * file that changed is refused: migrations are forward-only, fixes go in a new file.
 * Returns the names applied.
 */
export async function migrate(db: Db, dir?: string): Promise<string[]> {
  const migrations = await loadMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('portal.schema_migrations'))`);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const rows = await tx.query<{ version: string; checksum: string }>(
      'select version, checksum from schema_migrations',
    );
    const applied = new Map(rows.map((row) => [row.version, row.checksum]));
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} changed after it was applied`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query(
        'insert into schema_migrations (version, name, checksum) values ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
      done.push(migration.name);
    }
    return done;
  });
}

/**
 * The tables our migrations create, newest first, for the reset command: it drops exactly these
 * and nothing else that may share the database.
 */
export async function ownedTables(dir?: string): Promise<string[]> {
  const migrations = await loadMigrations(dir);
  const tables: string[] = [];
  const pattern = /create\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/giu;
  for (const migration of migrations) {
    for (const match of migration.sql.matchAll(pattern)) tables.push(match[1]!.toLowerCase());
  }
  return [...new Set(tables)].reverse();
}
