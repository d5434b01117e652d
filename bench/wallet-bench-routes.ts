/**
 * Bench-only routes of the wallet benchmark, inside the bench server process (which owns the
 * database, PGlite included): member setup with sessions and money, and the in-process loops
 * of `postTransfer` and of a bare single-row update, so all three figures come from the same
 * database in the same run.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/db.ts';
import {
  houseAccount,
  memberAccount,
  postTransfer,
} from '../apps/server/src/modules/ledger/ledger.ts';

interface BenchMember {
  id: string;
  token: string;
  main: bigint;
  vendor: bigint;
}

const members: BenchMember[] = [];
let merchantId = 0;

async function setup(db: Db, count: number): Promise<BenchMember[]> {
  const [m] = await db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
  merchantId = m!.id;
  const spec = { merchantId, currency: 'BRL' };
  const funding = await houseAccount(db, { ...spec, name: 'bench-funding' });
  for (let i = members.length; i < count; i += 1) {
    const [row] = await db.query<{ id: string }>(
      `insert into member (merchant_id, account, type) values ($1, $2, 0) returning id::text as id`,
      [merchantId, `bench${i}${randomBytes(2).toString('hex')}`],
    );
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into member_session (token_hash, merchant_id, member_id, side, state, force_password_change,
         ip, created_at, last_seen_at, expires_at)
       values ($1, $2, $3, 'member', 'active', false, '127.0.0.1', now(), now(), now() + interval '1 day')`,
      [createHash('sha256').update(token).digest('hex'), merchantId, row!.id],
    );
    const main = await memberAccount(db, { ...spec, memberId: row!.id });
    const vendor = await memberAccount(db, {
      ...spec,
      memberId: row!.id,
      kind: 'vendor',
      vendor: 'AG',
    });
    await db.transaction((tx) =>
      postTransfer(tx, {
        merchantId,
        kind: 'adjustment',
        idempotencyKey: `bench-fund-${row!.id}`,
        entries: [
          { accountId: main, amount: 1_000_000_000n },
          { accountId: funding, amount: -1_000_000_000n },
        ],
      }),
    );
    members.push({ id: row!.id, token, main, vendor });
  }
  return members.slice(0, count);
}

/** Runs `op` from `workers` concurrent loops for `seconds`; answers operations per second. */
async function loop(
  workers: number,
  seconds: number,
  op: (worker: number, n: number) => Promise<void>,
) {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; Date.now() < end; n += 1) {
        await op(worker, n);
        done += 1;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

export function registerWalletBench(app: FastifyInstance, db: Db): void {
  /** The transfer phase metrics as they stand: count and total seconds per phase. */
  app.get('/bench/wallet/phases', async () => {
    const metric = await app.platform.metrics.transferPhase.get();
    const phases: Record<string, { count: number; seconds: number }> = {};
    for (const value of metric.values) {
      const phase = String(value.labels.phase);
      phases[phase] ??= { count: 0, seconds: 0 };
      if (value.metricName?.endsWith('_count')) phases[phase].count = value.value;
      if (value.metricName?.endsWith('_sum')) phases[phase].seconds = value.value;
    }
    return phases;
  });

  app.post<{ Querystring: { members: string } }>('/bench/wallet/setup', async (request) => {
    const list = await setup(db, Number(request.query.members));
    const vendors = await db.query<{ code: string }>(
      `select code from game_vendor where wallet = 'transfer' order by code`,
    );
    return { tokens: list.map((member) => member.token), vendors: vendors.map((v) => v.code) };
  });

  /** `kind`: ledger (postTransfer) or row (bare update); `shape`: uniform or hot. */
  app.post<{ Querystring: { kind: string; shape: string; workers: string; seconds: string } }>(
    '/bench/wallet/loop',
    async (request) => {
      const { kind, shape } = request.query;
      const workers = Number(request.query.workers);
      const seconds = Number(request.query.seconds);
      const list = await setup(db, Math.max(workers, 1));
      // The one house account every transfer of the hot shape meets, spread over its buckets by
      // member as the wallet spreads it (docs/decisions/0017-house-account-buckets.md).
      const hot = await Promise.all(
        list.map((member) =>
          houseAccount(db, { merchantId, name: 'bench-hot', currency: 'BRL', spread: member.id }),
        ),
      );
      if (kind === 'row') {
        await db.query(
          'create table if not exists bench_row (id integer primary key, balance bigint not null default 0)',
        );
        await db.query(
          'insert into bench_row (id) select generate_series(1, $1) on conflict do nothing',
          [workers],
        );
        const rate = await loop(workers, seconds, (worker) =>
          db
            .query('update bench_row set balance = balance + 1 where id = $1', [
              shape === 'hot' ? 1 : worker + 1,
            ])
            .then(() => undefined),
        );
        return { rate };
      }
      const run = randomBytes(4).toString('hex');
      const rate = await loop(workers, seconds, (worker, n) => {
        const member = list[worker]!;
        // Uniform: each worker moves between its own member's two wallets; hot: every
        // transfer also touches the one house account.
        const [from, to] =
          shape === 'hot' ? [member.main, hot[worker]!] : [member.main, member.vendor];
        const forward = n % 2 === 0;
        // A post is one statement (ADR 0023), atomic on its own: no transaction around it.
        return postTransfer(db, {
          merchantId,
          kind: 'bench',
          idempotencyKey: `bench:${run}:${worker}:${n}`,
          entries: [
            { accountId: forward ? from : to, amount: -1n },
            { accountId: forward ? to : from, amount: 1n },
          ],
        }).then(() => undefined);
      });
      return { rate };
    },
  );
}
