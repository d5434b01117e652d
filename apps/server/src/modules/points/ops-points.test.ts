import { pointsEndpoints, pointsOpsEndpoints } from '@portal/contract/points';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../merchant/merchant.ts';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { addOperator, operatorSession, operatorSessionToken } from '../../testing/operators.ts';
import { demoBrand } from '../../testing/play-kit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { givePoints, pointsMember, sendPoints, testRules } from './points-test-kit.ts';

/**
 * The operator's points-mall calls through the wire: the settings, the catalogue, the
 * redemptions and their decision, the earning run. Each change is audited with the operator;
 * bad input is a 400 with per-field messages that changes nothing; a role without
 * `rewards.write` is refused.
 */
const e = pointsOpsEndpoints;
let t: TestApp;
let merchant: Merchant;
let operatorId = '';
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  merchant = await demoBrand(t.db);
  const operator = await addOperator(t, { username: 'pointsfinance', role: 'finance' });
  operatorId = operator.id;
  token = await operatorSessionToken(t.db, operator.id, t.app.platform.clock.now());
});
afterAll(() => t.close());

const run = (endpoint: (typeof e)[keyof typeof e], input: Record<string, unknown> = {}) =>
  call(t, endpoint, input, { token });

async function auditRows(action: string) {
  return t.db.query<{ operator_id: string | null; detail: Record<string, unknown> }>(
    `select operator_id::text as operator_id, detail from audit_log
     where merchant_id = $1 and action = $2 order by id`,
    [merchant.id, action],
  );
}

const reward = {
  names: { EN: 'Ops chip', PT: 'Ficha ops' },
  kind: 'credit',
  points: '250',
  amount: '2.5',
};

describe('operator points settings', () => {
  it('reads the rules with defaults, saves them audited, refuses bad ones whole', async () => {
    const before = expectOk(await run(e.opsSettings), e.opsSettings);
    expect(Object.keys(before.earning).sort()).toEqual([
      'deposit',
      'live',
      'lottery',
      'pvp',
      'rng',
      'sports',
    ]);

    const saved = expectOk(
      await run(e.opsSettingsSave, { earning: { rng: { unit: '5', points: 2 } } }),
      e.opsSettingsSave,
    );
    // The body replaces the whole setting: what it leaves out takes its default.
    expect(saved.earning.rng).toEqual({ unit: '5', points: 2 });
    expect(saved.earning.live).toEqual({ unit: '10', points: 1 });
    expect(saved.graceSeconds).toBe(60);
    expect(saved.convert).toMatchObject({ points: '100', amount: '1', minPoints: '100' });
    const [audit] = (await auditRows('setting_change')).filter(
      (row) => row.detail.key === 'points',
    );
    expect(audit!.operator_id).toBe(operatorId);
    expect(audit!.detail).toEqual({ key: 'points', before, after: saved });

    const bad = expectError(
      await run(e.opsSettingsSave, { graceSeconds: 99_999, convert: { points: '0' } }),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['convert.points', 'graceSeconds']);
    expect(expectOk(await run(e.opsSettings), e.opsSettings)).toEqual(saved);

    expectOk(await run(e.opsSettingsSave, testRules), e.opsSettingsSave);
  });

  it('refuses a role without rewards.write', async () => {
    const support = await operatorSession(t, 'support');
    for (const endpoint of [e.opsSettings, e.opsRewards, e.opsRedemptions])
      expectError(await call(t, endpoint, {}, { token: support }), 403, 'forbidden');
    expectError(await call(t, e.opsRewardCreate, reward, { token: support }), 403, 'forbidden');
  });
});

