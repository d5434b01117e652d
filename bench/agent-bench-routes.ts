/**
 * Bench-only route of the agent reports benchmark, inside the bench server process (which owns
 * the database, PGlite included): `POST /bench/agent/setup` writes one agent with a large team
 * and a month of its activity in bulk, and answers a session token of the agent and the period.
 *
 * The team (`team` members, 100,000 unless set) has three levels under the agent: 50 agents,
 * 20 agents under each, and plain members under those. Members are inserted level by level
 * with `generate_series`, so the `agent_tree` trigger fills the closure as registration would,
 * in batches that keep each statement small. Activity, over the last 35 days:
 * - deposits through the ledger (transactions, entries and balances written in bulk, as
 *   `postTransfer` would write them) by 30 % of the team, two each, some before the period;
 * - `bets` settled bets (2 % open or rolled back) by 40 % of the team;
 * - as many bets again by the 10,000 members of another agent, which the reports must skip.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addDays, dayOf } from '@portal/contract/day-range';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/db.ts';
import { houseAccount } from '../apps/server/src/modules/ledger/ledger.ts';

/** Rows written per statement of the fill. */
const batch = 20_000;

const seconds = (started: number) => (performance.now() - started) / 1000;

interface Brand {
  id: number;
  currency: string;
  timeZone: string;
}

/**
 * Inserts `count` members of `type` under `parents` (round-robin) and answers their ids. The
 * accounts are `prefix` and a number, unique per run.
 */
async function addLevel(
  db: Db,
  brand: Brand,
  spec: { prefix: string; type: number; parents: string[]; count: number },
): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 1; from <= spec.count; from += batch) {
    const to = Math.min(spec.count, from + batch - 1);
    const rows = await db.query<{ id: string }>(
      `insert into member (merchant_id, account, type, parent_agent_id, created_at)
       select $1, $2 || g, $3, ($4::int8[])[1 + g % cardinality($4::int8[])],
         now() - random() * interval '60 days'
       from generate_series($5::int, $6::int) g returning id::text as id`,
      [brand.id, spec.prefix, spec.type, spec.parents, from, to],
    );
    ids.push(...rows.map((row) => row.id));
    // The tree's trigger and the foreign-key checks keep the plans made while the tables were
    // small (a scan of `agent_tree` and `member` per row) until statistics say otherwise;
    // autovacuum would gather them on PostgreSQL in time, PGlite never does.
    await db.query('analyze member, agent_tree');
  }
  return ids;
}

/** Main wallets for members, as `memberAccount` makes them; answers their account ids. */
async function addWallets(db: Db, brand: Brand, members: string[]): Promise<bigint[]> {
  const accounts: bigint[] = [];
  for (let i = 0; i < members.length; i += batch) {
    const rows = await db.query<{ id: bigint }>(
      `insert into ledger_account (merchant_id, kind, owner_member_id, currency)
       select $1, 'main', m, $2 from unnest($3::int8[]) m returning id`,
      [brand.id, brand.currency, members.slice(i, i + batch)],
    );
    accounts.push(...rows.map((row) => row.id));
  }
  return accounts;
}

/**
 * Two deposits into each wallet at random times of the last 40 days: balanced ledger
 * transactions from the house `bench-deposits` account, with the cached balances moved in the
 * same database transaction, as `postTransfer` leaves them.
 */
async function addDeposits(db: Db, brand: Brand, wallets: bigint[], run: string): Promise<void> {
  const house = await houseAccount(db, { merchantId: brand.id, name: 'bench-deposits', ...brand });
  const deposits = wallets.flatMap((wallet) => [wallet, wallet]);
  for (let i = 0; i < deposits.length; i += batch) {
    const chunk = deposits.slice(i, i + batch);
    const amounts = chunk.map(() => String(1_000 + Math.floor(Math.random() * 100_000)));
    await db.transaction(async (tx) => {
      const ids = await tx.query<{ id: bigint }>(
        `select nextval(pg_get_serial_sequence('ledger_txn', 'id')) as id
         from generate_series(1, $1)`,
        [chunk.length],
      );
      const txns = ids.map((row) => row.id.toString());
      await tx.query(
        `insert into ledger_txn (id, merchant_id, kind, idempotency_key, request_hash, created_at)
         overriding system value
         select x, $1, 'deposit', 'bench-deposit:' || $2 || ':' || x, $3,
           now() - random() * interval '40 days'
         from unnest($4::int8[]) x`,
        [brand.id, run, createHash('sha256').update(run).digest('hex'), txns],
      );
      await tx.query(
        `insert into ledger_entry (txn_id, account_id, amount)
         select t, a, m from unnest($1::int8[], $2::int8[], $3::int8[]) as x(t, a, m)
         union all
         select t, $4, -m from unnest($1::int8[], $3::int8[]) as y(t, m)`,
        [txns, chunk.map(String), amounts, house.toString()],
      );
      await tx.query(
        `update ledger_account a set balance = a.balance + x.total
         from (select w, sum(m)::int8 as total from unnest($1::int8[], $2::int8[]) as d(w, m)
               group by w
               union all
               select $3, -sum(m)::int8 from unnest($2::int8[]) as h(m)) as x(w, total)
         where a.id = x.w`,
        [chunk.map(String), amounts, house.toString()],
      );
    });
  }
}

