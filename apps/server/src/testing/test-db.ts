import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Db } from '../db/db.ts';
import { postgresDb } from '../db/pg-db.ts';
import { openPglite, pgliteDb } from '../db/pglite-db.ts';
import { adminQuery } from './own-database.ts';
import { databaseUrl, ident } from './template.ts';
import './template.ts';

let dump: Blob | null = null;

/**
 * A fresh, migrated and seeded database copied from the run's template. Closing it also drops
 * it on PostgreSQL (it is a database this run created).
 */
export async function createTestDb(): Promise<Db> {
  const template = inject('testDbTemplate');
  if (template.kind === 'pglite') {
    dump ??= new Blob([await readFile(template.dumpPath)]);
    return pgliteDb(await openPglite({ loadDataDir: dump }));
  }
  const name = `portal_test_${template.runId}_${randomBytes(4).toString('hex')}`;
  const create = `create database ${ident(name)} template ${ident(template.template)}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(template.adminUrl, create);
      break;
    } catch (err) {
      // 55006: another file is copying the template at this very moment.
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const db = postgresDb(databaseUrl(template.adminUrl, name));
  return {
    ...db,
    kind: db.kind,
    async close() {
      await db.close();
      await adminQuery(template.adminUrl, `drop database if exists ${ident(name)} with (force)`);
    },
  };
}
