import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { openDb } from '../db/open-db.ts';
import { killServer, ownDatabase, runningServers, startServer } from './server-process.ts';
import { testKeyEncryptionKeys } from './test-app.ts';

/**
 * A crash test's own database and the servers it starts and kills: PGlite in a temporary
 * directory, or a database of its own on the PostgreSQL of DATABASE_URL. Registers the hooks
 * that make them (before the test file's own `beforeAll`, which prepares its data through
 * `withDb`) and that kill every server left running and remove them afterwards.
 */
export function crashWorld(name: string, opsToken: string) {
  let dataDir = '';
  let databaseUrl: string | undefined;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `portal-${name}-`));
    ({ databaseUrl, drop } = await ownDatabase(`portal_${name.replaceAll('-', '_')}`));
  });
  afterAll(async () => {
    await Promise.all([...runningServers].map((server) => killServer(server)));
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const config = () =>
    loadConfig({
      DATA_DIR: dataDir,
      KEY_ENCRYPTION_KEYS: testKeyEncryptionKeys,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
  return {
    config,
    /** The database, opened for `use` and closed after (the server must be down on PGlite). */
    async withDb<T>(use: (db: Db) => Promise<T>): Promise<T> {
      const db = await openDb(config());
      try {
        return await use(db);
      } finally {
        await db.close();
      }
    },
    /** Starts the real server on the database. */
    start: (env?: Record<string, string>) =>
      startServer({ dataDir, databaseUrl, opsToken, ...(env ? { env } : {}) }),
  };
}
