import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { acquireDirLock } from './dir-lock.ts';
import { openPglite, pgliteDb } from './pglite-db.ts';
import { postgresDb } from './pg-db.ts';

/** Where the embedded database keeps its files. */
export function pgliteDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'pglite');
}

/**
 * Opens the configured database: PostgreSQL when `DATABASE_URL` is set, else file-backed PGlite.
 * PGlite is single-process, so a lock file keeps a second server off the same directory.
 */
export async function openDb(config: Config, log?: FastifyBaseLogger): Promise<Db> {
  if (config.databaseUrl) {
    const db = postgresDb(config.databaseUrl, log);
    await db.query('select 1');
    return db;
  }
  const dir = pgliteDir(config);
  await mkdir(dir, { recursive: true });
  const release = await acquireDirLock(`${dir}.lock`);
  try {
    const pg = await openPglite({ dataDir: dir });
    return pgliteDb(pg, release);
  } catch (err) {
    await release();
    throw err;
  }
}
