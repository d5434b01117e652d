import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lotteryOpsEndpoints } from '@portal/contract/lottery';
import type { LotteryStatusOutput } from '@portal/contract/lottery/ops';
import { currency } from '@portal/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { openDb } from '../../db/open-db.ts';
import { memoryPubSub } from '../../realtime/memory-pubsub.ts';
import { demoMerchantSeeder } from '../../seed/demo-merchant.ts';
import { seedDemo } from '../../seed/seeders.ts';
import { platformOperatorToken } from '../../testing/operators.ts';
import {
  killServer,
  operatorFetch,
  ownDatabase,
  runningServers,
  startServer,
  type ServerProcess,
} from '../../testing/server-process.ts';
import { testConfig, testKeyEncryptionKeys } from '../../testing/test-app.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { closePeriod, drawPeriod } from './close-draw.ts';
import { enabledGame } from './lottery-games.ts';
import { lotterySeeder } from './lottery-seeder.ts';
import { schedulePeriods } from './periods.ts';
import { placeBets } from './place-bets.ts';
import { slotAt } from './schedule.ts';
import { outcomeOf, ticketColumns, type TicketRow } from './tickets.ts';

/**
 * The lottery's crash test: periods drawn with many tickets wait for settlement, and the real
 * server (`apps/server/src/main.ts`) settling them is killed with SIGKILL ten times, each time
 * while member settlements are under way. Afterwards every ticket is settled once, at the
 * payout its result gives, each member's balance is what their tickets make it, and every
 * ledger invariant holds. PGlite in a temporary directory, or a database of its own on
 * DATABASE_URL.
 */
const kills = Number(process.env.LOTTERY_CRASH_KILLS ?? 10);
const periods = 12;
const members = 50;
const funding = 1_000_000n;

let dataDir = '';
/** A platform operator's session, written before the first start: the status is read as it. */
let operatorToken = '';
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => undefined;

const configOf = () =>
  loadConfig({
    DATA_DIR: dataDir,
    KEY_ENCRYPTION_KEYS: testKeyEncryptionKeys,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

/** A brand with members, and `periods` SSC_1M periods two hours ago, drawn and unsettled. */
async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder, lotterySeeder]);
  const clock = new ManualClock(Math.floor((Date.now() - 2 * 3_600_000) / 3_600_000) * 3_600_000);
  const app = await buildApp({
    config: testConfig({ dataDir, keyEncryptionKeys: testKeyEncryptionKeys }),
    db,
    pubsub: memoryPubSub(),
    clock,
  });
  try {
    const { platform } = app;
    const merchant = (await platform.directory.byCode('demo'))!;
    const ids: string[] = [];
    for (let i = 0; i < members; i += 1) {
      const [row] = await db.query<{ id: string }>(
        `insert into member (merchant_id, account, type) values ($1, $2, 0) returning id::text as id`,
        [merchant.id, `lotcrash${i}`],
      );
      ids.push(row!.id);
      await db.transaction(async (tx) => {
        const spec = { merchantId: merchant.id, currency: merchant.currency };
        await postTransfer(tx, {
          merchantId: merchant.id,
          kind: 'adjustment',
          idempotencyKey: `lottery-crash-fund-${i}`,
          entries: [
            { accountId: await memberAccount(tx, { ...spec, memberId: row!.id }), amount: funding },
            {
              accountId: await houseAccount(tx, { ...spec, name: 'crash-funding' }),
              amount: -funding,
            },
          ],
        });
      });
    }
    const game = await enabledGame(db, merchant.id, 'SSC_1M');
    for (let p = 0; p < periods; p += 1) {
      await db.transaction((tx) =>
        schedulePeriods(tx, platform.keyring, game, merchant.timeZone, clock.now()),
      );
      const slot = slotAt(game, merchant.timeZone, clock.now());
      for (const [i, memberId] of ids.entries()) {
        await placeBets(platform, merchant, memberId, randomUUID(), {
          gameCode: 'SSC_1M',
          periodNo: slot.periodNo,
          bets: [
            {
              playCode: 'SSC_POS',
              selection: { positions: [[i % 10], [(i + p) % 10], [], [], []] },
              betCount: 2,
              unit: 'YUAN',
              multiple: 1 + (i % 3),
              prizeGroup: 1900,
            },
            {
              playCode: 'SSC_DRAGON_TIGER',
              selection: { side: i % 2 ? 'DRAGON' : 'TIGER' },
              betCount: 1,
              unit: 'JIAO',
              multiple: 5,
              prizeGroup: 1960,
            },
          ],
        });
      }
      const key = { merchantId: merchant.id, gameCode: 'SSC_1M', periodNo: slot.periodNo };
      expect(await closePeriod(db, key, slot.closesAt)).toBe(true);
      expect(await drawPeriod(db, platform.keyring, game, slot.periodNo, slot.drawsAt)).toBe(true);
      clock.advance(slot.drawsAt - clock.now() + 1_000);
    }
  } finally {
    await app.close();
  }
}

