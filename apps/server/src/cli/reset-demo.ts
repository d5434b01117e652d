import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { acquireDirLock } from '../db/dir-lock.ts';
import { migrate, ownedTables } from '../db/migrate.ts';
import { openDb, pgliteDir } from '../db/open-db.ts';
import { seedDemo, startSeeders } from '../seed/seeders.ts';
import { loginLines } from '../seed/print-logins.ts';

/**
 * `npm run seed:reset`: throws away the demo database and seeds a fresh one. On PGlite it
 * deletes the embedded database directory; on PostgreSQL it drops only the tables our
 * migrations create (and `schema_migrations`), never the database or anything else in it.
 * Stop the server first.
 */
async function reset(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    const db = await openDb(config);
    try {
      const tables = [...(await ownedTables()), 'schema_migrations'];
      await db.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(hashtext('portal.schema_migrations'))`);
        // Names come from our own migration files, not from input.
        await tx.exec(`drop table if exists ${tables.map((t) => `"${t}"`).join(', ')}`);
      });
      console.info(`Dropped ${tables.length} tables of the portal.`);
      await migrate(db);
      const seed = await seedDemo(db, startSeeders);
      console.info(['Demo data recreated.', ...loginLines(seed.logins)].join('\n'));
    } finally {
      await db.close();
    }
    return;
  }
  const dir = pgliteDir(config);
  if (path.basename(dir) !== 'pglite') throw new Error(`Refusing to delete ${dir}`);
  // A data directory that was never used has no lock file to take yet.
  await mkdir(path.dirname(dir), { recursive: true });
  // Holding the lock proves no server is using the directory while it is deleted.
  const release = await acquireDirLock(`${dir}.lock`);
  try {
    await rm(dir, { recursive: true, force: true });
  } finally {
    await release();
  }
  console.info(`Deleted ${dir}.`);
  const db = await openDb(config);
  try {
    await migrate(db);
    const seed = await seedDemo(db, startSeeders);
    console.info(['Demo data recreated.', ...loginLines(seed.logins)].join('\n'));
  } finally {
    await db.close();
  }
}

reset().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
