import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { demoMerchantSeeder } from '../../seed/demo-merchant.ts';
import { seedDemo } from '../../seed/seeders.ts';
import { crashWorld, killRounds, sendAll, type CrashCall } from '../../testing/crash-world.ts';
import { demoBrand } from '../../testing/play-kit.ts';
import { killServer, sessionToken } from '../../testing/server-process.ts';
import { addMember } from '../contracts/engine/engine-test-kit.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { giftLedgerKey } from './gifts.ts';
import { liveSeeder } from './live-seeder.ts';

/**
 * The gifts' crash test: 30 members, each funded for exactly 8 hearts, send 8 gifts each to a
 * host through the real server (`apps/server/src/main.ts`), eight in flight at a time, and the
 * server is killed with SIGKILL a few gifts into each round, several times. Then every gift is
 * sent again under the key it was last sent with. Afterwards each member sent exactly 8 gifts,
 * each gift has its one ledger transaction under its key and its one chat message, every
 * wallet is empty, the host's house account holds them all, and the ledger's invariants hold.
 */
const kills = Number(process.env.LIVE_GIFT_CRASH_KILLS ?? 3);
const members = 30;
const perMember = 8;
const total = members * perMember;
/** The demo brand's heart, in minor units (5.00). */
const heart = 500n;

const world = crashWorld('live-gift-crash');

interface Sender {
  memberId: string;
  token: string;
}

let senders: Sender[] = [];
let hostId = '';
/** The key each gift (member, index) was last sent under. */
const keys = new Map<string, string>();

async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder, liveSeeder]);
  const merchant = await demoBrand(db);
  const [host] = await db.query<{ id: string }>(
    'select id::text as id from live_host where merchant_id = $1 order by sort limit 1',
    [merchant.id],
  );
  hostId = host!.id;
  for (let i = 0; i < members; i += 1) {
    const memberId = await addMember(db, merchant, `giftcrash${i}`);
    await db.transaction(async (tx) => {
      const spec = { merchantId: merchant.id, currency: merchant.currency };
      await postTransfer(tx, {
        merchantId: merchant.id,
        kind: 'crash_test_setup',
        idempotencyKey: `gift-crash-fund:${memberId}`,
        entries: [
          {
            accountId: await memberAccount(tx, { ...spec, memberId }),
            amount: heart * BigInt(perMember),
          },
          {
            accountId: await houseAccount(tx, { ...spec, name: 'seed' }),
            amount: -heart * BigInt(perMember),
          },
        ],
      });
    });
    senders.push({
      memberId,
      token: await sessionToken(db, { merchantId: merchant.id, memberId }),
    });
  }
}

const giftCalls = (todo: Array<{ sender: Sender; index: number }>): CrashCall[] =>
  todo.map(({ sender, index }) => ({
    path: '/wps/live/gift',
    token: sender.token,
    key: () => keys.get(`${sender.memberId}:${index}`)!,
    body: { roomId: hostId, gift: 'heart' },
  }));

/** Gifts sent so far per member (the server must be down on PGlite). */
const sentCounts = () =>
  world.withDb(async (db) => {
    const rows = await db.query<{ member_id: string; n: number }>(
      'select member_id::text as member_id, count(*)::int as n from live_gift group by member_id',
    );
    return new Map(rows.map((row) => [row.member_id, row.n]));
  });

beforeAll(async () => {
  senders = [];
  await world.withDb(prepare);
}, 300_000);

describe('SIGKILL in the middle of gifts', () => {
  it(`debits, credits and announces each gift exactly once after ${kills} kills`, async () => {
    const midWork = await killRounds(world, {
      kills,
      total,
      todo: async (round) => {
        const counts = await sentCounts();
        const todo: Array<{ sender: Sender; index: number }> = [];
        for (const sender of senders)
          for (let index = counts.get(sender.memberId) ?? 0; index < perMember; index += 1) {
            keys.set(`${sender.memberId}:${index}`, `gift-${sender.memberId}-${index}-r${round}`);
            todo.push({ sender, index });
          }
        return giftCalls(todo);
      },
      done: async () => [...(await sentCounts()).values()].reduce((a, b) => a + b, 0),
    });
    expect(midWork).toBe(kills);

    // Every gift again under its last key: a stored answer is replayed, a gift whose answer
    // died with the server finds the wallet empty or its own first gift; none is paid twice.
    const server = await world.start();
    const all = senders.flatMap((sender) =>
      Array.from({ length: perMember }, (_, index) => ({ sender, index })),
    );
    const statuses = await sendAll(server, giftCalls(all), 8);
    await killServer(server);
    for (const answer of statuses)
      expect(answer.status === 200 || answer.code === 'insufficient_funds').toBe(true);

    await world.withDb(async (db) => {
      const counts = await sentCounts();
      for (const sender of senders) expect(counts.get(sender.memberId)).toBe(perMember);
      const gifts = await db.query<{
        member_id: string;
        idempotency_key: string;
        message_id: string;
      }>(
        `select member_id::text as member_id, idempotency_key, message_id::text as message_id
         from live_gift`,
      );
      const txns = new Set(
        (
          await db.query<{ idempotency_key: string }>(
            `select idempotency_key from ledger_txn where kind = 'live_gift'`,
          )
        ).map((row) => row.idempotency_key),
      );
      expect(txns.size).toBe(total);
      for (const gift of gifts)
        expect(txns.has(giftLedgerKey(gift.member_id, gift.idempotency_key))).toBe(true);
      const [messages] = await db.query<{ n: number }>(
        `select count(*)::int as n from live_message where kind = 'gift'`,
      );
      expect(messages!.n).toBe(total);
      const [wallets] = await db.query<{ sum: bigint }>(
        `select coalesce(sum(balance), 0)::bigint as sum from ledger_account where kind = 'main'`,
      );
      expect(wallets!.sum).toBe(0n);
      const [house] = await db.query<{ sum: bigint }>(
        `select coalesce(sum(balance), 0)::bigint as sum from ledger_account where house_name = $1`,
        [`live-host:${hostId}`],
      );
      expect(house!.sum).toBe(heart * BigInt(total));
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    });
  }, 600_000);
});
