import { rewardsOpsEndpoints as ops } from '@portal/contract/rewards/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession, ownerSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { freshMember } from '../content/content-test-kit.ts';

/**
 * The operator's rewards calls themselves: the settings' defaults, saves and refusals (audited,
 * on the request's merchant), a level set by hand, the job runs and the raffle draw's refusals.
 * What the settings and runs do to members is tested beside each programme.
 */
let t: TestApp;
/** The demo brand's owner. */
let token: string;
let betaId: number;

beforeAll(async () => {
  t = await createTestApp();
  betaId = await createSecondMerchant(t, 'beta');
  token = await ownerSession(t);
});
afterAll(() => t.close());

const audits = (action: string) =>
  t.db.query<{
    merchant_id: number;
    member_id: string | null;
    operator_id: string | null;
    detail: Record<string, unknown>;
  }>(
    `select merchant_id, member_id::text as member_id, operator_id::text as operator_id, detail
     from audit_log where action = $1 order by id`,
    [action],
  );

const storedSetting = async (merchantId: number, key: string) => {
  const [row] = await t.db.query<{ value: unknown }>(
    'select value from merchant_setting where merchant_id = $1 and key = $2',
    [merchantId, key],
  );
  return row?.value;
};

const demoId = async () => {
  const [row] = await t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
  return row!.id;
};

describe('rewards settings', () => {
  it('reads each programme with its defaults filled in', async () => {
    const vip = expectOk(await call(t, ops.opsVipSettings, {}, { token }), ops.opsVipSettings);
    expect(vip).toMatchObject({ enabled: true, review: 'monthly', graceSeconds: 60 });
    expect(vip.levels.map((level) => level.name)).toEqual([
      'VIP0',
      'VIP1',
      'VIP2',
      'VIP3',
      'VIP4',
      'VIP5',
    ]);
    expect(vip.levels[1]).toMatchObject({ validBet: '1000', deposit: '200', withdrawMax: null });
    expect(
      expectOk(await call(t, ops.opsRebateSettings, {}, { token }), ops.opsRebateSettings),
    ).toEqual({
      enabled: true,
      minimum: '1',
      dailyMax: null,
      turnoverPercent: 100,
      graceSeconds: 60,
    });
    expect(
      expectOk(await call(t, ops.opsReferralSettings, {}, { token }), ops.opsReferralSettings),
    ).toEqual({
      reward: '20',
      minDeposit: '50',
      minValidBet: '100',
      turnoverPercent: 100,
      claimDays: 30,
    });
    const missions = expectOk(
      await call(t, ops.opsMissionsSettings, {}, { token }),
      ops.opsMissionsSettings,
    );
    expect(missions.missions.map((m) => m.key)).toEqual([
      'daily-bet',
      'daily-rounds',
      'weekly-deposit',
      'weekly-win',
    ]);
  });

  it('saves a setting with its defaults, audited before and after', async () => {
    const saved = expectOk(
      await call(t, ops.opsReferralSettingsSave, { reward: '15', claimDays: 7 }, { token }),
      ops.opsReferralSettingsSave,
    );
    expect(saved).toEqual({
      reward: '15',
      minDeposit: '50',
      minValidBet: '100',
      turnoverPercent: 100,
      claimDays: 7,
    });
    expect(await storedSetting(await demoId(), 'referral')).toEqual(saved);
    const [row, ...more] = await audits('setting_change');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ merchant_id: await demoId(), detail: { key: 'referral' } });
    expect(row!.operator_id).not.toBeNull();
    expect(row!.detail.before).toMatchObject({ reward: '20', claimDays: 30 });
    expect(row!.detail.after).toEqual(saved);
  });

  it('refuses bad input field by field, changing nothing', async () => {
    const before = await storedSetting(await demoId(), 'rebate');
    const logged = (await audits('setting_change')).length;
    const bad = expectError(
      await call(
        t,
        ops.opsRebateSettingsSave,
        { minimum: '-1', dailyMax: 'lots', turnoverPercent: 1.5, graceSeconds: 3601 },
        { token },
      ),
      400,
      'invalid_input',
    );
    expect(bad.fields).toEqual({
      minimum: 'Invalid value.',
      dailyMax: 'Invalid value.',
      turnoverPercent: 'Invalid value.',
      graceSeconds: 'Invalid value.',
    });
    const missions = expectError(
      await call(
        t,
        ops.opsMissionsSettingsSave,
        {
          missions: [
            {
              key: 'Bad Key',
              titles: {},
              period: 'daily',
              metric: 'rounds',
              target: '1.5',
              reward: '1',
            },
          ],
        },
        { token },
      ),
      400,
      'invalid_input',
    );
    // Rounds are whole: the mission's own rule is checked beside its fields'.
    expect(Object.keys(missions.fields ?? {}).sort()).toEqual([
      'missions.0.key',
      'missions.0.target',
      'missions.0.titles',
    ]);
    expect(await storedSetting(await demoId(), 'rebate')).toEqual(before);
    expect(await audits('setting_change')).toHaveLength(logged);
  });

  it("changes the request's merchant only, and refuses a role without rewards.write", async () => {
    const platform = await operatorSession(t, 'owner', null);
    expectOk(
      await call(
        t,
        ops.opsRebateSettingsSave,
        { minimum: '3' },
        { token: platform, host: 'beta.example' },
      ),
      ops.opsRebateSettingsSave,
    );
    expect(await storedSetting(betaId, 'rebate')).toMatchObject({ minimum: '3' });
    expect(await storedSetting(await demoId(), 'rebate')).toBeUndefined();

    const content = await operatorSession(t, 'content');
    expectError(
      await call(t, ops.opsRebateSettingsSave, { minimum: '9' }, { token: content }),
      403,
      'forbidden',
    );
    expectError(await call(t, ops.opsVipRun, {}, { token: content }), 403, 'forbidden');
    expect(await storedSetting(await demoId(), 'rebate')).toBeUndefined();
  });
});

