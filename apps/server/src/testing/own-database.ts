import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on its own connection (create and drop database refuse a transaction). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of the caller's own (a test, the bench) on the PostgreSQL of `DATABASE_URL`
 * (dropped by `drop`), or none when it runs on PGlite.
 */
export async function ownDatabase(
  prefix: string,
): Promise<{ databaseUrl: string | undefined; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (!admin) return { databaseUrl: undefined, drop: async () => undefined };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = (sql: string) => adminQuery(admin, sql);
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
