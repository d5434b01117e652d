import { contractsOpsEndpoints } from '@portal/contract/contracts';
import type { ContractTerms } from '@portal/contract/contracts/terms';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { migrate } from '../../../db/migrate.ts';
import {
  merchantColumns,
  merchantFromRow,
  type Merchant,
  type MerchantRow,
} from '../../../merchant/merchant.ts';
import { demoMerchantSeeder } from '../../../seed/demo-merchant.ts';
import { seedDemo } from '../../../seed/seeders.ts';
import { crashWorld } from '../../../testing/crash-world.ts';
import { killServer, sessionToken, type ServerProcess } from '../../../testing/server-process.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';
import { billKey } from './payments.ts';
import { expectedBills, type RawBet, type RawContract, type RawMember } from './brute-force.ts';
import { addBets, addContract, addMember, billsOf, credit } from './engine-test-kit.ts';

/**
 * The contract engine's crash test: 200 real-time salary contracts (20 top agents paid by the
 * house, each paying 9 sub-agents) with two hours of their teams' bets wait to be billed, and
 * the real server (`apps/server/src/main.ts`) billing them is killed with SIGKILL while it
 * writes bills, several times. Afterwards every due bill exists once with the amount the raw
 * rows give, each paid bill has exactly one ledger transaction, every balance is its funding
 * plus the bills it received less those it paid, and the ledger's invariants hold. PGlite in a
 * temporary directory, or a database of its own on DATABASE_URL.
 */
const kills = Number(process.env.CONTRACTS_CRASH_KILLS ?? 4);
const slotMs = 300_000;
const tops = 20;
const subsPerTop = 9;
const funding = 10_000_000n;

const crash = crashWorld('contracts-crash');

async function demoMerchant(db: Db): Promise<Merchant> {
  const [row] = await db.query<MerchantRow>(
    `select ${merchantColumns} from merchant where code = 'demo'`,
  );
  return merchantFromRow(row!);
}

interface Prepared {
  members: RawMember[];
  contracts: RawContract[];
  bets: RawBet[];
  agents: string[];
}

/** The tree, the contracts (active two hours ago, ended ten minutes ago) and their bets. */
async function prepare(db: Db): Promise<Prepared> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder]);
  const merchant = await demoMerchant(db);
  const end = Math.floor((Date.now() - 600_000) / slotMs) * slotMs;
  const start = end - 24 * slotMs;
  const members: RawMember[] = [];
  const contracts: RawContract[] = [];
  const bets: RawBet[] = [];
  const agents: string[] = [];
  const terms = (rate: string): ContractTerms => ({
    realtime: { winRate: rate, lossRate: rate, minSingleBet: '1.00' },
  });
  const contract = async (uplineId: string | null, downlineId: string, rate: string) => {
    const spec = {
      kind: 'realtimeSalary' as const,
      downlineId,
      terms: terms(rate),
      activeFrom: start,
    };
    const id = await addContract(db, merchant, { ...spec, uplineId, endedAt: end });
    contracts.push({ id, ...spec, endedAt: end });
  };
  for (let i = 0; i < tops; i += 1) {
    const top = await addMember(db, merchant, `kctop${i}`, { type: 1 });
    members.push({ id: top, parentId: null });
    agents.push(top);
    await credit(db, merchant, top, funding);
    await contract(null, top, '0.02');
    for (let j = 0; j < subsPerTop; j += 1) {
      const sub = await addMember(db, merchant, `kcsub${i}x${j}`, { type: 1, parentId: top });
      members.push({ id: sub, parentId: top });
      agents.push(sub);
      await contract(top, sub, '0.01');
      for (let p = 0; p < 2; p += 1) {
        const player = await addMember(db, merchant, `kcp${i}x${j}x${p}`, { parentId: sub });
        members.push({ id: player, parentId: sub });
        for (let slot = 0; slot < 24; slot += 1)
          bets.push({
            memberId: player,
            stake: BigInt(100 + ((i * 31 + j * 7 + p * 3 + slot * 13) % 4_900)),
            payout: slot % 3 === 0 ? 10_000n : 0n,
            status: 'settled',
            at: start + slot * slotMs + ((i + j + p) % 290) * 1_000,
          });
      }
    }
  }
  await addBets(db, merchant, bets);
  return { members, contracts, bets, agents };
}

async function billCount(): Promise<number> {
  return crash.withDb(async (db) => {
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from contract_bill');
    return row!.n;
  });
}

/**
 * Bills the first top agent has paid so far (9 a slot: its contracts are the first rows of
 * every slot's first batch), read through the bills call while the server runs.
 */
