import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-db.ts';
import type { Db } from './db.ts';
import { loadMigrations, migrate, ownedTables } from './migrate.ts';

describe('migrations and the Db', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('are already applied to the template and applying again changes nothing', async () => {
    const all = await loadMigrations();
    const before = await db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(before.map((row) => row.version)).toEqual(all.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    // Two nodes starting at once: the advisory lock serialises them and neither fails.
    expect(await Promise.all([migrate(db), migrate(db)])).toEqual([[], []]);
  });

  it('knows the tables it owns, for the reset command', async () => {
    const tables = await ownedTables();
    expect(tables).toEqual(
      expect.arrayContaining(['merchant', 'merchant_key', 'region_rule', 'register_field']),
    );
    expect(tables).not.toContain('schema_migrations');
  });

  it('decodes values the same way on PGlite and PostgreSQL', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `select 9007199254740993::int8 as big, 12.50::numeric as num, '2024-02-29'::date as day,
              $1::text[] as list, $2::text::jsonb as doc, now() as at`,
      [['a', 'b'], JSON.stringify({ k: [1, 2] })],
    );
    expect(row).toMatchObject({
      big: 9007199254740993n,
      num: '12.50',
      day: '2024-02-29',
      list: ['a', 'b'],
      doc: { k: [1, 2] },
    });
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('rolls a failed transaction back and commits a good one', async () => {
    await db.query('create table if not exists tx_probe (n int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into tx_probe values (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await db.transaction(async (tx) => {
      await tx.query('insert into tx_probe values (2)');
    });
    const rows = await db.query<{ n: number }>('select n from tx_probe');
    expect(rows).toEqual([{ n: 2 }]);
  });
});
