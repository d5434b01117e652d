import { rateBasisPoints, rebateOf } from '@portal/contract/rewards/vip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { migrate } from '../../../db/migrate.ts';
import { demoMerchantSeeder } from '../../../seed/demo-merchant.ts';
import { seedDemo } from '../../../seed/seeders.ts';
import { catalogueSeeder } from '../../games/catalogue-seeder.ts';
import { crashWorld, killRounds, sendAll, type CrashCall } from '../../../testing/crash-world.ts';
import { addPlay, demoBrand, type PlaySpec } from '../../../testing/play-kit.ts';
import { killServer, sessionToken } from '../../../testing/server-process.ts';
import { addMember } from '../../contracts/engine/engine-test-kit.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';

/**
 * The manual rebate's crash test: 80 members with a day of play each claim their rebate
 * through the real server, eight claims in flight, and the server is killed with SIGKILL a few
 * claims into each round, several times. Afterwards every member's last claim is sent again
 * under its key. Every bet is rebated once: each member has one rebate bonus, of exactly its
 * play's rebate, one ledger transaction under its key, and the ledger's invariants hold.
 */
const kills = Number(process.env.REBATE_CRASH_KILLS ?? 3);
const members = 80;
const world = crashWorld('rebate-crash');

/** The brand's default level-0 rates (vip-settings.ts) of the types played here. */
const rates = { RNG: rateBasisPoints('0.4'), LIVE: rateBasisPoints('0.3') } as const;

interface Member {
  id: string;
  token: string;
  rebate: bigint;
}

async function prepare(db: Db): Promise<Member[]> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder, catalogueSeeder]);
  const merchant = await demoBrand(db);
  const dayAgo = Date.now() - 86_400_000;
  const list: Member[] = [];
  const play: PlaySpec[] = [];
  for (let i = 0; i < members; i += 1) {
    const id = await addMember(db, merchant, `rebatecrash${i}`);
    await db.query('update member set created_at = $2 where id = $1', [id, new Date(dayAgo)]);
    const rng = BigInt(100_000 + ((i * 7_919) % 400_000));
    const live = BigInt(50_000 + ((i * 104_729) % 300_000));
    play.push(
      { memberId: id, gameType: 'RNG', stake: rng, at: dayAgo + 60_000 + i },
      { memberId: id, gameType: 'LIVE', stake: live, at: dayAgo + 120_000 + i },
    );
    list.push({
      id,
      token: await sessionToken(db, { merchantId: merchant.id, memberId: id }),
      rebate: rebateOf(rng, rates.RNG) + rebateOf(live, rates.LIVE),
    });
  }
  await addPlay(db, merchant, play);
  return list;
}

/** The key each member's claim was last sent under (the final pass replays it). */
const keys = new Map<string, string>();
const claimCalls = (list: readonly Member[]): CrashCall[] =>
  list.map((m) => ({
    path: '/wps/relay/MCSFE_claimManualRebate',
    token: m.token,
    key: () => keys.get(m.id)!,
    body: {},
  }));

/** Members with their rebate paid (the server must be down on PGlite). */
const paidIds = () =>
  world.withDb(async (db) => {
    const rows = await db.query<{ id: string }>(
      `select member_id::text as id from bonus where source = 'rebate'`,
    );
    return new Set(rows.map((row) => row.id));
  });

let list: Member[];

beforeAll(async () => {
  list = await world.withDb(prepare);
}, 300_000);

describe('SIGKILL in the middle of manual rebate claims', () => {
  it(`rebates every bet exactly once after ${kills} kills`, async () => {
    const midClaims = await killRounds(world, {
      kills,
      total: members,
      todo: async (round) => {
        const paid = await paidIds();
        const todo = list.filter((m) => !paid.has(m.id));
        for (const m of todo) keys.set(m.id, `rebate-${m.id}-r${round}`);
        return claimCalls(todo);
      },
      done: async () => (await paidIds()).size,
    });
    expect(midClaims).toBe(kills);

    // Every member's last claim again: a stored answer is replayed, a claim whose answer died
    // with the server finds nothing left (409), the rest are paid now.
    const server = await world.start();
    const statuses = await sendAll(server, claimCalls(list), 8);
    await killServer(server);
    for (const answer of statuses)
      expect(
        answer.status === 200 || (answer.status === 409 && answer.code === 'rebate_not_claimable'),
      ).toBe(true);

    await world.withDb(async (db) => {
      const bonuses = await db.query<{ member_id: string; amount: bigint; n: number }>(
        `select member_id::text as member_id, sum(amount)::int8 as amount, count(*)::int as n
         from bonus where source = 'rebate' and state = 'claimed' group by member_id`,
      );
      expect(bonuses).toHaveLength(members);
      const byMember = new Map(bonuses.map((b) => [b.member_id, b]));
      for (const m of list)
        expect(byMember.get(m.id)).toEqual({ member_id: m.id, amount: m.rebate, n: 1 });
      const [txns] = await db.query<{ n: number }>(
        `select count(*)::int as n from ledger_txn where kind = 'bonus' and idempotency_key like 'rebate:%'`,
      );
      expect(txns!.n).toBe(members);
      const wallets = await db.query<{ member_id: string; balance: bigint }>(
        `select owner_member_id::text as member_id, balance from ledger_account where kind = 'main'`,
      );
      expect(new Map(wallets.map((w) => [w.member_id, w.balance]))).toEqual(
        new Map(list.map((m) => [m.id, m.rebate])),
      );
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    });
  }, 600_000);
});
