import { pointsOpsEndpoints } from '@portal/contract/points';
import { pointsEarned } from '@portal/contract/points/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { catalogueSeeder } from '../games/catalogue-seeder.ts';
import { demoMerchantSeeder } from '../../seed/demo-merchant.ts';
import { seedDemo } from '../../seed/seeders.ts';
import { crashWorld, killDuringRuns } from '../../testing/crash-world.ts';
import { killServer, sessionToken, type ServerProcess } from '../../testing/server-process.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { addMember } from '../contracts/engine/engine-test-kit.ts';
import { addPlay, demoBrand, type PlaySpec } from '../../testing/play-kit.ts';
import { setMark, testRules } from './points-test-kit.ts';

/**
 * The points earning's crash test: 200 members with 192 hours of settled RNG bets wait to earn,
 * and the real server (`apps/server/src/main.ts`) earning them window by window is killed with
 * SIGKILL in the middle, several times. Afterwards every member holds exactly the points its
 * raw bets give, each member earned once per window, and the ledger's invariants hold. PGlite
 * in a temporary directory, or a database of its own on DATABASE_URL.
 */
const kills = Number(process.env.POINTS_CRASH_KILLS ?? 3);
const hourMs = 3_600_000;
const members = 200;
/**
 * A run earns at most 24 windows, and the server's own job runs beside the asked run, so one
 * start may earn 48: 192 hours leave three starts between none and all even then, so the
 * kills the test asks for always have room.
 */
const hours = 192;

const crash = crashWorld('points-crash');

interface World {
  ids: string[];
  play: PlaySpec[];
  token: string;
}

/** The members, their bets (two per hour each) and a session of the first one to watch. */
async function prepare(db: Db): Promise<World> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder, catalogueSeeder]);
  const merchant = await demoBrand(db);
  await db.query(
    `insert into merchant_setting (merchant_id, key, value) values ($1, 'points', $2)`,
    [merchant.id, JSON.stringify(testRules)],
  );
  const end = Math.floor((Date.now() - 2 * hourMs) / hourMs) * hourMs;
  const start = end - hours * hourMs;
  await setMark(db, merchant, start);
  const ids: string[] = [];
  const play: PlaySpec[] = [];
  for (let i = 0; i < members; i += 1) {
    const id = await addMember(db, merchant, `pcrash${i}`);
    ids.push(id);
    for (let h = 0; h < hours; h += 1)
      for (const k of [0, 1])
        play.push({
          memberId: id,
          gameType: 'RNG',
          stake: BigInt(1_000 + ((i * 37 + h * 113 + k * 57) % 4_000)),
          at: start + h * hourMs + ((i + k * 1_800) % 3_500) * 1_000,
        });
  }
  await addPlay(db, merchant, play);
  const token = await sessionToken(db, { merchantId: merchant.id, memberId: ids[0]! });
  return { ids, play, token };
}

/** The watched member's points, read through the balance call while the server runs. */
async function watchedPoints(server: ServerProcess, token: string): Promise<bigint> {
  const res = await fetch(`${server.base}/wps/relay/MCS2_getPointBalance`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`balance call: ${res.status} ${await res.text()}`);
  return BigInt(((await res.json()) as { value: { points: string } }).value.points);
}

/** Whether the watched member holds all its points yet, read through the server. */
async function earnedWindowsVia(server: ServerProcess): Promise<number> {
  const all = world.play
    .filter((p) => p.memberId === world.ids[0])
    .reduce((sum, p) => sum + pointsEarned(p.stake, 1_000n, 2n), 0n);
  return (await watchedPoints(server, world.token)) === all ? hours : 0;
}

async function earnedWindows(): Promise<number> {
  return crash.withDb(async (db) => {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from ledger_entry e join ledger_account a on a.id = e.account_id
       where a.kind = 'points' and a.owner_member_id = $1`,
      [world.ids[0]],
    );
    return row!.n;
  });
}

let world: World;

beforeAll(async () => {
  await crash.withDb(async (db) => {
    world = await prepare(db);
  });
}, 300_000);

describe('SIGKILL in the middle of points earning', () => {
  it(`earns every window exactly once after ${kills} kills`, async () => {
    // The server's earning job starts as the server listens, beside the asked run.
    const midEarning = await killDuringRuns(crash, {
      kills,
      total: hours,
      job: pointsOpsEndpoints.opsRun,
      done: earnedWindows,
    });
    expect(midEarning).toBe(kills);

    // The last start finishes the work (a run earns at most 24 windows).
    const server = await crash.start();
    for (let i = 0; i < hours / 24 + 1 && (await earnedWindowsVia(server)) < hours; i += 1)
      await crash.runJob(server, pointsOpsEndpoints.opsRun);
    await killServer(server);

    await crash.withDb(async (db) => {
      const expected = new Map<string, bigint>();
      for (const p of world.play)
        expected.set(
          p.memberId,
          (expected.get(p.memberId) ?? 0n) + pointsEarned(p.stake, 1_000n, 2n),
        );
      const rows = await db.query<{ member_id: string; balance: bigint; posts: number }>(
        `select a.owner_member_id::text as member_id, a.balance,
           (select count(*)::int from ledger_entry e where e.account_id = a.id) as posts
         from ledger_account a where a.kind = 'points'`,
      );
      expect(rows).toHaveLength(members);
      for (const row of rows) {
        expect(row.balance).toBe(expected.get(row.member_id));
        // One entry per window: the hour-aligned windows each hold one of the member's hours.
        expect(row.posts).toBe(hours);
      }
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    });
  }, 600_000);
});
