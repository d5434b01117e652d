import { periodAt } from '@portal/contract/contracts/periods';
import { rewardsEndpoints } from '@portal/contract/rewards';
import { rewardsOpsEndpoints as ops } from '@portal/contract/rewards/ops';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../../merchant/merchant.ts';
import { call } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { ownerSession } from '../../../testing/operators.ts';
import { addDeposit, addPlay, demoBrand } from '../../../testing/play-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callAs } from '../../../testing/wallet-kit.ts';
import { freshMember } from '../../content/content-test-kit.ts';
import { mainBalance } from '../../ledger/ledger.ts';

/**
 * Missions and the leaderboard through the member's calls, on the demo brand's default
 * missions (daily valid bets 100.00 for 2.00; daily 10 electronic rounds for 1.00; weekly
 * deposits 500.00 for 10.00; weekly winnings 1,000.00 for 25.00): progress by the brand's day
 * and week, a claim once per period even under 30 at once, and the week's ranking.
 */
let t: TestApp;
let merchant: Merchant;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await demoBrand(t.db);
});
afterAll(() => t.close());

const summary = async (token: string) =>
  expectOk(
    await callAs(t, rewardsEndpoints.missionSummary, token),
    rewardsEndpoints.missionSummary,
  );
const claim = (token: string, missionKey: string, key?: string) =>
  callAs(t, rewardsEndpoints.claimMission, token, { missionKey }, key);

describe('missions', () => {
  it('counts the brand’s day and week, and pays a completed mission once per period', async () => {
    const m = await freshMember(t, 'mission1');
    const now = Date.now();
    const day = periodAt('daily', now, merchant.timeZone);
    const week = periodAt('weekly', now, merchant.timeZone);
    await addPlay(t.db, merchant, [
      { memberId: m.id, gameType: 'RNG', stake: 6_000n, payout: 20_000n, at: now - 1_000 },
      { memberId: m.id, gameType: 'LIVE', stake: 5_000n, at: now - 1_000 },
      // The last moment of yesterday: not today's, but this week's unless the week began today.
      { memberId: m.id, gameType: 'RNG', stake: 7_000n, payout: 90_000n, at: day.start - 1 },
      { memberId: m.id, gameType: 'RNG', stake: 9_000n, at: now - 1_000, status: 'open' },
    ]);
    await addDeposit(t.db, merchant, m.id, 50_000n, now - 1_000);
    const before = await summary(m.token);
    const mission = (key: string) => before.missions.find((x) => x.key === key)!;
    expect(mission('daily-bet')).toMatchObject({
      progress: '110.00',
      target: '100.00',
      reward: '2.00',
      state: 'completed',
      endsAt: new Date(day.end).toISOString(),
    });
    expect(mission('daily-rounds')).toMatchObject({
      progress: '1',
      target: '10',
      state: 'inProgress',
    });
    expect(mission('weekly-deposit')).toMatchObject({ progress: '500.00', state: 'completed' });
    const lastNight = day.start - 1 >= week.start;
    expect(mission('weekly-win')).toMatchObject({
      progress: lastNight ? '970.00' : '140.00',
      state: 'inProgress',
    });
    expect(before.claimable).toBe(2);

    const paid = expectOk(await claim(m.token, 'daily-bet'), rewardsEndpoints.claimMission);
    expect(paid.bonus).toMatchObject({ source: 'mission', state: 'claimed', amount: '2.00' });
    expect(paid.balance).toBe('2.00');
    expectError(await claim(m.token, 'daily-bet'), 409, 'mission_not_claimable');
    expectError(await claim(m.token, 'daily-rounds'), 409, 'mission_not_claimable');
    expectError(await claim(m.token, 'no-such-mission'), 404, 'not_found');
    const after = await summary(m.token);
    expect(after.missions.find((x) => x.key === 'daily-bet')?.state).toBe('claimed');
    expect(after.claimable).toBe(1);

    // 30 claims of the weekly deposit mission at once: one pays.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => claim(m.token, 'weekly-deposit')),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(29);
    const balance = await mainBalance(t.db, {
      merchantId: merchant.id,
      memberId: m.id,
      currency: merchant.currency,
    });
    expect(balance).toBe(200n + 1_000n);
  });

  it('follows the brand’s own missions', async () => {
    const token = await ownerSession(t);
    const save = (setting: Record<string, unknown>) =>
      call(t, ops.opsMissionsSettingsSave, setting, { token });
    const res = await save({
      missions: [
        {
          key: 'live-rounds',
          titles: { PT: 'Mesas ao vivo', EN: 'Live tables' },
          period: 'daily',
          metric: 'rounds',
          product: 'live',
          target: '2',
          reward: '3',
        },
      ],
    });
    expectOk(res, ops.opsMissionsSettingsSave);
    const bad = await save({
      missions: [
        {
          key: 'x',
          titles: { EN: 'x' },
          period: 'daily',
          metric: 'deposit',
          product: 'live',
          target: '1',
          reward: '1',
        },
      ],
    });
    expect(expectError(bad, 400, 'invalid_input').fields).toEqual({
      'missions.0.product': 'Invalid value.',
    });
    const m = await freshMember(t, 'mission2');
    await addPlay(t.db, merchant, [
      { memberId: m.id, gameType: 'LIVE', stake: 100n, at: Date.now() - 1_000 },
      { memberId: m.id, gameType: 'LIVE', stake: 100n, at: Date.now() - 1_000 },
      { memberId: m.id, gameType: 'RNG', stake: 100n, at: Date.now() - 1_000 },
    ]);
    const list = await summary(m.token);
    expect(list.missions).toHaveLength(1);
    expect(list.missions[0]).toMatchObject({
      // In the request's language (English unless it asks otherwise).
      title: 'Live tables',
      progress: '2',
      state: 'completed',
    });
    expectOk(await claim(m.token, 'live-rounds'), rewardsEndpoints.claimMission);
    expectOk(await save({}), ops.opsMissionsSettingsSave);
  });
});

describe('leaderboard', () => {
  it('ranks the week’s real members by valid bet, names masked, with the asker’s place', async () => {
    const a = await freshMember(t, 'leaderalpha');
    const b = await freshMember(t, 'leaderbravo');
    const trial = expectOk(
      await call(t, sessionEndpoints.freeplay, {}, { ip: '198.51.100.91' }),
      sessionEndpoints.freeplay,
    );
    const [trialRow] = await t.db.query<{ id: string }>(
      `select id::text as id from member where type = $1 order by id desc limit 1`,
      [t.config.trialType],
    );
    const at = Date.now() - 1_000;
    await addPlay(t.db, merchant, [
      { memberId: a.id, gameType: 'RNG', stake: 9_000_000n, at },
      { memberId: b.id, gameType: 'LIVE', stake: 8_000_000n, at },
      { memberId: trialRow!.id, gameType: 'RNG', stake: 99_000_000n, at },
    ]);
    const board = expectOk(
      await callAs(t, rewardsEndpoints.missionLeaderboard, b.token),
      rewardsEndpoints.missionLeaderboard,
    );
    expect(board.period).toBe('weekly');
    expect(board.entries.slice(0, 2)).toEqual([
      { rank: 1, name: 'le***ha', validBet: '90000.00', me: false },
      { rank: 2, name: 'le***vo', validBet: '80000.00', me: true },
    ]);
    expect(board.mine).toEqual({ rank: 2, validBet: '80000.00' });
    expectError(
      await callAs(t, rewardsEndpoints.missionLeaderboard, trial.token!),
      403,
      'in_need_true_account',
    );
  });
});
