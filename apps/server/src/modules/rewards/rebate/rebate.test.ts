import type { Endpoint } from '@portal/contract/endpoint';
import { rewardsEndpoints } from '@portal/contract/rewards';
import { rewardsOpsEndpoints as ops } from '@portal/contract/rewards/ops';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../../merchant/merchant.ts';
import { call } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { ownerSession } from '../../../testing/operators.ts';
import { addPlay, demoBrand } from '../../../testing/play-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { callAs } from '../../../testing/wallet-kit.ts';
import { freshMember } from '../../content/content-test-kit.ts';
import { invariantCounts, zeroInvariants } from '../../ledger/invariants.ts';
import { mainBalance } from '../../ledger/ledger.ts';

/**
 * Manual rebate through the member's calls: valid bets since the last claim, per product type
 * at the VIP level's rates, paid once as a claimed bonus; the minimum, the daily cap, the
 * grace before a bet counts, 30 concurrent claims paying once, and a brand without rebate.
 */
const minute = 60_000;

let t: TestApp;
let merchant: Merchant;

/** Rates the tests read: VIP0 RNG 1 %, live 0.5 %, lottery 0; VIP1 RNG 2 %. */
const ladder = {
  review: 'monthly',
  levels: [
    { name: 'Bronze', validBet: '0', deposit: '0', rebate: { rng: '1', live: '0.5' } },
    { name: 'Prata', validBet: '100000', deposit: '0', rebate: { rng: '2', live: '0.5' } },
  ],
};

/** Saves a setting as the demo brand's owner. */
async function put(endpoint: Endpoint, setting: Record<string, unknown>) {
  expectOk(await call(t, endpoint, setting, { token: await ownerSession(t) }), endpoint);
}
const putRebate = (setting: Record<string, unknown>) => put(ops.opsRebateSettingsSave, setting);

beforeAll(async () => {
  t = await createTestApp();
  merchant = await demoBrand(t.db);
  await put(ops.opsVipSettingsSave, ladder);
  await putRebate({ minimum: '1', graceSeconds: 60 });
});
afterAll(() => t.close());

/** A member whose account is a day old, so play written in the last hours counts. */
async function rebateMember(account: string) {
  const member = await freshMember(t, account);
  await t.db.query(`update member set created_at = now() - interval '1 day' where id = $1`, [
    member.id,
  ]);
  return member;
}

const due = async (token: string) =>
  expectOk(await callAs(t, rewardsEndpoints.manualRebate, token), rewardsEndpoints.manualRebate);
const claim = (token: string, key?: string) =>
  callAs(t, rewardsEndpoints.claimManualRebate, token, {}, key);
const balance = (memberId: string) =>
  mainBalance(t.db, { merchantId: merchant.id, memberId, currency: merchant.currency });

