import { periodAt } from '@portal/contract/contracts/periods';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { migrate } from '../../../db/migrate.ts';
import { demoMerchantSeeder } from '../../../seed/demo-merchant.ts';
import { seedDemo } from '../../../seed/seeders.ts';
import { crashWorld, killRounds, sendAll, type CrashCall } from '../../../testing/crash-world.ts';
import { addDeposit, demoBrand } from '../../../testing/play-kit.ts';
import { killServer, sessionToken } from '../../../testing/server-process.ts';
import { addMember } from '../../contracts/engine/engine-test-kit.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';

/**
 * The mission claim's crash test: 80 members who completed this week's deposit mission
 * (R$ 500,00 for R$ 10,00, the demo brand's default) claim it through the real server, eight
 * claims in flight, and the server is killed with SIGKILL a few claims into each round, several
 * times. Afterwards every member's last claim is sent again under its key. Each member has its
 * reward once: one claimed bonus, one ledger transaction under its key, a wallet of exactly
 * R$ 10,00, and the ledger's invariants hold. (The week is the brand's: a run across its end
 * would find the missions of a new week.)
 */
const kills = Number(process.env.MISSION_CRASH_KILLS ?? 3);
const members = 80;
const reward = 1_000n;
const world = crashWorld('mission-crash');

interface Member {
  id: string;
  token: string;
}

async function prepare(db: Db): Promise<Member[]> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder]);
  const merchant = await demoBrand(db);
  const week = periodAt('weekly', Date.now(), merchant.timeZone);
  const at = Math.max(week.start + 1_000, Date.now() - 60_000);
  const list: Member[] = [];
  for (let i = 0; i < members; i += 1) {
    const id = await addMember(db, merchant, `missioncrash${i}`);
    await addDeposit(db, merchant, id, 50_000n + BigInt(i), at);
    list.push({ id, token: await sessionToken(db, { merchantId: merchant.id, memberId: id }) });
  }
  return list;
}

/** The key each member's claim was last sent under (the final pass replays it). */
const keys = new Map<string, string>();
const claimCalls = (list: readonly Member[]): CrashCall[] =>
  list.map((m) => ({
    path: '/wps/relay/MCSFE_claimMission',
    token: m.token,
    key: () => keys.get(m.id)!,
    body: { missionKey: 'weekly-deposit' },
  }));

/** Members with their reward paid (the server must be down on PGlite). */
const paidIds = () =>
  world.withDb(async (db) => {
    const rows = await db.query<{ id: string }>(
      `select member_id::text as id from bonus where source = 'mission'`,
    );
    return new Set(rows.map((row) => row.id));
  });

let list: Member[];

beforeAll(async () => {
  list = await world.withDb(prepare);
}, 300_000);

describe('SIGKILL in the middle of mission claims', () => {
  it(`pays every member’s mission exactly once after ${kills} kills`, async () => {
    const midClaims = await killRounds(world, {
      kills,
      total: members,
      todo: async (round) => {
        const paid = await paidIds();
        const todo = list.filter((m) => !paid.has(m.id));
        for (const m of todo) keys.set(m.id, `mission-${m.id}-r${round}`);
        return claimCalls(todo);
      },
      done: async () => (await paidIds()).size,
    });
    expect(midClaims).toBe(kills);

    // Every member's last claim again: a stored answer is replayed, a claim whose answer died
    // with the server meets its committed reward (409), the rest are paid now.
    const server = await world.start();
    const statuses = await sendAll(server, claimCalls(list), 8);
    await killServer(server);
    for (const answer of statuses)
      expect(
        answer.status === 200 || (answer.status === 409 && answer.code === 'mission_not_claimable'),
      ).toBe(true);

    await world.withDb(async (db) => {
      const bonuses = await db.query<{ member_id: string; amount: bigint; n: number }>(
        `select member_id::text as member_id, sum(amount)::int8 as amount, count(*)::int as n
         from bonus where source = 'mission' and state = 'claimed' group by member_id`,
      );
      expect(bonuses).toHaveLength(members);
      for (const b of bonuses) expect(b).toMatchObject({ amount: reward, n: 1 });
      const [txns] = await db.query<{ n: number }>(
        `select count(*)::int as n from ledger_txn
         where kind = 'bonus' and idempotency_key like 'mission:%'`,
      );
      expect(txns!.n).toBe(members);
      const wallets = await db.query<{ member_id: string; balance: bigint }>(
        `select owner_member_id::text as member_id, balance from ledger_account where kind = 'main'`,
      );
      expect(new Map(wallets.map((w) => [w.member_id, w.balance]))).toEqual(
        new Map(list.map((m) => [m.id, reward])),
      );
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    });
  }, 600_000);
});