describe('VIP level by hand', () => {
  it('sets the level with an audit row, and refuses unknown members and bad input', async () => {
    const m = await freshMember(t, 'opslevel1');
    const set = (input: Record<string, unknown>) =>
      call(t, ops.opsVipMemberLevel, input, { token });
    expect(expectOk(await set({ memberId: m.id, level: 1 }), ops.opsVipMemberLevel)).toEqual({
      memberId: m.id,
      from: 0,
      level: 1,
    });
    // The same level again changes nothing and records nothing.
    expectOk(await set({ memberId: m.id, level: 1 }), ops.opsVipMemberLevel);
    const rows = await audits('vip_level_set');
    expect(rows).toEqual([
      {
        merchant_id: await demoId(),
        member_id: m.id,
        operator_id: expect.any(String),
        detail: { before: 0, after: 1 },
      },
    ]);

    expectError(await set({ memberId: '999999999', level: 1 }), 404, 'not_found');
    const bad = expectError(await set({ memberId: 'x', level: 50 }), 400, 'invalid_input');
    expect(bad.fields).toEqual({ memberId: 'Invalid value.', level: 'Invalid value.' });
    expect(await audits('vip_level_set')).toHaveLength(1);
  });
});

describe('job runs', () => {
  it('runs the VIP and referral jobs now, each audited as asked for', async () => {
    const vip = expectOk(await call(t, ops.opsVipRun, {}, { token }), ops.opsVipRun);
    expect(vip).toMatchObject({ runs: expect.any(Number), upgrades: 0, downgrades: 0 });
    expect(Date.parse(vip.ranAt)).not.toBeNaN();
    expect(expectOk(await call(t, ops.opsReferralRun, {}, { token }), ops.opsReferralRun)).toEqual({
      rewarded: 0,
    });
    expect((await audits('job_run')).map((row) => row.detail)).toEqual([
      { job: 'vip', asOf: null },
      { job: 'referral', asOf: null },
    ]);
  });

  it('refuses asOf without TEST_CLOCK, and a malformed one', async () => {
    const logged = (await audits('job_run')).length;
    expectError(
      await call(t, ops.opsVipRun, { asOf: new Date().toISOString() }, { token }),
      403,
      'forbidden',
    );
    const bad = expectError(
      await call(t, ops.opsVipRun, { asOf: 'tomorrow' }, { token }),
      400,
      'invalid_input',
    );
    expect(bad.fields).toEqual({ asOf: 'Invalid value.' });
    expect(await audits('job_run')).toHaveLength(logged);
  });
});

describe('raffle draw', () => {
  it('finds prize-table raffles of the merchant only', async () => {
    const [single] = await t.db.query<{ id: string }>(
      `select id::text as id from promotion where kind = 'raffle' and prize_table is null limit 1`,
    );
    for (const promoId of [single!.id, '999999999'])
      expectError(await call(t, ops.opsRaffleDraw, { promoId }, { token }), 404, 'not_found');
    const bad = expectError(
      await call(t, ops.opsRaffleDraw, { promoId: '0' }, { token }),
      400,
      'invalid_input',
    );
    expect(bad.fields).toEqual({ promoId: 'Invalid value.' });
  });
});
