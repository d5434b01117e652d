import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { migrate } from '../../../db/migrate.ts';
import { demoMerchantSeeder } from '../../../seed/demo-merchant.ts';
import { seedDemo } from '../../../seed/seeders.ts';
import { crashWorld, killRounds, sendAll, type CrashCall } from '../../../testing/crash-world.ts';
import { killServer, sessionToken } from '../../../testing/server-process.ts';
import { addMember } from '../../contracts/engine/engine-test-kit.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';
import { demoBrand } from '../../../testing/play-kit.ts';
import { bonusKey, grantBonus } from './bonus-store.ts';

/**
 * The reward claim's crash test: 60 members each claim their 4 pending bonuses through the
 * real server (`apps/server/src/main.ts`), eight claims in flight at a time, and the server is
 * killed with SIGKILL a few claims into each round, several times. Afterwards the same claims are sent again
 * under the same idempotency keys: every bonus is claimed once, with one ledger transaction
 * under its key, every wallet holds exactly its bonuses, and the ledger's invariants hold.
 */
const kills = Number(process.env.BONUS_CRASH_KILLS ?? 3);
const members = 60;
const perMember = 4;
const total = members * perMember;

const world = crashWorld('bonus-crash');

interface Claim {
  bonusId: string;
  memberId: string;
  token: string;
  amount: bigint;
}

/** The members, their sessions and their pending bonuses (amounts 1.01 to 9.99). */
async function prepare(db: Db): Promise<Claim[]> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder]);
  const merchant = await demoBrand(db);
  const claims: Claim[] = [];
  for (let i = 0; i < members; i += 1) {
    const memberId = await addMember(db, merchant, `bonuscrash${i}`);
    const token = await sessionToken(db, { merchantId: merchant.id, memberId });
    for (let k = 0; k < perMember; k += 1) {
      const amount = BigInt(101 + ((i * 37 + k * 101) % 899));
      const { bonus } = await db.transaction((tx) =>
        grantBonus(
          tx,
          merchant,
          {
            memberId,
            source: 'operator',
            reference: `crash-${i}-${k}`,
            titles: { EN: 'Crash bonus' },
            amount,
            turnoverPercent: 100,
            claimable: true,
          },
          Date.now(),
        ),
      );
      claims.push({ bonusId: bonus.id.toString(), memberId, token, amount });
    }
  }
  return claims;
}

/** The key each bonus's claim was last sent under (the final pass replays it). */
const keys = new Map<string, string>();

/** The claims as calls, each under the key `keys` holds for it when it is sent. */
const claimCalls = (claims: readonly Claim[]): CrashCall[] =>
  claims.map((claim) => ({
    path: '/wps/relay/MCSFE_claimReward',
    token: claim.token,
    key: () => keys.get(claim.bonusId)!,
    body: { bonusId: claim.bonusId },
  }));

/** The bonuses still pending (the server must be down on PGlite). */
const pendingIds = () =>
  world.withDb(async (db) => {
    const rows = await db.query<{ id: string }>(
      `select id::text as id from bonus where state = 'pending'`,
    );
    return new Set(rows.map((row) => row.id));
  });

let claims: Claim[];

beforeAll(async () => {
  claims = await world.withDb(prepare);
  for (const c of claims) keys.set(c.bonusId, `claim-${c.bonusId}`);
}, 300_000);

describe('SIGKILL in the middle of reward claims', () => {
  it(`claims every bonus exactly once after ${kills} kills`, async () => {
    const midClaims = await killRounds(world, {
      kills,
      total,
      todo: async (round) => {
        const pending = await pendingIds();
        const todo = claims.filter((c) => pending.has(c.bonusId));
        for (const c of todo) keys.set(c.bonusId, `claim-${c.bonusId}-r${round}`);
        return claimCalls(todo);
      },
      done: async () => total - (await pendingIds()).size,
    });
    expect(midClaims).toBe(kills);

    // Every claim again, under the key it was last sent with: a stored answer is replayed, a
    // claim whose answer died with the server meets its committed credit (409), the rest are
    // made now.
    const server = await world.start();
    const statuses = await sendAll(server, claimCalls(claims), 8);
    await killServer(server);
    for (const answer of statuses)
      expect(
        answer.status === 200 || (answer.status === 409 && answer.code === 'reward_not_claimable'),
      ).toBe(true);

    await world.withDb(async (db) => {
      const rows = await db.query<{
        id: bigint;
        source: 'operator';
        reference: string;
        member_id: bigint;
        state: string;
        ledger_txn_id: bigint | null;
      }>(`select id, source, reference, member_id, state, ledger_txn_id from bonus`);
      expect(rows).toHaveLength(total);
      const txns = new Map(
        (
          await db.query<{ id: bigint; idempotency_key: string }>(
            `select id, idempotency_key from ledger_txn where kind = 'bonus'`,
          )
        ).map((row) => [row.idempotency_key, row.id]),
      );
      expect(txns.size).toBe(total);
      for (const row of rows) {
        expect(row.state).toBe('claimed');
        expect(txns.get(bonusKey(row))).toBe(row.ledger_txn_id);
      }
      const expected = new Map<string, bigint>();
      for (const c of claims) expected.set(c.memberId, (expected.get(c.memberId) ?? 0n) + c.amount);
      const wallets = await db.query<{ member_id: string; balance: bigint }>(
        `select owner_member_id::text as member_id, balance from ledger_account where kind = 'main'`,
      );
      expect(new Map(wallets.map((w) => [w.member_id, w.balance]))).toEqual(expected);
      const [turnover] = await db.query<{ n: number }>(
        `select count(*)::int as n from turnover_requirement where source = 'operator'`,
      );
      expect(turnover!.n).toBe(total);
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    });
  }, 600_000);
});
