import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  houseAccount,
  houseBalance,
  houseBucketOf,
  IdempotencyConflict,
  InsufficientFunds,
  mainBalance,
  memberAccount,
  postTransfer,
} from './ledger.ts';

/** Every stored balance equals the sum of its entries, and each currency sums to zero. */
async function checkInvariants(db: Db): Promise<void> {
  const mismatched = await db.query(
    `select a.id from ledger_account a
     left join (select account_id, sum(amount) as total from ledger_entry group by account_id) e
       on e.account_id = a.id
     where a.balance <> coalesce(e.total, 0)`,
  );
  expect(mismatched).toEqual([]);
  const unbalanced = await db.query(
    'select merchant_id, currency from ledger_account group by 1, 2 having sum(balance) <> 0',
  );
  expect(unbalanced).toEqual([]);
  const negative = await db.query(
    `select id from ledger_account where kind <> 'house' and balance < 0`,
  );
  expect(negative).toEqual([]);
}

describe('ledger', () => {
  let t: TestApp;
  let merchantId = 0;
  let wallets: bigint[] = [];
  let house = 0n;

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
    merchantId = row!.id;
    wallets = [];
    for (const account of ['ledger01', 'ledger02', 'ledger03']) {
      const memberId = await createMember(t, { account });
      wallets.push(await memberAccount(t.db, { merchantId, memberId, currency: 'BRL' }));
    }
    house = await houseAccount(t.db, { merchantId, name: 'test', currency: 'BRL' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeded the demo balances through balanced entries', async () => {
    const [demo] = await t.db.query<{ id: string }>(
      `select id::text as id from member where account = 'demo01'`,
    );
    expect(await mainBalance(t.db, { merchantId, memberId: demo!.id, currency: 'BRL' })).toBe(
      100_000n,
    );
    await checkInvariants(t.db);
  });

  it('posts balanced transfers, replays a key, refuses a changed replay and overdrafts', async () => {
    const [a, b] = wallets as [bigint, bigint];
    const fund = {
      merchantId,
      kind: 'test',
      idempotencyKey: 'fund-a',
      entries: [
        { accountId: house, amount: -500n },
        { accountId: a, amount: 500n },
      ],
    };
    const first = await t.db.transaction((tx) => postTransfer(tx, fund));
    const again = await t.db.transaction((tx) => postTransfer(tx, fund));
    expect(again).toEqual({ txnId: first.txnId, replayed: true });
    await expect(
      t.db.transaction((tx) =>
        postTransfer(tx, {
          ...fund,
          entries: [
            { accountId: house, amount: -5n },
            { accountId: a, amount: 5n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(IdempotencyConflict);
    await expect(
      t.db.transaction((tx) =>
        postTransfer(tx, {
          merchantId,
          kind: 'test',
          idempotencyKey: 'over',
          entries: [
            { accountId: a, amount: -501n },
            { accountId: b, amount: 501n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(
      t.db.transaction((tx) =>
        postTransfer(tx, {
          merchantId,
          kind: 'test',
          idempotencyKey: 'odd',
          entries: [
            { accountId: a, amount: -1n },
            { accountId: b, amount: 2n },
          ],
        }),
      ),
    ).rejects.toThrow('sum to zero');
    // The database refuses what the function would never write.
    await expect(
      t.db.query('update ledger_account set balance = -1 where id = $1', [a.toString()]),
    ).rejects.toThrow();
    await expect(t.db.query('update ledger_entry set amount = 1')).rejects.toThrow('append-only');
    await expect(t.db.query('delete from ledger_txn')).rejects.toThrow('append-only');
    await checkInvariants(t.db);
  });

  it('spreads a house account over buckets by member; a retry that lands on another bucket is a replay', async () => {
    const [a, b] = wallets as [bigint, bigint];
    const spec = { merchantId, name: 'spread', currency: 'BRL' };
    // Two spread keys that fall in different buckets, found rather than assumed.
    const keys = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'];
    const other = keys.find((key) => houseBucketOf(key) !== houseBucketOf('m1'))!;
    const first = await houseAccount(t.db, { ...spec, spread: 'm1' });
    const second = await houseAccount(t.db, { ...spec, spread: other });
    expect(second).not.toBe(first);
    expect(await houseAccount(t.db, { ...spec, spread: 'm1' })).toBe(first);

    const pay = (house: bigint, key: string, to: bigint, amount: bigint) => ({
      merchantId,
      kind: 'test',
      idempotencyKey: key,
      entries: [
        { accountId: house, amount: -amount },
        { accountId: to, amount },
      ],
    });
    const posted = await t.db.transaction((tx) => postTransfer(tx, pay(first, 'spread-1', a, 70n)));
    const retried = await t.db.transaction((tx) =>
      postTransfer(tx, pay(second, 'spread-1', a, 70n)),
    );
    expect(retried).toEqual({ txnId: posted.txnId, replayed: true });
    // Another house account under the same key is another transfer.
    const elsewhere = await houseAccount(t.db, { ...spec, name: 'elsewhere', spread: 'm1' });
    await expect(
      t.db.transaction((tx) => postTransfer(tx, pay(elsewhere, 'spread-1', a, 70n))),
    ).rejects.toBeInstanceOf(IdempotencyConflict);

    await t.db.transaction((tx) => postTransfer(tx, pay(second, 'spread-2', b, 30n)));
    // The house account's balance is the sum of its buckets.
    expect(await houseBalance(t.db, spec)).toBe(-100n);
    await checkInvariants(t.db);
  });

  it('names the first short account in request order, and refuses accounts it cannot post to', async () => {
    const empty: bigint[] = [];
    for (const account of ['ledger04', 'ledger05']) {
      const memberId = await createMember(t, { account });
      empty.push(await memberAccount(t.db, { merchantId, memberId, currency: 'BRL' }));
    }
    const [low, high] = empty as [bigint, bigint];
    const count = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from ledger_txn'))[0]!.n;
    const before = await count();
    const post = (key: string, entries: Array<[bigint, bigint]>) =>
      t.db.transaction((tx) =>
        postTransfer(tx, {
          merchantId,
          kind: 'test',
          idempotencyKey: key,
          entries: entries.map(([accountId, amount]) => ({ accountId, amount })),
        }),
      );
    // Both would go below zero; the request names the higher id first, the lock takes id order.
    const short = await post('two-short', [
      [high, -1n],
      [low, -1n],
      [house, 2n],
    ]).catch((err: unknown) => err);
    expect(short).toBeInstanceOf(InsufficientFunds);
    expect((short as InsufficientFunds).accountId).toBe(high);

    const [beta] = await t.db.query<{ id: number }>(
      `insert into merchant (code, name, currency, currency_symbol, currency_scale, default_language, languages, main_domain)
       values ('ledgerb', 'Ledger B', 'BRL', 'R$', 2, 'PT', '{PT}', 'ledgerb.example') returning id`,
    );
    const foreign = await houseAccount(t.db, { merchantId: beta!.id, name: 'x', currency: 'BRL' });
    const dollars = await houseAccount(t.db, { merchantId, name: 'usd', currency: 'USD' });
    await expect(
      post('foreign', [
        [foreign, -1n],
        [house, 1n],
      ]),
    ).rejects.toThrow(new RangeError('accounts of another merchant'));
    await expect(
      post('currencies', [
        [dollars, -1n],
        [house, 1n],
      ]),
    ).rejects.toThrow(new RangeError('accounts in different currencies'));
    await expect(
      post('unknown', [
        [house, -1n],
        [9_000_000_000n, 1n],
      ]),
    ).rejects.toThrow(new RangeError('unknown or repeated ledger account'));
    // `postTransfer` refuses a repeated account itself; the function does too, when called alone.
    await expect(
      t.db.query(`select * from portal_ledger_post($1, 'test', 'twice', null, $2, $3)`, [
        merchantId,
        [house.toString(), house.toString()],
        ['-1', '1'],
      ]),
    ).rejects.toMatchObject({ code: '22023' });
    expect(await count()).toBe(before);
    await checkInvariants(t.db);
  });

  it('plans the statements of a post once, not on every post', async () => {
    // The post's statements take arrays, so the plan cache would plan them again for every
    // call; the function runs with generic plans instead (migration 0048). A later migration
    // that replaces the function without the setting drops it, and this fails.
    const [post] = await t.db.query<{ config: string[] | null }>(
      `select proconfig as config from pg_proc where proname = 'portal_ledger_post'`,
    );
    expect(post!.config).toEqual(['plan_cache_mode=force_generic_plan']);
  });

  it('keeps its invariants under random transfers, also concurrent ones', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.integer({ min: 0, max: 3 }),
            to: fc.integer({ min: 0, max: 3 }),
            amount: fc.bigInt({ min: 1n, max: 400n }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (moves) => {
          const accounts = [house, ...wallets];
          await Promise.all(
            moves
              .filter((m) => m.from !== m.to)
              .map((m) =>
                t.db
                  .transaction((tx) =>
                    postTransfer(tx, {
                      merchantId,
                      kind: 'test',
                      idempotencyKey: `p-${(n += 1)}`,
                      entries: [
                        { accountId: accounts[m.from]!, amount: -m.amount },
                        { accountId: accounts[m.to]!, amount: m.amount },
                      ],
                    }),
                  )
                  .catch((err: unknown) => {
                    if (!(err instanceof InsufficientFunds)) throw err;
                  }),
              ),
          );
          await checkInvariants(t.db);
        },
      ),
      { numRuns: 15 },
    );
  });
});
