/**
 * Bench-only routes of the contract engine benchmark, inside the bench server process (which
 * owns the database, PGlite included):
 * - `POST /bench/contracts/setup?contracts=&bets=`: a tree of agents with real-time salary
 *   contracts and players, and `bets` settled bets in one five-minute slot an hour ahead,
 *   written in bulk (`generate_series`);
 * - `POST /bench/contracts/run`: the figures query of that slot alone, then the real engine run
 *   (figures, bills, payments), each timed;
 * - `POST /bench/contracts/baseline`: one plain `sum(stake)` over the slot's bets, timed.
 * The tree: `contracts / 100` top agents paid by the house, each paying its share of the other
 * agents (sub-agents), and five players under each sub-agent who place the bets.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/db.ts';
import type { Merchant } from '../apps/server/src/merchant/merchant.ts';
import {
  houseAccount,
  memberAccount,
  postTransfer,
} from '../apps/server/src/modules/ledger/ledger.ts';
import { runContractEngine } from '../apps/server/src/modules/contracts/engine/engine.ts';
import {
  figuresQuery,
  windowFigures,
} from '../apps/server/src/modules/contracts/engine/figures.ts';

/** Rows written per statement of the fill. */
const batch = 20_000;
const slotMs = 300_000;

const seconds = (started: number) => (performance.now() - started) / 1000;

interface Setup {
  merchant: Merchant;
  slotStart: number;
  contracts: number;
  bets: number;
}

let setup: Setup | null = null;

/** Inserts members of `type` under `parents` (round-robin); answers their ids in order. */
async function addLevel(
  db: Db,
  merchant: Merchant,
  spec: { prefix: string; type: number; parents: string[] | null; count: number },
): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 1; from <= spec.count; from += batch) {
    const to = Math.min(spec.count, from + batch - 1);
    const rows = await db.query<{ id: string }>(
      `insert into member (merchant_id, account, type, parent_agent_id)
       select $1, $2 || g, $3,
         case when $4::int8[] is null then null
           else ($4::int8[])[1 + g % cardinality($4::int8[])] end
       from generate_series($5::int, $6::int) g order by g returning id::text as id`,
      [merchant.id, spec.prefix, spec.type, spec.parents, from, to],
    );
    ids.push(...rows.map((row) => row.id));
    // Fresh statistics for the tree trigger's plans (PGlite never gathers them by itself).
    await db.query('analyze member, agent_tree');
  }
  return ids;
}

/** Agents' main wallets, as `memberAccount` makes them. */
async function addWallets(db: Db, merchant: Merchant, members: string[]): Promise<void> {
  for (let i = 0; i < members.length; i += batch) {
    await db.query(
      `insert into ledger_account (merchant_id, kind, owner_member_id, currency)
       select $1, 'main', m, $2 from unnest($3::int8[]) m`,
      [merchant.id, merchant.currency, members.slice(i, i + batch)],
    );
  }
}

/** `count` settled bets by random players at random instants of the slot. */
async function addBets(
  db: Db,
  merchant: Merchant,
  spec: { players: string[]; count: number; slotStart: number; run: string },
): Promise<void> {
  for (let from = 1; from <= spec.count; from += batch * 5) {
    const to = Math.min(spec.count, from + batch * 5 - 1);
    await db.query(
      `insert into bet (merchant_id, member_id, vendor_code, round_id, currency, stake, payout,
         status, created_at, settled_at)
       select $1, ($3::int8[])[1 + floor(random() * cardinality($3::int8[]))::int], 'BENCH',
         $2 || ':' || g, $4, x.stake, case when x.luck < 0.45 then x.stake * 2 else 0 end,
         'settled', x.at, x.at
       from generate_series($5::int, $6::int) g,
         lateral (select (100 + floor(random() * 10000))::int8 as stake, random() as luck,
           $7::timestamptz + random() * interval '299 seconds' as at, g as n) x`,
      [merchant.id, spec.run, spec.players, merchant.currency, from, to, new Date(spec.slotStart)],
    );
  }
}

