import { opsEndpoints } from '@portal/contract/ops';
import { bonusesOpsEndpoints } from '@portal/contract/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import {
  addOperator,
  operatorSession,
  operatorSessionToken,
  operatorToken,
  ownerSession,
} from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { newKey } from '../../../testing/wallet-kit.ts';
import { freshMember } from '../../content/content-test-kit.ts';
import { mainBalance } from '../../ledger/ledger.ts';

/**
 * The operator's bonus calls through the wire: the list and its filters, grants and
 * cancellations audited with the operator, bad input refused whole, and a role without
 * `rewards.write` refused.
 */
const { opsBonuses, opsBonusGrant, opsBonusCancel } = bonusesOpsEndpoints;
let t: TestApp;
let merchantId = 0;
let operatorId = '';
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
  merchantId = row!.id;
  const operator = await addOperator(t, { username: 'bonusfinance', role: 'finance' });
  operatorId = operator.id;
  token = await operatorSessionToken(t.db, operator.id, t.app.platform.clock.now());
});
afterAll(() => t.close());

const titles = { EN: 'Ops bonus', PT: 'Bónus ops' };
const grantInput = (memberId: string, input: Record<string, unknown> = {}) => ({
  memberId,
  reference: newKey(),
  titles,
  amount: '10',
  ...input,
});

async function auditRows(action: string, memberId: string) {
  return t.db.query<{ operator_id: string | null; detail: Record<string, unknown> }>(
    `select operator_id::text as operator_id, detail from audit_log
     where merchant_id = $1 and action = $2 and member_id = $3 order by id`,
    [merchantId, action, memberId],
  );
}

/** The bonus a grant at or under the four-eyes threshold answers. */
function grantedBonus(response: Awaited<ReturnType<typeof call>>) {
  const { bonus } = expectOk(response, opsBonusGrant);
  if (bonus === null) throw new Error('the grant asked for a second operator');
  return bonus;
}

const bonusCount = async (memberId: string) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from bonus where member_id = $1', [
      memberId,
    ])
  )[0]!.n;

describe('operator bonuses', () => {
  it('grants once per reference and cancels, each change audited with the operator', async () => {
    const gil = await freshMember(t, 'opsbonus01');
    const input = grantInput(gil.id, { turnoverPercent: 100 });
    const first = grantedBonus(await call(t, opsBonusGrant, input, { token }));
    expect(first).toMatchObject({
      memberId: gil.id,
      source: 'operator',
      state: 'pending',
      amount: '10.00',
      turnoverRequired: '10.00',
      titles,
      created: true,
    });
    const again = grantedBonus(await call(t, opsBonusGrant, input, { token }));
    expect(again).toMatchObject({ id: first.id, created: false });
    const { created: _created, ...view } = first;
    expect(await auditRows('bonus_grant', gil.id)).toEqual([
      {
        operator_id: operatorId,
        detail: { bonus: first.id, approval: null, before: null, after: view },
      },
    ]);

    const cancelled = expectOk(
      await call(t, opsBonusCancel, { id: first.id }, { token }),
      opsBonusCancel,
    );
    expect(cancelled.state).toBe('cancelled');
    expectError(
      await call(t, opsBonusCancel, { id: first.id }, { token }),
      409,
      'reward_not_claimable',
    );
    expectError(await call(t, opsBonusCancel, { id: '987654321' }, { token }), 404, 'not_found');
    expect(await auditRows('bonus_cancel', gil.id)).toEqual([
      {
        operator_id: operatorId,
        detail: { bonus: first.id, before: { state: 'pending' }, after: { state: 'cancelled' } },
      },
    ]);
  });

  it('lists bonuses newest first, by member, source and state', async () => {
    const hal = await freshMember(t, 'opsbonus02');
    const a = grantedBonus(await call(t, opsBonusGrant, grantInput(hal.id), { token }));
    const b = grantedBonus(
      await call(t, opsBonusGrant, grantInput(hal.id, { claimable: false }), { token }),
    );
    const list = async (input: Record<string, unknown>) =>
      expectOk(await call(t, opsBonuses, { memberId: hal.id, ...input }, { token }), opsBonuses);
    const all = await list({});
    expect(all).toMatchObject({ total: 2, pageNum: 1, totalPages: 1 });
    expect(all.items.map((item) => item.id)).toEqual([b.id, a.id]);
    expect((await list({ state: 'issued' })).items.map((item) => item.id)).toEqual([b.id]);
    expect((await list({ state: '', source: 'operator' })).total).toBe(2);
    expect((await list({ source: 'raffle' })).total).toBe(0);
    expect((await list({ pageSize: 1, pageNo: 2 })).items.map((item) => item.id)).toEqual([a.id]);
    const bad = expectError(
      await call(t, opsBonuses, { memberId: 'abc', state: 'lost' }, { token }),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['memberId', 'state']);
  });

  it('refuses bad grants whole, with field messages', async () => {
    const ivy = await freshMember(t, 'opsbonus03');
    const bad = expectError(
      await call(
        t,
        opsBonusGrant,
        grantInput(ivy.id, { titles: {}, amount: 'ten', reference: ' ' }),
        { token },
      ),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['amount', 'reference', 'titles']);
    // A deadline only for a claimable bonus, and in the future.
    const credited = expectError(
      await call(
        t,
        opsBonusGrant,
        grantInput(ivy.id, { claimable: false, expiresAt: '2099-01-01T00:00:00Z' }),
        { token },
      ),
      400,
      'invalid_input',
    );
    expect(Object.keys(credited.fields ?? {})).toEqual(['expiresAt']);
    const past = expectError(
      await call(t, opsBonusGrant, grantInput(ivy.id, { expiresAt: '2020-01-01T00:00:00Z' }), {
        token,
      }),
      400,
      'invalid_input',
    );
    expect(Object.keys(past.fields ?? {})).toEqual(['expiresAt']);
    expectError(
      await call(t, opsBonusGrant, grantInput(ivy.id, { amount: '0.001' }), { token }),
      400,
      'invalid_amount',
    );
    expectError(await call(t, opsBonusGrant, grantInput('987654321'), { token }), 404, 'not_found');
    expect(await bonusCount(ivy.id)).toBe(0);
    expect(await auditRows('bonus_grant', ivy.id)).toEqual([]);
  });

  it('refuses a role without rewards.write', async () => {
    const jo = await freshMember(t, 'opsbonus04');
    const content = await operatorSession(t, 'content');
    expectError(
      await call(t, opsBonusGrant, grantInput(jo.id), { token: content }),
      403,
      'forbidden',
    );
    expectError(await call(t, opsBonuses, {}, { token: content }), 403, 'forbidden');
    expect(await bonusCount(jo.id)).toBe(0);
  });
});

