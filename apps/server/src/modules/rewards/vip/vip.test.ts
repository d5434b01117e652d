import { memberEndpoints } from '@portal/contract/member';
import { rewardsEndpoints } from '@portal/contract/rewards';
import { rewardsOpsEndpoints as ops } from '@portal/contract/rewards/ops';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../../merchant/merchant.ts';
import { call } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { ownerSession } from '../../../testing/operators.ts';
import { addDeposit, addPlay, demoBrand } from '../../../testing/play-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callAs } from '../../../testing/wallet-kit.ts';
import { freshMember } from '../../content/content-test-kit.ts';
import { catchUpVip, runVip } from './vip-job.ts';

/**
 * The VIP job and the member's VIP calls: progress from play and deposits, upgrades with their
 * bonuses once, the label and withdrawal limit of the level, and the monthly review on the
 * brand's calendar (America/Sao_Paulo, UTC-3) at the edges of the month.
 */
const minute = 60_000;

const ladder = {
  review: 'monthly',
  graceSeconds: 60,
  levels: [
    { name: 'Bronze', validBet: '0', deposit: '0' },
    {
      name: 'Prata',
      validBet: '1000',
      deposit: '100',
      keepValidBet: '500',
      upgradeBonus: '10',
      periodBonus: '5',
      withdrawMax: '50000',
    },
    {
      name: 'Ouro',
      validBet: '5000',
      deposit: '500',
      keepValidBet: '2000',
      upgradeBonus: '40',
      periodBonus: '20',
    },
  ],
};

let t: TestApp;
let merchant: Merchant;
/** The demo brand's owner. */
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await demoBrand(t.db);
  token = await ownerSession(t);
  expectOk(await call(t, ops.opsVipSettingsSave, ladder, { token }), ops.opsVipSettingsSave);
});
afterAll(() => t.close());

async function setMark(counted: number, reviewed: number) {
  await t.db.query(
    `insert into vip_mark (merchant_id, counted_until, reviewed_until) values ($1, $2, $3)
     on conflict (merchant_id) do update
       set counted_until = excluded.counted_until, reviewed_until = excluded.reviewed_until`,
    [merchant.id, new Date(counted), new Date(reviewed)],
  );
}

const levelOf = async (memberId: string) => {
  const [row] = await t.db.query<{ vip_level: number; valid_bet: bigint | null }>(
    `select m.vip_level, v.valid_bet from member m
     left join member_vip v on v.merchant_id = m.merchant_id and v.member_id = m.id
     where m.id = $1`,
    [memberId],
  );
  return row!;
};

const vipBonuses = (memberId: string) =>
  t.db.query<{ reference: string; amount: bigint; state: string }>(
    `select reference, amount, state from bonus where member_id = $1 and source = 'vip'
     order by reference`,
    [memberId],
  );

