import { rewardsOpsEndpoints } from '@portal/contract/rewards/ops';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/db.ts';
import { migrate } from '../../../db/migrate.ts';
import { demoMerchantSeeder } from '../../../seed/demo-merchant.ts';
import { seedDemo } from '../../../seed/seeders.ts';
import { crashWorld, killDuringRuns } from '../../../testing/crash-world.ts';
import { addDeposit, addPlay, demoBrand, type PlaySpec } from '../../../testing/play-kit.ts';
import { killServer } from '../../../testing/server-process.ts';
import { catalogueSeeder } from '../../games/catalogue-seeder.ts';
import { addMember } from '../../contracts/engine/engine-test-kit.ts';

/**
 * The referral job's crash test: 40 referrers brought 3,500 friends who all met the brand's
 * conditions (R$ 50,00 deposited, R$ 100,00 bet), and the real server rewarding them
 * (`/operator/referral/run`) is killed with SIGKILL in the middle, several times. Afterwards
 * every friend is marked rewarded and its referrer holds exactly one reward for it.
 */
const kills = Number(process.env.REFERRAL_CRASH_KILLS ?? 3);
const referrers = 40;
const friends = 3_500;
const crash = crashWorld('referral-crash');

async function prepare(db: Db): Promise<Map<string, string>> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder, catalogueSeeder]);
  const merchant = await demoBrand(db);
  const at = Date.now() - 3_600_000;
  const uplines: string[] = [];
  for (let i = 0; i < referrers; i += 1)
    uplines.push(await addMember(db, merchant, `refcrash${i}`));
  const referrerOf = new Map<string, string>();
  const play: PlaySpec[] = [];
  for (let i = 0; i < friends; i += 1) {
    const id = await addMember(db, merchant, `reffriend${i}`);
    const referrer = uplines[i % referrers]!;
    referrerOf.set(id, referrer);
    await db.query(
      `insert into referral (merchant_id, referee_id, referrer_id, created_at)
       values ($1, $2, $3, $4)`,
      [merchant.id, id, referrer, new Date(at)],
    );
    await addDeposit(db, merchant, id, 5_000n, at + 1_000);
    play.push({ memberId: id, gameType: 'RNG', stake: 10_000n, at: at + 2_000 });
  }
  await addPlay(db, merchant, play);
  return referrerOf;
}

const rewarded = () =>
  crash.withDb(async (db) => {
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from referral where rewarded_at is not null',
    );
    return row!.n;
  });

let referrerOf: Map<string, string>;

beforeAll(async () => {
  referrerOf = await crash.withDb(prepare);
}, 300_000);

describe('SIGKILL in the middle of referral rewards', () => {
  it(`rewards every friend exactly once after ${kills} kills`, async () => {
    // A start rewards at most 1,000 friends (500 a run: the job's own at start and the asked
    // one): 3,500 take four rounds of progress, three of them in the middle.
    const midRun = await killDuringRuns(crash, {
      kills,
      total: friends,
      job: rewardsOpsEndpoints.opsReferralRun,
      done: rewarded,
    });
    expect(midRun).toBe(kills);

    // The last start finishes the work (a run rewards at most 500 friends).
    const server = await crash.start();
    for (let i = 0; i < 8; i += 1) await crash.runJob(server, rewardsOpsEndpoints.opsReferralRun);
    await killServer(server);

    expect(await rewarded()).toBe(friends);
    await crash.withDb(async (db) => {
      const bonuses = await db.query<{ member_id: string; reference: string; state: string }>(
        `select member_id::text as member_id, reference, state from bonus
         where source = 'referral' order by reference`,
      );
      expect(bonuses).toHaveLength(friends);
      for (const b of bonuses) {
        const friend = b.reference.replace('referee:', '');
        expect(b.member_id).toBe(referrerOf.get(friend));
        expect(b.state).toBe('pending');
      }
    });
  }, 600_000);
});