describe('operator bonuses above the four-eyes threshold', () => {
  const { opsBonusApproval, opsBonusApprovalSave } = bonusesOpsEndpoints;
  const decide = (id: string, decision: 'approve' | 'reject', as: string) =>
    call(t, opsEndpoints.approvalDecide, { id, decision }, { token: as });
  const mainOf = (memberId: string) => mainBalance(t.db, { merchantId, memberId, currency: 'BRL' });

  it('asks a second operator, gives the bonus once on approval, and never on the asker’s word', async () => {
    const kim = await freshMember(t, 'opsbonus05');
    const checker = await operatorToken(
      t,
      await addOperator(t, { username: 'bonuschecker', role: 'finance' }),
    );
    // The demo brand's default: above 1000.00 needs two operators.
    const owner = await ownerSession(t);
    expect(
      expectOk(await call(t, opsBonusApproval, {}, { token: owner }), opsBonusApproval),
    ).toEqual({
      fourEyesAbove: '1000',
    });
    const input = grantInput(kim.id, { amount: '1500', claimable: false });
    const asked = expectOk(await call(t, opsBonusGrant, input, { token }), opsBonusGrant);
    expect(asked.bonus).toBeNull();
    expect(asked.approval).toMatchObject({
      kind: 'bonus_grant',
      state: 'pending',
      memberId: kim.id,
      amount: '1500.00',
      reason: input.reference,
      requestedBy: 'bonusfinance',
    });
    const id = asked.approval!.id;
    // Asking again answers the same request; nothing is given yet.
    const again = expectOk(await call(t, opsBonusGrant, input, { token }), opsBonusGrant);
    expect(again.approval?.id).toBe(id);
    expect(await bonusCount(kim.id)).toBe(0);
    expect(await mainOf(kim.id)).toBe(0n);

    expectError(await decide(id, 'approve', token), 403, 'four_eyes_self');
    expect(await bonusCount(kim.id)).toBe(0);

    const decided = await Promise.all([
      decide(id, 'approve', checker),
      decide(id, 'approve', checker),
    ]);
    expect(decided.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await bonusCount(kim.id)).toBe(1);
    expect(await mainOf(kim.id)).toBe(150_000n);
    const [audit] = await auditRows('bonus_grant', kim.id);
    expect(audit?.detail).toMatchObject({ approval: id, after: { amount: '1500.00' } });

    // Once given, the reference answers its bonus.
    const given = expectOk(await call(t, opsBonusGrant, input, { token }), opsBonusGrant);
    expect(given.bonus).toMatchObject({ created: false, amount: '1500.00', state: 'issued' });
    expect(given.approval).toBeNull();
    expect(await mainOf(kim.id)).toBe(150_000n);
  });

  it('gives nothing on a refusal, lets the reference be asked again, and only owners move the threshold', async () => {
    const lea = await freshMember(t, 'opsbonus06');
    const owner = await ownerSession(t);
    const input = grantInput(lea.id, { amount: '1000.01' });
    const first = expectOk(await call(t, opsBonusGrant, input, { token }), opsBonusGrant);
    expectOk(await decide(first.approval!.id, 'reject', owner), opsEndpoints.approvalDecide);
    expect(await bonusCount(lea.id)).toBe(0);
    const second = expectOk(await call(t, opsBonusGrant, input, { token }), opsBonusGrant);
    expect(second.approval?.id).not.toBe(first.approval!.id);

    expectError(
      await call(t, opsBonusApprovalSave, { fourEyesAbove: null }, { token }),
      403,
      'forbidden',
    );
    expectError(
      await call(t, opsBonusApprovalSave, { fourEyesAbove: '-1' }, { token: owner }),
      400,
      'invalid_input',
    );
    try {
      expectOk(
        await call(t, opsBonusApprovalSave, { fourEyesAbove: '5000' }, { token: owner }),
        opsBonusApprovalSave,
      );
      const direct = expectOk(
        await call(t, opsBonusGrant, grantInput(lea.id, { amount: '1500' }), { token }),
        opsBonusGrant,
      );
      expect(direct.bonus).toMatchObject({ created: true, amount: '1500.00' });
      expect(direct.approval).toBeNull();
    } finally {
      await call(t, opsBonusApprovalSave, {}, { token: owner });
    }
  });
});
