import { pointsEndpoints } from '@portal/contract/points';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../merchant/merchant.ts';
import { call, createMember, setModule } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs } from '../../testing/wallet-kit.ts';
import { localDay } from '../histories/day-range.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { runPointsEarning } from './earning.ts';
import { pointBalance } from './point-accounts.ts';
import { addDeposit, addPlay, demoBrand } from '../../testing/play-kit.ts';
import { pointsMember, setMark, setRules, testRules } from './points-test-kit.ts';

/**
 * Earning through the job's run: settled bets earn by their game's product type
 * (`floor(stake / unit) × points` each), credited deposits likewise; open and rolled-back
 * bets, switched-off types and trial accounts earn nothing; a window earns once, however
 * many runs race over it; the details call lists every movement with the balance after it.
 */
const minute = 60_000;

describe('points earning', () => {
  let t: TestApp;
  let merchant: Merchant;
  let base = 0;

  beforeAll(async () => {
    t = await createTestApp();
    merchant = await demoBrand(t.db);
    await setRules(t);
    base = Date.now() - 3 * 3_600_000;
    await setMark(t.db, merchant, base);
  });
  afterAll(() => t.close());

  const run = (now: number) => runPointsEarning(t.app.platform, merchant, now);
  const balance = async (token: string) =>
    expectOk(await callAs(t, pointsEndpoints.balance, token), pointsEndpoints.balance).points;

  it('earns per bet and deposit by type, once per window, and lists every movement', async () => {
    const member = await pointsMember(t, 'ptearn1');
    const trialId = await createMember(t, { account: 'ptearntrial', type: t.config.trialType });
    const at = base + minute;
    await addPlay(t.db, merchant, [
      // RNG: 2 points per whole 10.00 of each bet: 4 + 0; fishing plays as RNG: 2.
      { memberId: member.id, gameType: 'RNG', stake: 2_500n, at },
      { memberId: member.id, gameType: 'RNG', stake: 999n, at },
      { memberId: member.id, gameType: 'FISH', stake: 1_000n, at },
      // Live: 1 point per whole 5.00: 2.
      { memberId: member.id, gameType: 'LIVE', stake: 1_200n, at },
      // Lottery is switched off; open and rolled-back bets never earn.
      { memberId: member.id, gameType: 'LOTT', stake: 10_000n, at },
      { memberId: member.id, gameType: 'RNG', stake: 5_000n, at, status: 'open' },
      { memberId: member.id, gameType: 'RNG', stake: 5_000n, at, status: 'rolled_back' },
      { memberId: trialId, gameType: 'RNG', stake: 10_000n, at },
    ]);
    // Deposits: 1 point per whole 1.00: 30.
    await addDeposit(t.db, merchant, member.id, 3_050n, at);

    const first = await run(base + 30 * minute);
    expect(first.window).toEqual({ from: base, to: base + 29 * minute });
    expect(await balance(member.token)).toBe('38');
    expect(await pointBalance(t.db, merchant.id, trialId)).toBe(0n);

    // The same moment again: nothing is due; the window never pays twice.
    expect((await run(base + 30 * minute)).window).toBeNull();
    expect(await balance(member.token)).toBe('38');

    const days = {
      startDate: localDay(merchant.timeZone, new Date(base - 86_400_000)),
      endDate: localDay(merchant.timeZone, new Date()),
    };
    const details = expectOk(
      await callAs(t, pointsEndpoints.details, member.token, days),
      pointsEndpoints.details,
    );
    const moves = details.list.map((d) => [d.type, d.points]).sort();
    expect(moves).toEqual([
      ['deposit', '30'],
      ['live', '2'],
      ['rng', '6'],
    ]);
    // Newest first, each with the balance right after it.
    expect(details.list[0]!.balance).toBe('38');
    expect(details.total).toBe(3);
    const rngOnly = expectOk(
      await callAs(t, pointsEndpoints.details, member.token, { ...days, type: 'rng' }),
      pointsEndpoints.details,
    );
    expect(rngOnly.list.map((d) => d.points)).toEqual(['6']);
  });

  it('pays a window once under 30 concurrent runs', async () => {
    const member = await pointsMember(t, 'ptearn2');
    const at = base + 40 * minute;
    await addPlay(
      t.db,
      merchant,
      Array.from({ length: 50 }, (_, i) => ({
        memberId: member.id,
        gameType: 'RNG' as const,
        stake: 1_000n + BigInt(i),
        at: at + i * 1_000,
      })),
    );
    await Promise.all(Array.from({ length: 30 }, () => run(base + 90 * minute)));
    // 50 bets of 10.00-10.49: 2 points each.
    expect(await balance(member.token)).toBe('100');
    // One entry on the member's points account: the window was posted once.
    const [row] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_entry e join ledger_account a on a.id = e.account_id
       where a.kind = 'points' and a.owner_member_id = $1`,
      [member.id],
    );
    expect(row!.n).toBe(1);
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('catches up in windows of at most an hour', async () => {
    const start = (
      await t.db.query<{ earned_until: Date }>(
        'select earned_until from point_earning_mark where merchant_id = $1',
        [merchant.id],
      )
    )[0]!.earned_until.getTime();
    const now = start + 150 * minute;
    const windows: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const done = await run(now);
      if (done.window === null) break;
      windows.push(done.window.to - done.window.from);
    }
    expect(windows).toEqual([60 * minute, 60 * minute, 29 * minute]);
  });

  it('multiplies by the VIP level’s points multiplier while VIP is on', async () => {
    // The default ladder: VIP4 earns ×2, VIP5 ×3; a level above the ladder earns as its top.
    const from = Date.now() - 2 * 3_600_000;
    const members = await Promise.all(
      ['ptvip0', 'ptvip4', 'ptvip9'].map((account) => pointsMember(t, account)),
    );
    const levels = [0, 4, 9];
    for (const [i, m] of members.entries())
      await t.db.query('update member set vip_level = $2 where id = $1', [m.id, levels[i]]);
    const earn = async (at: number) => {
      await setMark(t.db, merchant, at);
      await addPlay(
        t.db,
        merchant,
        members.map((m) => ({ memberId: m.id, gameType: 'RNG' as const, stake: 5_000n, at })),
      );
      await run(at + 30 * minute);
    };
    await earn(from);
    // 50.00 of RNG: 10 points, times 1, 2 and 3.
    expect(await Promise.all(members.map((m) => balance(m.token)))).toEqual(['10', '20', '30']);
    await setModule(t, 'VIP', false);
    try {
      await earn(from + 40 * minute);
      expect(await Promise.all(members.map((m) => balance(m.token)))).toEqual(['20', '30', '40']);
    } finally {
      await setModule(t, 'VIP', true);
    }
  });

  it('earns nothing and answers points_disabled while the mall is closed', async () => {
    const member = await pointsMember(t, 'ptearn3');
    await setRules(t, { ...testRules, enabled: false });
    try {
      expectError(await callAs(t, pointsEndpoints.balance, member.token), 404, 'points_disabled');
      const config = expectOk(
        await callAs(t, pointsEndpoints.config, member.token),
        pointsEndpoints.config,
      );
      expect(config.enabled).toBe(false);
      expect((await run(Date.now())).window).toBeNull();
    } finally {
      await setRules(t);
    }
  });

  it('refuses trial accounts', async () => {
    const trial = expectOk(
      await call(t, sessionEndpoints.freeplay, {}, { ip: '198.51.100.77' }),
      sessionEndpoints.freeplay,
    );
    const token = trial.token!;
    expectError(await callAs(t, pointsEndpoints.balance, token), 403, 'in_need_true_account');
  });
});