export function registerContractsBench(app: FastifyInstance): void {
  const { platform } = app;
  const { db } = platform;

  app.post<{ Querystring: { contracts: string; bets: string } }>(
    '/bench/contracts/setup',
    async (request) => {
      const started = performance.now();
      const merchant = (await platform.directory.byCode('demo'))!;
      const contracts = Number(request.query.contracts);
      const bets = Number(request.query.bets);
      const run = randomBytes(3).toString('hex');
      // A slot an hour ahead, which the timed run bills as if its grace (60 s) had passed. The
      // engine's own job (every 30 s, on the real clock) never finds it due: a slot that had
      // already ended was billed by that job while its bets were still being written (a full
      // run then printed 0 bills, and on PostgreSQL a figures query over no contract).
      const slotStart = Math.floor(Date.now() / slotMs) * slotMs + 12 * slotMs;
      const topCount = Math.max(1, Math.floor(contracts / 100));
      const tops = await addLevel(db, merchant, {
        prefix: `cb${run}t`,
        type: 1,
        parents: null,
        count: topCount,
      });
      const subs = await addLevel(db, merchant, {
        prefix: `cb${run}s`,
        type: 2,
        parents: tops,
        count: contracts - topCount,
      });
      const players = await addLevel(db, merchant, {
        prefix: `cb${run}p`,
        type: 0,
        parents: subs.length > 0 ? subs : tops,
        count: Math.max(subs.length, 1) * 5,
      });
      await addWallets(db, merchant, [...tops, ...subs]);
      for (const top of tops) {
        await db.transaction(async (tx) => {
          const spec = { merchantId: merchant.id, currency: merchant.currency };
          const amount = 1_000_000_000n;
          await postTransfer(tx, {
            merchantId: merchant.id,
            kind: 'seed',
            idempotencyKey: `bench-contracts:${run}:${top}`,
            entries: [
              { accountId: await memberAccount(tx, { ...spec, memberId: top }), amount },
              {
                accountId: await houseAccount(tx, { ...spec, name: 'bench-contracts' }),
                amount: -amount,
              },
            ],
          });
        });
      }
      // Every agent's contract: the house pays the top agents, each top agent its sub-agents.
      const terms = (rate: string) =>
        JSON.stringify({ realtime: { winRate: rate, lossRate: rate, minSingleBet: '1.00' } });
      await db.query(
        `insert into agent_contract (merchant_id, kind, upline_id, downline_id, state, terms,
           offered_at, active_from)
         select $1, 'realtimeSalary', m.parent_agent_id, m.id, 'active',
           case when m.parent_agent_id is null then $2::text::jsonb else $3::text::jsonb end,
           $4, $4
         from member m where m.id = any($5::int8[])`,
        [merchant.id, terms('0.02'), terms('0.01'), new Date(slotStart), [...tops, ...subs]],
      );
      await addBets(db, merchant, { players, count: bets, slotStart, run });
      await db.query(
        'analyze member, agent_tree, agent_contract, bet, ledger_account, contract_bill',
      );
      setup = { merchant, slotStart, contracts: tops.length + subs.length, bets };
      return {
        contracts: setup.contracts,
        players: players.length,
        bets,
        seconds: seconds(started),
      };
    },
  );

  app.post('/bench/contracts/run', async () => {
    if (!setup) throw new Error('set up first');
    const { merchant, slotStart } = setup;
    const due = await db.query<{ id: string; downline_id: string }>(
      `select id::text as id, downline_id::text as downline_id from agent_contract
       where merchant_id = $1 and kind = 'realtimeSalary' and billed_until is null
         and active_from = $2`,
      [merchant.id, new Date(slotStart)],
    );
    const windows = due.map((c) => ({
      contractId: c.id,
      downlineId: c.downline_id,
      start: slotStart,
      end: slotStart + slotMs,
      minStake: 100n,
    }));
    const options = { activeMinBet: 1n, withBonus: false };
    let plan: string[] = [];
    if (process.env.BENCH_CONTRACTS_EXPLAIN) {
      const { text, params } = figuresQuery(merchant, windows, options);
      const rows = await db.query<{ 'QUERY PLAN': string }>(`explain analyze ${text}`, params);
      plan = rows.map((row) => row['QUERY PLAN']);
    }
    let started = performance.now();
    await windowFigures(db, merchant, windows, options);
    const figures = seconds(started);
    started = performance.now();
    const run = await runContractEngine(platform, merchant, {
      now: slotStart + slotMs + 61_000,
      kinds: ['realtimeSalary'],
    });
    return {
      figures,
      engine: seconds(started),
      bills: run.paid + run.notReached + run.insufficient,
      plan,
    };
  });

  app.post('/bench/contracts/baseline', async () => {
    if (!setup) throw new Error('set up first');
    const { merchant, slotStart } = setup;
    const started = performance.now();
    await db.query(
      `select sum(stake)::int8 as total from bet where merchant_id = $1 and status = 'settled'
         and settled_at >= $2 and settled_at < $3`,
      [merchant.id, new Date(slotStart), new Date(slotStart + slotMs)],
    );
    return { seconds: seconds(started) };
  });
}
