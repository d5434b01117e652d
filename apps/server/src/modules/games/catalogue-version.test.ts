import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { catalogueVersion } from './catalogue-cache.ts';

let db: Db;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

describe('catalogue version', () => {
  it('moves with every write to a table the catalogue answers are read from, not with reads', async () => {
    const [merchant] = await db.query<{ id: number }>(
      `select id from merchant where code = 'demo'`,
    );
    const [game] = await db.query<{ id: bigint; sort: number }>(
      `select id, sort from game where vendor_code = 'MG' order by id limit 1`,
    );
    const writes: Array<[string, string, unknown[]]> = [
      ['game', 'update game set sort = sort + 1 where id = $1', [game!.id]],
      ['game back', 'update game set sort = sort - 1 where id = $1', [game!.id]],
      ['vendor', `update game_vendor set sort = sort where code = 'MG'`, []],
      ['classify', `update game_classify set sort = sort where key = 'SLOT'`, []],
      [
        'vendor off',
        `insert into merchant_vendor_off (merchant_id, vendor_code) values ($1, 'MG')`,
        [merchant!.id],
      ],
      ['vendor on', 'delete from merchant_vendor_off where merchant_id = $1', [merchant!.id]],
      [
        'game off',
        'insert into merchant_game_off (merchant_id, game_id) values ($1, $2)',
        [merchant!.id, game!.id],
      ],
      ['game on', 'delete from merchant_game_off where merchant_id = $1', [merchant!.id]],
      [
        'hot',
        'insert into merchant_game_hot (merchant_id, game_id, hot) values ($1, $2, true)',
        [merchant!.id, game!.id],
      ],
      ['not hot', 'delete from merchant_game_hot where merchant_id = $1', [merchant!.id]],
    ];
    for (const [name, sql, params] of writes) {
      const before = await catalogueVersion(db);
      await db.query(sql, params);
      expect(await catalogueVersion(db), name).not.toBe(before);
    }
    const before = await catalogueVersion(db);
    await db.query('select count(*) from game');
    await db.query(`select * from merchant_game_off where merchant_id = $1`, [merchant!.id]);
    expect(await catalogueVersion(db)).toBe(before);
    // A write that is rolled back leaves it where it was.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('update game set sort = sort where id = $1', [game!.id]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await catalogueVersion(db)).toBe(before);
  });
});