async function status(server: ServerProcess): Promise<LotteryStatusOutput> {
  const res = await operatorFetch(server, operatorToken, lotteryOpsEndpoints.opsStatus, {});
  return ((await res.json()) as { value: LotteryStatusOutput }).value;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-lottery-crash-'));
  ({ databaseUrl, drop: dropDatabase } = await ownDatabase('portal_lottery_crash'));
  const db = await openDb(configOf());
  try {
    await prepare(db);
    operatorToken = await platformOperatorToken(db);
  } finally {
    await db.close();
  }
}, 300_000);

afterAll(async () => {
  await Promise.all([...runningServers].map((server) => killServer(server)));
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGKILL in the middle of lottery settlement', () => {
  it(`settles every ticket exactly once after ${kills} kills`, async () => {
    let midSettlement = 0;
    for (let round = 0; round < 60 && midSettlement < kills; round += 1) {
      const server = await startServer({ dataDir, databaseUrl });
      // Wait for the engine to settle something, then kill it a random moment later.
      const start = await status(server);
      let last = start;
      const deadline = Date.now() + 60_000;
      while (last.settlements === start.settlements && last.pendingInDrawn > 0) {
        if (Date.now() > deadline) throw new Error(`no settlement progress:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
        last = await status(server);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 120)));
      const before = await status(server);
      await killServer(server);
      console.info(
        `round ${round}: start ${JSON.stringify(start)} before kill ${JSON.stringify(before)}`,
      );
      if (before.pendingInDrawn > 0) midSettlement += 1;
      if (before.pendingInDrawn === 0) break;
    }
    expect(midSettlement).toBe(kills);

    // The last start finishes the work.
    const server = await startServer({ dataDir, databaseUrl });
    const deadline = Date.now() + 120_000;
    let final = await status(server);
    while ((final.pendingInDrawn > 0 || (final.periods.DRAWN ?? 0) > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      final = await status(server);
    }
    await killServer(server);
    expect(final.pendingInDrawn).toBe(0);
    expect(final.periods.DRAWN ?? 0).toBe(0);

    const db = await openDb(configOf());
    try {
      const merchant = await merchantOf(db);
      const tickets = await db.query<TicketRow & { result: number[] }>(
        `select ${ticketColumns
          .split(',')
          .map((c) => `t.${c.trim()}`)
          .join(', ')}, p.result
         from lottery_ticket t join lottery_period p using (merchant_id, game_code, period_no)`,
      );
      expect(tickets).toHaveLength(periods * members * 2);
      const paid = new Map<string, bigint>();
      for (const ticket of tickets) {
        const outcome = outcomeOf(ticket, ticket.result, merchant);
        expect(ticket.status).toBe(outcome.status);
        expect(ticket.payout).toBe(outcome.payout);
        const member = ticket.member_id.toString();
        const net = outcome.payout + (outcome.status === 'TIE' ? 0n : ticket.rebate) - ticket.stake;
        paid.set(member, (paid.get(member) ?? 0n) + net);
      }
      // One settlement per member and period, and one payout entry per settlement that paid.
      const [settlements] = await db.query<{ n: number; paying: number }>(
        `select count(*)::int as n, (count(*) filter (where payout > 0))::int as paying
         from lottery_settlement where version = 1`,
      );
      expect(settlements!.n).toBe(periods * members);
      const [payouts] = await db.query<{ n: number }>(
        `select count(*)::int as n from ledger_txn where kind = 'lottery_payout'`,
      );
      expect(payouts!.n).toBe(settlements!.paying);
      const balances = await db.query<{ id: string; balance: bigint }>(
        `select owner_member_id::text as id, balance from ledger_account
         where kind = 'main' and owner_member_id is not null`,
      );
      for (const { id, balance } of balances) expect(balance).toBe(funding + (paid.get(id) ?? 0n));
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    } finally {
      await db.close();
    }
  }, 600_000);
});

/** The demo brand's currency, as the settlement prices in it. */
async function merchantOf(db: Db) {
  const [row] = await db.query<{ currency: string; currency_scale: number }>(
    `select currency, currency_scale from merchant where code = 'demo'`,
  );
  return { money: currency(row!.currency, Number(row!.currency_scale)) };
}
