import { randomBytes } from 'node:crypto';
import { rm, rmdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { postgresDb } from '../db/pg-db.ts';
import { openPglite, pgliteDb } from '../db/pglite-db.ts';
import { seedDemo } from '../seed/seeders.ts';
import { bundleServer, serverBundlePath } from './server-bundle.ts';
import { databaseUrl, ident } from './template.ts';

async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db);
}

/**
 * Migrates and seeds one template database per run, which every test file then copies: a
 * PGlite dump on disk, or with DATABASE_URL a `portal_tpl_<run>` database used as the TEMPLATE
 * of per-file databases. Also bundles the server once for the tests that start it as a child
 * process. Teardown removes the bundle and drops only the databases named after this run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = randomBytes(5).toString('hex');
  project.provide('testRunId', runId);
  const bundle = serverBundlePath(runId);
  await bundleServer(bundle);
  project.provide('serverBundle', bundle);
  const removeBundle = async () => {
    await rm(bundle, { force: true });
    // The folder goes too, unless another run's bundle is still in it.
    await rmdir(path.dirname(bundle)).catch(() => undefined);
  };
  try {
    const teardown = await templateDatabase(project, runId);
    return async () => {
      await removeBundle();
      await teardown();
    };
  } catch (err) {
    await removeBundle();
    throw err;
  }
}

/** The run's template database; answers how to remove it. */
async function templateDatabase(project: TestProject, runId: string): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;

  if (!adminUrl) {
    const pglite = await openPglite();
    const db = pgliteDb(pglite);
    await prepare(db);
    const dump = await pglite.dumpDataDir('none');
    const dumpPath = path.join(os.tmpdir(), `portal-test-template-${runId}.tar`);
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    project.provide('testDbTemplate', { kind: 'pglite', dumpPath });
    return async () => {
      await rm(dumpPath, { force: true });
    };
  }

  const template = `portal_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${ident(template)}`);
  } finally {
    await admin.end();
  }
  const db = postgresDb(databaseUrl(adminUrl, template));
  try {
    await prepare(db);
  } finally {
    // A template must have no open connections when it is copied.
    await db.close();
  }
  project.provide('testDbTemplate', { kind: 'postgres', adminUrl, template, runId });
  return async () => {
    const cleaner = new pg.Client({ connectionString: adminUrl });
    await cleaner.connect();
    try {
      const { rows } = await cleaner.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`portal\\_test\\_${runId}\\_%`],
      );
      for (const name of [...rows.map((row) => row.datname), template]) {
        await cleaner.query(`drop database if exists ${ident(name)} with (force)`);
      }
    } finally {
      await cleaner.end();
    }
  };
}
