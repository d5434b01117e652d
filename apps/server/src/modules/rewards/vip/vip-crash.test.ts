import { periodAt } from '@portal/contract/contracts/periods';
import { rewardsOpsEndpoints } from '@portal/contract/rewards/ops';
import { vipSetting } from '@portal/contract/rewards/vip-setting';
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
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';
import { levelReached, levelRules } from './vip-settings.ts';

/**
 * The VIP job's crash test: 200 members with 240 hours of settled bets and a deposit wait to be
 * counted, and the real server counting them window by window (`/operator/vip/run`) is killed
 * with SIGKILL in the middle, several times. Afterwards every member's progress is exactly its
 * play and deposit, counted once, its level is the one they reach on the brand's default
 * ladder, and it holds one upgrade bonus per level it climbed, never two.
 */
const kills = Number(process.env.VIP_CRASH_KILLS ?? 3);
const hourMs = 3_600_000;
const members = 200;
const hours = 240;
const crash = crashWorld('vip-crash');

interface World {
  ids: string[];
  play: PlaySpec[];
  deposits: Map<string, bigint>;
  start: number;
}

async function prepare(db: Db): Promise<World> {
  await migrate(db);
  await seedDemo(db, [demoMerchantSeeder, catalogueSeeder]);
  const merchant = await demoBrand(db);
  const end = Math.floor((Date.now() - 2 * hourMs) / hourMs) * hourMs;
  const start = end - hours * hourMs;
  await db.query(
    `insert into vip_mark (merchant_id, counted_until, reviewed_until) values ($1, $2, $3)`,
    [merchant.id, new Date(start), new Date(periodAt('monthly', start, merchant.timeZone).end)],
  );
  const ids: string[] = [];
  const play: PlaySpec[] = [];
  const deposits = new Map<string, bigint>();
  for (let i = 0; i < members; i += 1) {
    const id = await addMember(db, merchant, `vipcrash${i}`);
    ids.push(id);
    const deposit = i % 2 === 0 ? 120_000n : 30_000n;
    deposits.set(id, deposit);
    await addDeposit(db, merchant, id, deposit, start + hourMs + i * 1_000);
    for (let h = 0; h < hours; h += 1)
      for (const k of [0, 1])
        play.push({
          memberId: id,
          gameType: 'RNG',
          stake: BigInt(((i + h + k) % 8) + 1) * 2_000n,
          at: start + h * hourMs + ((i + k * 1_800) % 3_500) * 1_000,
        });
  }
  await addPlay(db, merchant, play);
  return { ids, play, deposits, start };
}

/** Hours counted so far (the server must be down on PGlite). */
const countedHours = () =>
  crash.withDb(async (db) => {
    const [mark] = await db.query<{ counted_until: Date }>('select counted_until from vip_mark');
    return Math.min(hours, Math.floor((mark!.counted_until.getTime() - world.start) / hourMs));
  });

let world: World;

beforeAll(async () => {
  world = await crash.withDb(prepare);
}, 300_000);

describe('SIGKILL in the middle of the VIP job', () => {
  it(`counts every window exactly once after ${kills} kills`, async () => {
    // A start counts at most 72 windows (the job's own run at start, 24, beside the asked one, 48): 240 hours take four
    // rounds of progress, so at least three of them end in the middle of the counting.
    const midCounting = await killDuringRuns(crash, {
      kills,
      total: hours,
      job: rewardsOpsEndpoints.opsVipRun,
      done: countedHours,
    });
    expect(midCounting).toBe(kills);

    // The last start finishes the work (a run counts at most 48 windows).
    const server = await crash.start();
    for (let i = 0; i < 5; i += 1) await crash.runJob(server, rewardsOpsEndpoints.opsVipRun);
    await killServer(server);
    expect(await countedHours()).toBe(hours);

    await crash.withDb(async (db) => {
      const merchant = await demoBrand(db);
      const rules = levelRules(vipSetting.parse({}), merchant);
      const bets = new Map<string, bigint>();
      for (const p of world.play) bets.set(p.memberId, (bets.get(p.memberId) ?? 0n) + p.stake);
      const rows = await db.query<{
        member_id: string;
        valid_bet: bigint;
        deposit: bigint;
        vip_level: number;
        bonuses: string[];
      }>(
        `select v.member_id::text as member_id, v.valid_bet, v.deposit, m.vip_level,
           coalesce((select array_agg(b.reference order by b.reference) from bonus b
             where b.member_id = v.member_id and b.source = 'vip'), '{}') as bonuses
         from member_vip v join member m on m.id = v.member_id`,
      );
      expect(rows).toHaveLength(members);
      for (const row of rows) {
        const progress = {
          validBet: bets.get(row.member_id)!,
          deposit: world.deposits.get(row.member_id)!,
        };
        expect({ bet: row.valid_bet, deposit: row.deposit }).toEqual({
          bet: progress.validBet,
          deposit: progress.deposit,
        });
        const level = levelReached(rules, progress);
        expect(row.vip_level).toBe(level);
        expect(row.bonuses).toEqual(
          rules.slice(1, level + 1).map((rule) => `upgrade:${rule.level}`),
        );
      }
      expect(await invariantCounts(db)).toEqual(zeroInvariants);
    });
  }, 600_000);
});