/** `count` bets by `bettors` at random times of the last 35 days, on random catalogue games. */
async function addBets(
  db: Db,
  brand: Brand,
  spec: { bettors: string[]; count: number; run: string },
): Promise<void> {
  for (let from = 1; from <= spec.count; from += batch * 5) {
    const to = Math.min(spec.count, from + batch * 5 - 1);
    await db.query(
      `with games as (select array_agg(id) as ids from game),
       drawn as (
         select g, ($3::int8[])[1 + floor(random() * cardinality($3::int8[]))::int] as member_id,
           (select ids from games)[1 + floor(random() * (select cardinality(ids) from games))::int]
             as game_id,
           (100 + floor(random() * 10000))::int8 as stake, random() as luck
         from generate_series($4::int, $5::int) g
       )
       insert into bet (merchant_id, member_id, game_id, vendor_code, round_id, currency, stake,
         payout, status, created_at)
       select $1, member_id, game_id, 'BENCH', $2 || ':' || g, $6, stake,
         case when luck < 0.45 then stake * 2 else 0 end,
         case when luck > 0.99 then 'open' when luck > 0.98 then 'rolled_back' else 'settled' end,
         now() - random() * interval '35 days'
       from drawn`,
      [brand.id, spec.run, spec.bettors, from, to, brand.currency],
    );
  }
}

/** A session of the agent, as a login writes it; answers its bearer token. */
async function agentSession(db: Db, brand: Brand, agentId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into member_session (token_hash, merchant_id, member_id, side, state,
       force_password_change, ip, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, 'agent', 'active', false, '127.0.0.1', now(), now(),
       now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), brand.id, agentId],
  );
  return token;
}

export function registerAgentBench(app: FastifyInstance): void {
  const { platform } = app;
  app.post<{ Querystring: { team: string; bets: string } }>(
    '/bench/agent/setup',
    async (request) => {
      const started = performance.now();
      const { db } = platform;
      const merchant = (await platform.directory.byCode('demo'))!;
      const brand = { id: merchant.id, currency: merchant.currency, timeZone: merchant.timeZone };
      const team = Number(request.query.team);
      const bets = Number(request.query.bets);
      const run = randomBytes(3).toString('hex');
      const [agent, other] = await db.query<{ id: string }>(
        `insert into member (merchant_id, account, type) values ($1, $2, 1), ($1, $3, 1)
         returning id::text as id`,
        [brand.id, `agbench${run}`, `agother${run}`],
      );
      const top = await addLevel(db, brand, {
        prefix: `ag${run}a`,
        type: 2,
        parents: [agent!.id],
        count: 50,
      });
      const middle = await addLevel(db, brand, {
        prefix: `ag${run}b`,
        type: 41,
        parents: top,
        count: 1_000,
      });
      const members = await addLevel(db, brand, {
        prefix: `ag${run}c`,
        type: 0,
        parents: middle,
        count: team - top.length - middle.length,
      });
      const everyone = [...top, ...middle, ...members];
      const wallets = await addWallets(db, brand, everyone);
      await addDeposits(
        db,
        brand,
        wallets.filter((_, i) => i % 10 < 3),
        run,
      );
      await addBets(db, brand, {
        bettors: everyone.filter((_, i) => i % 5 < 2),
        count: bets,
        run: `${run}t`,
      });
      const outsiders = await addLevel(db, brand, {
        prefix: `ag${run}x`,
        type: 0,
        parents: [other!.id],
        count: 10_000,
      });
      await addBets(db, brand, { bettors: outsiders, count: bets, run: `${run}x` });
      // Statistics for the planner, as autovacuum would gather on PostgreSQL after such a load
      // (PGlite never gathers them by itself).
      await db.query(
        'analyze member, agent_tree, bet, ledger_txn, ledger_entry, ledger_account, game',
      );
      const endDate = dayOf(Date.now(), brand.timeZone);
      return {
        token: await agentSession(db, brand, agent!.id),
        startDate: addDays(endDate, -29),
        endDate,
        team: everyone.length,
        seconds: seconds(started),
      };
    },
  );
}