async function watchedBills(server: ServerProcess, token: string): Promise<number> {
  const res = await fetch(
    `${server.base}/wps/agent/contracts/bills?kind=realtimeSalary&side=paid&pageSize=1`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!res.ok) throw new Error(`bills call: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { value: { total: number } }).value.total;
}

/** Asks the server to run the engine now; resolves when the run ends (or the server died). */
const runEngine = (server: ServerProcess) => crash.runJob(server, contractsOpsEndpoints.opsRun);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let world: Prepared;
let token = '';

beforeAll(async () => {
  await crash.withDb(async (db) => {
    world = await prepare(db);
    token = await sessionToken(db, {
      merchantId: (await demoMerchant(db)).id,
      memberId: world.agents[0]!,
      side: 'agent',
    });
  });
}, 300_000);

describe('SIGKILL in the middle of contract billing', () => {
  it(`bills and pays every period exactly once after ${kills} kills`, async () => {
    const total = world.contracts.length * 24;
    let midBilling = 0;
    let before = 0;
    let watched = 0;
    for (let round = 0; round < 30 && midBilling < kills; round += 1) {
      const server = await crash.start();
      let done = false;
      const run = runEngine(server).finally(() => (done = true));
      // Wait for the engine to pay one to four more slots of the watched agent, then kill it a
      // random moment later: in the middle of a slot's batches, or between two slots.
      const target = watched + subsPerTop * (1 + Math.floor(Math.random() * 4));
      const deadline = Date.now() + 120_000;
      while (!done && (await watchedBills(server, token)) < target) {
        if (Date.now() > deadline) throw new Error(`no billing progress:\n${server.output()}`);
        await pause(20);
      }
      await pause(Math.floor(Math.random() * 150));
      await killServer(server);
      await run;
      const count = await billCount();
      console.info(`round ${round}: ${before} -> ${count} of ${total} bills`);
      if (count > before && count < total) midBilling += 1;
      before = count;
      watched = Math.floor(count / world.contracts.length) * subsPerTop;
      if (count === total) break;
    }
    expect(midBilling).toBe(kills);

    // Last starts finish the work. A server's own 30-second job may run beside the asked runs
    // and hold a batch's contracts, which an asked run then leaves (`skip locked`) for a later
    // run; the kill ends that job's run. So: start, run twice, stop, count, until all is billed
    // (the data directory is the server's while it runs, so the count waits for the stop).
    for (let start = 0; start < 5 && (await billCount()) < total; start += 1) {
      const server = await crash.start();
      await runEngine(server);
      await runEngine(server);
      await killServer(server);
    }

    await crash.withDb(async (db) => {
      const merchant = await demoMerchant(db);
      const expected = expectedBills(
        { ...world, credits: [] },
        {
          now: Date.now(),
          graceMs: 60_000,
          timeZone: merchant.timeZone,
          activeMinBet: 1n,
          money: merchant.money,
        },
      );
      const bills = await billsOf(db);
      expect(bills).toHaveLength(total);
      const net = new Map<string, bigint>();
      const add = (id: string | null, amount: bigint) => {
        if (id !== null) net.set(id, (net.get(id) ?? 0n) + amount);
      };
      const txns = new Map(
        (
          await db.query<{ id: bigint; idempotency_key: string }>(
            `select id, idempotency_key from ledger_txn where kind = 'realtime_salary'`,
          )
        ).map((row) => [row.idempotency_key, row.id]),
      );
      for (const contract of world.contracts) {
        const mine = bills.filter((b) => b.contract_id === contract.id);
        const want = expected.get(contract.id)!;
        expect(mine.map((b) => [b.period_start.getTime(), b.amount])).toEqual(
          want.map((e) => [e.periodStart, e.amount]),
        );
        for (const bill of mine) {
          expect(bill.state).toBe(bill.amount === 0n ? 'notReached' : 'paid');
          if (bill.state !== 'paid') continue;
          expect(txns.get(billKey(contract.id, bill.period_start.toISOString()))).toBe(bill.txn_id);
          add(bill.payee_id, bill.amount);
          add(bill.payer_id, -bill.amount);
        }
      }
      const paid = bills.filter((b) => b.state === 'paid').length;
      expect(txns.size).toBe(paid);
      for (const agent of world.agents) {
        const [row] = await db.query<{ balance: bigint }>(
          `select balance from ledger_account where kind = 'main' and owner_member_id = $1`,
          [agent],
        );
        const funded = world.members.find((m) => m.id === agent)!.parentId === null ? funding : 0n;
        expect(row?.balance ?? 0n).toBe(funded + (net.get(agent) ?? 0n));
      }
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    });
  }, 600_000);
});
