import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/db.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { invariantCounts, zeroInvariants } from './invariants.ts';
import {
  houseAccount,
  IdempotencyConflict,
  InsufficientFunds,
  memberAccount,
  postTransfer,
} from './ledger.ts';

/**
 * Model-based property test of `postTransfer`: at least 100,000 random operations (transfers
 * of two or three legs between member and house accounts, replays of earlier keys with the
 * same or other entries) run against the real ledger and an in-memory model, which must agree
 * on every outcome and every balance. Operations run in transactions of LEDGER_MODEL_BATCH
 * (default 100; a savepoint only around those the model expects to fail): far larger ones slow
 * down, because every update of a hot account inside one transaction lengthens the row's
 * version chain that the next update walks.
 * Replay a failure with FC_SEED=<seed printed below>; LEDGER_MODEL_RUNS and LEDGER_MODEL_OPS
 * (runs of operations each, default 10 x 10,000) shrink it while debugging.
 */

const runs = Number(process.env.LEDGER_MODEL_RUNS ?? 10);
/**
 * Runs proceed in this many concurrent lanes (own seed each, seed + lane): PostgreSQL spreads
 * them over its connections; PGlite runs their transactions one after another.
 */
const lanes = Math.min(runs, Number(process.env.LEDGER_MODEL_LANES ?? 4));
const opsPerRun = Number(process.env.LEDGER_MODEL_OPS ?? 10_000);
const batch = Number(process.env.LEDGER_MODEL_BATCH ?? 100);
const memberCount = 6;
const houseCount = 2;

interface Leg {
  account: number;
  amount: bigint;
}
interface Op {
  legs: Leg[];
  /** Index of an earlier op whose key this one replays, or -1 for a fresh key. */
  replayOf: number;
}

const amount = fc.bigInt({ min: 1n, max: 5_000n });
const account = fc.integer({ min: 0, max: memberCount + houseCount - 1 });
const twoLegs = fc
  .tuple(account, account, amount)
  .filter(([a, b]) => a !== b)
  .map(([from, to, value]): Leg[] => [
    { account: from, amount: -value },
    { account: to, amount: value },
  ]);
const threeLegs = fc
  .tuple(account, account, account, amount, amount)
  .filter(([a, b, c]) => a !== b && b !== c && a !== c)
  .map(([from, to1, to2, v1, v2]): Leg[] => [
    { account: from, amount: -(v1 + v2) },
    { account: to1, amount: v1 },
    { account: to2, amount: v2 },
  ]);
const op = fc.record({
  legs: fc.oneof({ weight: 4, arbitrary: twoLegs }, { weight: 1, arbitrary: threeLegs }),
  replay: fc.oneof({ weight: 9, arbitrary: fc.constant(-1) }, { weight: 1, arbitrary: fc.nat() }),
});

const sameLegs = (a: Leg[], b: Leg[]) =>
  a.length === b.length &&
  a.every((leg, i) => leg.account === b[i]!.account && leg.amount === b[i]!.amount);

