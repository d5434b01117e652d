import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openPglite, pgliteDb } from './pglite-db.ts';

/** Prepared statements on the embedded database (`pglite-prepared.ts`), on a database in memory. */
describe('PGlite prepared statements', () => {
  let db: Db;
  beforeAll(async () => {
    db = pgliteDb(await openPglite());
    await db.query('create table prep_probe (id int primary key, n int8 not null)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('answer what unprepared statements answer, run after run', async () => {
    for (let run = 0; run < 8; run += 1) {
      const [row] = await db.query<Record<string, unknown>>(
        `select $1::int8 as big, $2::numeric as num, $3::date as day, $4::text[] as list,
                $5::text::jsonb as doc, $6::timestamptz as at, $7::text as nothing`,
        [
          9007199254740993n + BigInt(run),
          '12.50',
          '2024-02-29',
          ['a', 'b'],
          '{"k":[1]}',
          new Date(0),
          null,
        ],
      );
      expect(row).toEqual({
        big: 9007199254740993n + BigInt(run),
        num: '12.50',
        day: '2024-02-29',
        list: ['a', 'b'],
        doc: { k: [1] },
        at: new Date(0),
        nothing: null,
      });
    }
    // Parsed once: the session holds it as a named statement.
    const prepared = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements
       where name like 'portal_%' and statement like $1`,
      ['%$7::text as nothing%'],
    );
    expect(prepared).toEqual([{ n: 1 }]);
  });

  it('build every row from the columns described when prepared', async () => {
    await db.query('create table prep_rows (id int primary key, label text, at timestamptz)');
    const rows = (from: number) =>
      db.query(
        'select id, label, at, id * 2 as id from prep_rows where id >= $1 order by prep_rows.id',
        [from],
      );
    expect(await rows(1)).toEqual([]);
    await db.query(
      `insert into prep_rows values (1, 'one', '1970-01-01T00:00:00Z'), (2, null, null)`,
    );
    for (let run = 0; run < 3; run += 1) {
      // A name given twice keeps the last value, as PGlite's own result parser does.
      expect(await rows(1)).toEqual([
        { id: 2, label: 'one', at: new Date(0) },
        { id: 4, label: null, at: null },
      ]);
      expect(await rows(2)).toEqual([{ id: 4, label: null, at: null }]);
    }
    // A statement without a result (no columns) answers no rows.
    expect(await db.query('update prep_rows set label = $2 where id = $1', [2, 'two'])).toEqual([]);
  });

  it('leave the session usable after a failed statement, outside and inside a transaction', async () => {
    await db.query('insert into prep_probe values ($1, $2)', [1, 10n]);
    await expect(
      db.query('insert into prep_probe values ($1, $2)', [1, 11n]),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('update prep_probe set n = n + $2 where id = $1', [1, 5n]);
        await tx.query('insert into prep_probe values ($1, $2)', [1, 12n]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    // The failed transaction changed nothing; a good one commits.
    expect(await db.query('select n from prep_probe where id = $1', [1])).toEqual([{ n: 10n }]);
    await db.transaction(async (tx) => {
      await tx.query('update prep_probe set n = n + $2 where id = $1', [1, 5n]);
    });
    expect(await db.query('select n from prep_probe where id = $1', [1])).toEqual([{ n: 15n }]);
  });

  it('prepare again when a table changes under a statement, and close the oldest beyond the limit', async () => {
    await db.query('create table prep_shape (a int)');
    await db.query('insert into prep_shape values (1)');
    const read = () => db.query('select * from prep_shape where a = $1', [1]);
    expect(await read()).toEqual([{ a: 1 }]);
    await db.query('alter table prep_shape add column b int default 2');
    expect(await read()).toEqual([{ a: 1, b: 2 }]);
    // Same columns, another type: the rows are parsed by the new one, not the one described
    // when the statement was first prepared.
    await db.query('alter table prep_shape alter column b type int8');
    expect(await read()).toEqual([{ a: 1, b: 2n }]);
    await db.query('alter table prep_shape alter column b type int4');
    // More distinct statements than are kept: each still runs, old ones are closed and
    // prepared again when they come back.
    for (let i = 0; i < 520; i += 1) {
      expect(await db.query(`select $1::int + ${i} as v`, [1])).toEqual([{ v: 1 + i }]);
    }
    expect(await read()).toEqual([{ a: 1, b: 2 }]);
  });
});