describe('VIP levels', () => {
  it('moves members up on play and deposits, paying each new level’s bonus once', async () => {
    const base = Date.now() - 3 * 3_600_000;
    // Reviews stay out of this test: the next is at the end of next month.
    await setMark(base, Date.UTC(2099, 0, 1));
    const a = await freshMember(t, 'vipup1');
    const b = await freshMember(t, 'vipup2');
    const at = base + minute;
    await addPlay(t.db, merchant, [
      { memberId: a.id, gameType: 'RNG', stake: 400_000n, at },
      { memberId: a.id, gameType: 'LIVE', stake: 200_000n, at },
      { memberId: b.id, gameType: 'RNG', stake: 150_000n, at },
      // Open bets are not valid bets.
      { memberId: b.id, gameType: 'RNG', stake: 900_000n, at, status: 'open' },
    ]);
    await addDeposit(t.db, merchant, a.id, 60_000n, at);
    await addDeposit(t.db, merchant, b.id, 5_000n, at);

    const runs = await Promise.all(
      Array.from({ length: 4 }, () => catchUpVip(t.app.platform, merchant, Date.now())),
    );
    expect(runs.flat().reduce((sum, run) => sum + run.upgrades, 0)).toBe(1);
    // A: 6,000.00 bet and 600.00 deposited reaches Ouro at once, with both levels' bonuses.
    expect(await levelOf(a.id)).toEqual({ vip_level: 2, valid_bet: 600_000n });
    expect(await vipBonuses(a.id)).toEqual([
      { reference: 'upgrade:1', amount: 1_000n, state: 'pending' },
      { reference: 'upgrade:2', amount: 4_000n, state: 'pending' },
    ]);
    // B bet enough for Prata but deposited too little: level 0 until it deposits.
    expect((await levelOf(b.id)).vip_level).toBe(0);

    const info = expectOk(await callAs(t, memberEndpoints.info, a.token), memberEndpoints.info);
    expect(info).toMatchObject({ vip: true, vipLabel: 'Ouro', vipLevel: 2 });
    const progress = expectOk(
      await callAs(t, rewardsEndpoints.vipProgress, a.token),
      rewardsEndpoints.vipProgress,
    );
    expect(progress).toMatchObject({
      enabled: true,
      level: 2,
      name: 'Ouro',
      validBet: '6000.00',
      deposit: '600.00',
      next: null,
    });
    expect(progress.period).toMatchObject({ kind: 'monthly', keepValidBet: '2000.00' });
    expect(progress.levels.map((l) => l.name)).toEqual(['Bronze', 'Prata', 'Ouro']);

    // After the mark (a minute ago), counted once its own grace minute has passed.
    await addDeposit(t.db, merchant, b.id, 5_000n, Date.now());
    const later = Date.now() + 2 * minute;
    await catchUpVip(t.app.platform, merchant, later);
    expect((await levelOf(b.id)).vip_level).toBe(1);
    expect(await vipBonuses(b.id)).toEqual([
      { reference: 'upgrade:1', amount: 1_000n, state: 'pending' },
    ]);
    // Prata raises the largest withdrawal to 50,000.00; Ouro sets none: the brand's own.
    const limit = async (token: string) =>
      expectOk(
        await callAs(t, withdrawalsEndpoints.withdrawSettings, token),
        withdrawalsEndpoints.withdrawSettings,
      ).maxAmount;
    expect(await limit(b.token)).toBe('50000.00');
    expect(await limit(a.token)).toBe('20000.00');

    // Nothing counts twice: the mark has passed every window.
    expect((await runVip(t.app.platform, merchant, later)).counted).toBeNull();
    expect(await levelOf(a.id)).toEqual({ vip_level: 2, valid_bet: 600_000n });
    expect(await vipBonuses(a.id)).toHaveLength(2);
  });

  it('reviews the brand’s month at its edges: kept with the bonus, down one level, or exempt', async () => {
    // September 2026 in São Paulo: 2026-09-01T03:00Z to 2026-10-01T03:00Z.
    const septStart = Date.parse('2026-09-01T03:00:00Z');
    const octStart = Date.parse('2026-10-01T03:00:00Z');
    await setMark(octStart - 6 * 3_600_000, septStart);
    const held = async (account: string, level: number, progress: bigint) => {
      const m = await freshMember(t, account);
      await t.db.query('update member set vip_level = $2 where id = $1', [m.id, level]);
      await t.db.query(
        `insert into member_vip (merchant_id, member_id, valid_bet, deposit, level_since)
         values ($1, $2, $3, $3, '2026-08-01T03:00:00Z')`,
        [merchant.id, m.id, progress.toString()],
      );
      return m;
    };
    const keep = await held('vipkeep', 1, 100_000n);
    const late = await held('viplate', 1, 100_000n);
    const short = await held('vipshort', 2, 700_000n);
    const fresh = await held('vipfresh', 0, 90_000n);
    await addPlay(t.db, merchant, [
      // 23:59:59 on 30 September in São Paulo: September's play.
      { memberId: keep.id, gameType: 'RNG', stake: 50_000n, at: octStart - 1_000 },
      // Midnight of 1 October there: October's, so September fell short.
      { memberId: late.id, gameType: 'RNG', stake: 50_000n, at: octStart },
      { memberId: short.id, gameType: 'LIVE', stake: 199_999n, at: septStart + minute },
      // Reaches Prata on 30 September: not held for the whole month, not reviewed.
      { memberId: fresh.id, gameType: 'RNG', stake: 10_000n, at: octStart - 3 * 3_600_000 },
    ]);
    await addDeposit(t.db, merchant, fresh.id, 10_000n, octStart - 3 * 3_600_000);

    const runs = await catchUpVip(t.app.platform, merchant, octStart + 90 * minute);
    expect(runs.filter((run) => run.reviewed !== null).map((run) => run.reviewed)).toEqual([
      { start: septStart, end: octStart },
    ]);
    expect((await levelOf(keep.id)).vip_level).toBe(1);
    expect(await vipBonuses(keep.id)).toEqual([
      { reference: `period:${new Date(septStart).toISOString()}`, amount: 500n, state: 'pending' },
    ]);
    // Down one level, progress lowered to the new level's thresholds.
    // (Its October bet counts again towards the climb back.)
    expect(await levelOf(late.id)).toEqual({ vip_level: 0, valid_bet: 50_000n });
    expect(await levelOf(short.id)).toEqual({ vip_level: 1, valid_bet: 100_000n });
    expect(await vipBonuses(short.id)).toEqual([]);
    expect((await levelOf(fresh.id)).vip_level).toBe(1);
    expect(await vipBonuses(fresh.id)).toEqual([
      { reference: 'upgrade:1', amount: 1_000n, state: 'pending' },
    ]);
    const changes = await t.db.query<{ member_id: string; reason: string }>(
      `select member_id::text as member_id, reason from vip_change
       where member_id = any($1::int8[]) order by id`,
      [[keep.id, late.id, short.id, fresh.id]],
    );
    expect(changes).toEqual([
      { member_id: fresh.id, reason: 'upgrade' },
      { member_id: late.id, reason: 'downgrade' },
      { member_id: short.id, reason: 'downgrade' },
    ]);

    // The period is reviewed once, however often the job runs.
    await Promise.all(
      [1, 2, 3].map(() => runVip(t.app.platform, merchant, octStart + 90 * minute)),
    );
    expect((await levelOf(late.id)).vip_level).toBe(0);
    expect((await levelOf(short.id)).vip_level).toBe(1);
    expect(await vipBonuses(keep.id)).toHaveLength(1);
  });

  it('takes a sound ladder only, and lets an operator set a level by hand', async () => {
    const save = (levels: object[]) => call(t, ops.opsVipSettingsSave, { levels }, { token });
    const bad = expectError(
      await save([
        { name: 'Bronze', validBet: '0', deposit: '0' },
        { name: 'Prata', validBet: '1000', deposit: '100' },
        { name: 'Ouro', validBet: '900', deposit: '100' },
      ]),
      400,
      'invalid_input',
    );
    expect(bad.fields).toEqual({ 'levels.2': 'Invalid value.' });
    const first = expectError(
      await save([{ name: 'Bronze', validBet: '10', deposit: '0' }]),
      400,
      'invalid_input',
    );
    expect(first.fields).toEqual({ 'levels.0': 'Invalid value.' });
    const now = expectOk(await call(t, ops.opsVipSettings, {}, { token }), ops.opsVipSettings);
    expect(now.levels.map((l) => l.name)).toEqual(['Bronze', 'Prata', 'Ouro']);

    const m = await freshMember(t, 'vipops');
    const setLevel = (level: number) =>
      call(t, ops.opsVipMemberLevel, { memberId: m.id, level }, { token });
    expect(expectOk(await setLevel(2), ops.opsVipMemberLevel)).toEqual({
      memberId: m.id,
      from: 0,
      level: 2,
    });
    expect((await levelOf(m.id)).vip_level).toBe(2);
    // By hand: no upgrade bonus.
    expect(await vipBonuses(m.id)).toEqual([]);
    expect(expectError(await setLevel(3), 400, 'invalid_input').fields).toEqual({
      level: 'Invalid value.',
    });
  });
});