describe('manual rebate', () => {
  it('pays the valid bets since the last claim once, per product type at the level rates', async () => {
    const m = await rebateMember('rebate1');
    const at = Date.now() - 10 * minute;
    await addPlay(t.db, merchant, [
      { memberId: m.id, gameType: 'RNG', stake: 150_000n, at },
      { memberId: m.id, gameType: 'FISH', stake: 50_000n, at },
      { memberId: m.id, gameType: 'LIVE', stake: 30_000n, at },
      { memberId: m.id, gameType: 'LOTT', stake: 90_000n, at },
      // Not valid bets: open and rolled back; nor a bet settled inside the grace minute.
      { memberId: m.id, gameType: 'RNG', stake: 70_000n, at, status: 'open' },
      { memberId: m.id, gameType: 'RNG', stake: 70_000n, at, status: 'rolled_back' },
      { memberId: m.id, gameType: 'RNG', stake: 40_000n, at: Date.now() - 5_000 },
    ]);
    const before = await due(m.token);
    expect(before.level).toBe(0);
    const line = (product: string) => before.lines.find((l) => l.product === product);
    expect(line('rng')).toEqual({
      product: 'rng',
      validBet: '2000.00',
      rate: '1.00',
      amount: '20.00',
    });
    expect(line('live')).toMatchObject({ validBet: '300.00', rate: '0.50', amount: '1.50' });
    expect(line('lottery')).toMatchObject({ validBet: '900.00', rate: '0.00', amount: '0.00' });
    expect(before).toMatchObject({ total: '21.50', claimable: '21.50', minimum: '1.00' });
    expect(before.dailyLeft).toBeNull();

    const paid = expectOk(await claim(m.token), rewardsEndpoints.claimManualRebate);
    expect(paid.bonus).toMatchObject({ source: 'rebate', state: 'claimed', amount: '21.50' });
    expect(paid.bonus.turnoverRequired).toBe('21.50');
    expect(paid.balance).toBe('21.50');
    expect(await balance(m.id)).toBe(2_150n);

    // Nothing is due twice; the watermark moved to the claim's window end.
    const after = await due(m.token);
    expect(Date.parse(after.since)).toBeGreaterThanOrEqual(Date.parse(before.until));
    expect(after.total).toBe('0.00');
    expectError(await claim(m.token), 409, 'rebate_not_claimable');

    // A bet settled after the window pays in the next claim only.
    await addPlay(t.db, merchant, [
      { memberId: m.id, gameType: 'RNG', stake: 20_000n, at: Date.parse(after.since) + 1 },
    ]);
    // Only this one: the grace bet (400.00) still waits for its minute.
    const later = await due(m.token);
    expect(later.lines.find((l) => l.product === 'rng')?.validBet).toBe('200.00');
    expectOk(await claim(m.token), rewardsEndpoints.claimManualRebate);
    expect(await balance(m.id)).toBe(2_150n + 200n);
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('pays at the member’s VIP level’s rates', async () => {
    const m = await rebateMember('rebate2');
    await t.db.query('update member set vip_level = 1 where id = $1', [m.id]);
    await addPlay(t.db, merchant, [
      { memberId: m.id, gameType: 'RNG', stake: 10_000n, at: Date.now() - 5 * minute },
    ]);
    const now = await due(m.token);
    expect(now).toMatchObject({ level: 1, total: '2.00' });
  });

  it('keeps to the minimum and the daily cap', async () => {
    await putRebate({ minimum: '5', dailyMax: '8' });
    const m = await rebateMember('rebate3');
    await addPlay(t.db, merchant, [
      { memberId: m.id, gameType: 'RNG', stake: 40_000n, at: Date.now() - 9 * minute },
    ]);
    expect(await due(m.token)).toMatchObject({ total: '4.00', claimable: '4.00' });
    expectError(await claim(m.token), 409, 'rebate_not_claimable');

    await addPlay(t.db, merchant, [
      { memberId: m.id, gameType: 'RNG', stake: 60_000n, at: Date.now() - 8 * minute },
    ]);
    expect(await due(m.token)).toMatchObject({
      total: '10.00',
      dailyLeft: '8.00',
      claimable: '8.00',
    });
    const paid = expectOk(await claim(m.token), rewardsEndpoints.claimManualRebate);
    expect(paid.bonus.amount).toBe('8.00');
    // The cap is spent for today; what it left out is not carried over.
    const mark = Date.parse((await due(m.token)).since);
    await addPlay(t.db, merchant, [
      { memberId: m.id, gameType: 'RNG', stake: 90_000n, at: mark + 1 },
    ]);
    expect(await due(m.token)).toMatchObject({
      total: '9.00',
      dailyLeft: '0.00',
      claimable: '0.00',
    });
    expectError(await claim(m.token), 409, 'rebate_not_claimable');
    await putRebate({ minimum: '1' });
  });

  it('pays one of 30 concurrent claims', async () => {
    const m = await rebateMember('rebate4');
    await addPlay(t.db, merchant, [
      { memberId: m.id, gameType: 'LIVE', stake: 123_456n, at: Date.now() - 3 * minute },
    ]);
    const answers = await Promise.all(Array.from({ length: 30 }, () => claim(m.token)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(29);
    // 0.5 % of 1,234.56 is 6.17 (rounded down to the cent).
    expect(await balance(m.id)).toBe(617n);
    const [bonuses] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from bonus where member_id = $1 and source = 'rebate'`,
      [m.id],
    );
    expect(bonuses?.n).toBe(1);
  });

  it('replays a claim under its key, and refuses trial accounts and a brand without rebate', async () => {
    const m = await rebateMember('rebate5');
    await addPlay(t.db, merchant, [
      { memberId: m.id, gameType: 'RNG', stake: 50_000n, at: Date.now() - 3 * minute },
    ]);
    const first = await claim(m.token, 'rebate5-key');
    const again = await claim(m.token, 'rebate5-key');
    expect(again.json()).toEqual(first.json());
    expect(await balance(m.id)).toBe(500n);

    const trial = expectOk(
      await call(t, sessionEndpoints.freeplay, {}, { ip: '198.51.100.77' }),
      sessionEndpoints.freeplay,
    );
    expectError(
      await callAs(t, rewardsEndpoints.manualRebate, trial.token!),
      403,
      'in_need_true_account',
    );

    await putRebate({ enabled: false });
    expectError(await callAs(t, rewardsEndpoints.manualRebate, m.token), 404, 'rebate_disabled');
    expectError(await claim(m.token), 404, 'rebate_disabled');
    await putRebate({});
  });
});