describe('ledger against an in-memory model', () => {
  let t: TestApp;
  let db: Db;
  let merchantId = 0;
  let runNo = 0;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.db;
    const [row] = await db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
    merchantId = row!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it(`agrees with the model over ${runs * opsPerRun} operations`, async () => {
    const seed = process.env.FC_SEED
      ? Number(process.env.FC_SEED)
      : Date.now() ^ (Math.random() * 2 ** 31);
    console.info(
      `ledger model test seed: ${seed}, lanes seed..seed+${lanes - 1} (replay with FC_SEED=${seed})`,
    );
    const property = fc.asyncProperty(
      fc.array(op, { minLength: opsPerRun, maxLength: opsPerRun }),
      async (raw) => {
        // Lanes run at once: each run keeps its own number for its accounts and keys.
        const run = (runNo += 1);
        const ops: Op[] = raw.map((o, i) => ({
          legs: o.legs,
          replayOf: o.replay < 0 || i === 0 ? -1 : o.replay % i,
        }));
        // Fresh accounts per run: members' wallets (never below zero) and house accounts.
        const ids: bigint[] = [];
        for (let i = 0; i < memberCount; i += 1) {
          const memberId = await createMember(t, { account: `model${run}x${i}`, password: null });
          ids.push(await memberAccount(db, { merchantId, memberId, currency: 'BRL' }));
        }
        for (let i = 0; i < houseCount; i += 1)
          ids.push(
            await houseAccount(db, { merchantId, name: `model:${run}:${i}`, currency: 'BRL' }),
          );
        const isHouse = (index: number) => index >= memberCount;
        const model = ids.map(() => 0n);
        const posted: Array<Leg[] | null> = [];
        const keyOf = (i: number) => `model:${run}:${i}`;

        const apply = async (tx: Tx, i: number) => {
          const o = ops[i]!;
          const keyIndex = o.replayOf >= 0 ? o.replayOf : i;
          const first = o.replayOf >= 0 ? posted[o.replayOf] : null;
          let expected: 'post' | 'replay' | 'conflict' | 'insufficient';
          if (o.replayOf >= 0 && first) expected = sameLegs(first, o.legs) ? 'replay' : 'conflict';
          else if (
            o.legs.some((leg) => !isHouse(leg.account) && model[leg.account]! + leg.amount < 0n)
          )
            expected = 'insufficient';
          else expected = 'post';
          const request = {
            merchantId,
            kind: 'model',
            idempotencyKey: keyOf(keyIndex),
            entries: o.legs.map((leg) => ({ accountId: ids[leg.account]!, amount: leg.amount })),
          };
          const risky = expected === 'conflict' || expected === 'insufficient';
          if (risky) await tx.query('savepoint op');
          let outcome: string;
          try {
            const result = await postTransfer(tx, request);
            outcome = result.replayed ? 'replay' : 'post';
          } catch (err) {
            if (err instanceof InsufficientFunds) outcome = 'insufficient';
            else if (err instanceof IdempotencyConflict) outcome = 'conflict';
            else throw err;
          }
          if (risky)
            await tx.query(
              outcome === 'post' ? 'release savepoint op' : 'rollback to savepoint op',
            );
          expect(outcome, `op ${i} of run ${run}`).toBe(expected);
          // A replay of a key whose first use failed posts now: the key was never used.
          if (outcome === 'post') {
            for (const leg of o.legs) model[leg.account] = model[leg.account]! + leg.amount;
            if (o.replayOf < 0) posted[i] = o.legs;
            else posted[o.replayOf] = o.legs;
          }
          if (o.replayOf < 0 && outcome !== 'post') posted[i] = null;
        };

        for (let start = 0; start < ops.length; start += batch) {
          await db.transaction(async (tx) => {
            for (let i = start; i < Math.min(start + batch, ops.length); i += 1) await apply(tx, i);
          });
          const rows = await db.query<{ id: bigint; balance: bigint }>(
            'select id, balance from ledger_account where id = any($1::bigint[])',
            [ids.map(String)],
          );
          const actual = new Map(rows.map((row) => [row.id, row.balance]));
          expect(ids.map((id) => actual.get(id))).toEqual(model);
        }
        expect(await invariantCounts(db, merchantId)).toEqual(zeroInvariants);
      },
    );
    await Promise.all(
      Array.from({ length: lanes }, (_, lane) =>
        fc.assert(property, {
          seed: seed + lane,
          numRuns: Math.floor(runs / lanes) + (lane < runs % lanes ? 1 : 0),
          endOnFailure: true,
        }),
      ),
    );
    // About 1.7 ms per operation on PostgreSQL and 3 ms on PGlite (two idle cores): the time is
    // the statements of `postTransfer` themselves.
  }, 1_800_000);
});