describe('operator reward catalogue', () => {
  it('creates and replaces rewards, audited with before and after', async () => {
    const created = expectOk(await run(e.opsRewardCreate, reward), e.opsRewardCreate);
    expect(created).toMatchObject({
      kind: 'credit',
      points: '250',
      amount: '2.50',
      stock: null,
      maxQuantity: 1,
      active: true,
      descriptions: {},
    });
    const updated = expectOk(
      await run(e.opsRewardUpdate, { ...reward, id: created.id, active: false, stock: 3 }),
      e.opsRewardUpdate,
    );
    expect(updated).toMatchObject({ id: created.id, active: false, stock: 3 });
    const list = expectOk(await run(e.opsRewards), e.opsRewards).items;
    expect(list.find((row) => row.id === created.id)).toEqual(updated);

    const rows = (await auditRows('points_reward_save')).filter(
      (row) => row.detail.reward === created.id,
    );
    expect(rows.map((row) => row.operator_id)).toEqual([operatorId, operatorId]);
    expect(rows[0]!.detail).toMatchObject({ before: null, after: created });
    expect(rows[1]!.detail).toMatchObject({ before: created, after: updated });
  });

  it('refuses bad rewards with field messages and changes nothing', async () => {
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          'select count(*)::int as n from point_reward where merchant_id = $1',
          [merchant.id],
        )
      )[0]!.n;
    const before = await count();
    const audits = (await auditRows('points_reward_save')).length;
    const shape = expectError(
      await run(e.opsRewardCreate, { ...reward, names: {}, points: '0', extra: 1 }),
      400,
      'invalid_input',
    );
    expect(Object.keys(shape.fields ?? {})).toEqual(expect.arrayContaining(['names', 'points']));
    // A credit reward pays something; goods pay nothing.
    const credit = expectError(
      await run(e.opsRewardCreate, { ...reward, amount: '0' }),
      400,
      'invalid_input',
    );
    expect(Object.keys(credit.fields ?? {})).toEqual(['amount']);
    expectError(await run(e.opsRewardCreate, { ...reward, kind: 'goods' }), 400, 'invalid_input');
    expectError(await run(e.opsRewardUpdate, { ...reward, id: '987654321' }), 404, 'not_found');
    expect(await count()).toBe(before);
    expect((await auditRows('points_reward_save')).length).toBe(audits);
  });
});

describe('operator redemptions and the earning run', () => {
  it('lists a redemption with its member and address, and decides it once, audited', async () => {
    const goods = expectOk(
      await run(e.opsRewardCreate, {
        names: { EN: 'Ops mug' },
        kind: 'goods',
        points: '100',
        stock: 5,
      }),
      e.opsRewardCreate,
    );
    const member = await pointsMember(t, 'ptopslist');
    await givePoints(t.db, merchant, member.id, 300n);
    const shipping = { recipient: 'Ana Lima', phone: '+351911111111', address: 'Rua Nova 2' };
    const applied = expectOk(
      await sendPoints(t, pointsEndpoints.redeem, member.token, {
        rewardId: goods.id,
        quantity: 1,
        shipping,
      }),
      pointsEndpoints.redeem,
    ).record;
    const open = expectOk(await run(e.opsRedemptions, { status: 'inProcess' }), e.opsRedemptions);
    const mine = open.items.find((row) => row.refNo === applied.refNo)!;
    expect(mine).toMatchObject({ account: 'ptopslist', shipping, status: 'inProcess' });

    const bad = expectError(
      await run(e.opsRedemptionDecide, { id: mine.id, decision: 'maybe' }),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['decision']);
    const decided = expectOk(
      await run(e.opsRedemptionDecide, { id: mine.id, decision: 'reject', remark: 'no mugs' }),
      e.opsRedemptionDecide,
    );
    expect(decided).toMatchObject({ status: 'rejected', remark: 'no mugs' });
    expectError(
      await run(e.opsRedemptionDecide, { id: mine.id, decision: 'approve' }),
      409,
      'points_redeem_state',
    );
    const [audit] = (await auditRows('points_redeem_decision')).filter(
      (row) => row.detail.redemption === mine.id,
    );
    expect(audit).toEqual({
      operator_id: operatorId,
      detail: {
        redemption: mine.id,
        before: { status: 'inProcess' },
        after: { status: 'rejected' },
        remark: 'no mugs',
      },
    });
    const [row] = await t.db.query<{ decided_by: string }>(
      'select decided_by from point_redemption where id = $1',
      [mine.id],
    );
    expect(row!.decided_by).toBe('pointsfinance');
    const rejected = expectOk(
      await run(e.opsRedemptions, { status: 'rejected' }),
      e.opsRedemptions,
    );
    expect(rejected.items.map((r) => r.id)).toContain(mine.id);
    expectError(await run(e.opsRedemptions, { status: 'lost' }), 400, 'invalid_input');
  });

  it('runs the earning on demand, audited; asOf only with TEST_CLOCK', async () => {
    const done = expectOk(await run(e.opsRun), e.opsRun);
    expect(done.points).toMatch(/^[0-9]+$/u);
    expect(Date.parse(done.ranAt)).not.toBeNaN();
    const runs = await auditRows('job_run');
    expect(runs.at(-1)).toEqual({
      operator_id: operatorId,
      detail: { job: 'points-earning', asOf: null },
    });
    expectError(await run(e.opsRun, { asOf: new Date().toISOString() }), 403, 'forbidden');
    const bad = expectError(await run(e.opsRun, { asOf: 'tomorrow' }), 400, 'invalid_input');
    expect(Object.keys(bad.fields ?? {})).toEqual(['asOf']);
    expect((await auditRows('job_run')).length).toBe(runs.length);
  });
});
