import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { migrate } from '../../../db/migrate.ts';
import { demoMerchantSeeder } from '../../../seed/demo-merchant.ts';
import { seedDemo } from '../../../seed/seeders.ts';
import { crashWorld } from '../../../testing/crash-world.ts';
import { killServer, sessionToken, type ServerProcess } from '../../../testing/server-process.ts';
import { addMember } from '../../contracts/engine/engine-test-kit.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';
import { demoBrand } from '../../points/points-test-kit.ts';
import { bonusKey, grantBonus } from './bonus-store.ts';

/**
 * The reward claim's crash test: 30 members each claim their 4 pending bonuses through the
 * real server (`apps/server/src/main.ts`), eight claims in flight at a time, and the server is
 * killed with SIGKILL in the middle, several times. Afterwards the same claims are sent again
 * under the same idempotency keys: every bonus is claimed once, with one ledger transaction
 * under its key, every wallet holds exactly its bonuses, and the ledger's invariants hold.
 */
const kills = Number(process.env.BONUS_CRASH_KILLS ?? 3);
const opsToken = 'bonus-crash-ops-token-0123456789';
const members = 30;
const perMember = 4;
const total = members * perMember;

const world = crashWorld('bonus-crash', opsToken);

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

/** Claims every bonus under its own fixed key, `inFlight` at a time; answers the statuses. */
async function claimAll(server: ServerProcess, claims: Claim[], inFlight: number) {
  const statuses: Array<{ status: number; code?: string }> = [];
  let next = 0;
  const lane = async () => {
    while (next < claims.length) {
      const claim = claims[next++]!;
      const answer = await fetch(`${server.base}/wps/relay/MCSFE_claimReward`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${claim.token}`,
          'content-type': 'application/json',
          'idempotency-key': `claim-${claim.bonusId}`,
        },
        body: JSON.stringify({ bonusId: claim.bonusId }),
      }).then(
        async (res) => ({ status: res.status, ...((await res.json()) as { code?: string }) }),
        () => ({ status: 0 }),
      );
      statuses.push(answer);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return statuses;
}

const claimedCount = () =>
  world.withDb(async (db) => {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from bonus where state = 'claimed'`,
    );
    return row!.n;
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let claims: Claim[];

beforeAll(async () => {
  claims = await world.withDb(prepare);
}, 300_000);

describe('SIGKILL in the middle of reward claims', () => {
  it(`claims every bonus exactly once after ${kills} kills`, async () => {
    // Each round kills the server a random moment after it starts taking claims, within a
    // bound that doubles while rounds make no progress: however fast the machine, rounds land
    // in the middle of the claims.
    let bound = 1000;
    let midClaims = 0;
    let before = 0;
    for (let round = 0; round < 20 && midClaims < kills; round += 1) {
      const server = await world.start();
      const sent = claimAll(server, claims, 8);
      await pause(Math.floor(Math.random() * bound));
      await killServer(server);
      await sent;
      const count = await claimedCount();
      console.info(`round ${round}: ${before} -> ${count} of ${total} claimed (${bound} ms)`);
      if (count === before) bound *= 2;
      else if (count < total) midClaims += 1;
      before = count;
      if (count === total) break;
    }
    expect(midClaims).toBe(kills);

    // Every claim again, under its first key: a stored answer is replayed, a claim whose
    // answer died with the server meets its committed credit (409), the rest are made now.
    const server = await world.start();
    const statuses = await claimAll(server, claims, 8);
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
