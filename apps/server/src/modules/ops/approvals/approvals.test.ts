import { opsEndpoints } from '@portal/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.ts';
import { expectError, expectOk } from '../../../testing/expect-ok.ts';
import { addOperator, operatorToken } from '../../../testing/operators.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { mainBalance } from '../../ledger/ledger.ts';

describe('four-eyes balance adjustments', () => {
  let t: TestApp;
  let merchantId: number;
  let memberId: string;
  let cashier: string;
  let checker: string;
  let risk: string;

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.db.query<{ id: string; merchant_id: number }>(
      `select id::text as id, merchant_id from member where account = 'demo01'`,
    );
    memberId = row!.id;
    merchantId = row!.merchant_id;
    cashier = await operatorToken(
      t,
      await addOperator(t, { username: 'cashier', role: 'finance' }),
    );
    checker = await operatorToken(
      t,
      await addOperator(t, { username: 'checker', role: 'finance' }),
    );
    risk = await operatorToken(t, await addOperator(t, { username: 'risk', role: 'risk' }));
  });
  afterAll(async () => {
    await t.close();
  });

  const balance = () => mainBalance(t.db, { merchantId, memberId, currency: 'BRL' });
  const adjustments = async () => {
    const [row] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_txn where kind = 'operator_adjustment'`,
    );
    return row!.n;
  };
  const ask = async (amount: string, token = cashier) =>
    expectOk(
      await call(
        t,
        opsEndpoints.adjustBalance,
        { memberId, amount, reason: 'Goodwill credit' },
        { token },
      ),
      opsEndpoints.adjustBalance,
    );
  const decide = (id: string, decision: 'approve' | 'reject', token: string) =>
    call(t, opsEndpoints.approvalDecide, { id, decision }, { token });

  it('moves nothing until a second operator approves, and the asker cannot', async () => {
    const before = await balance();
    const asked = await ask('50.00');
    expect(asked).toMatchObject({ state: 'pending', amount: '50.00', requestedBy: 'cashier' });
    expectError(await decide(asked.id, 'approve', cashier), 403, 'four_eyes_self');
    expect(await balance()).toBe(before);

    const approved = expectOk(
      await decide(asked.id, 'approve', checker),
      opsEndpoints.approvalDecide,
    );
    expect(approved).toMatchObject({ state: 'approved', decidedBy: 'checker' });
    expect(await balance()).toBe(before + 5_000n);
    // The same decision again answers the decided request; another decision is a conflict.
    expectOk(await decide(asked.id, 'approve', risk), opsEndpoints.approvalDecide);
    expectError(await decide(asked.id, 'reject', risk), 409, 'conflict');
    expect(await balance()).toBe(before + 5_000n);
    expect(await adjustments()).toBe(1);
  });

  it('refuses a debit the balance cannot cover and keeps it pending; a refusal moves nothing', async () => {
    const before = await balance();
    const debit = await ask('-999999.00');
    expectError(await decide(debit.id, 'approve', checker), 409, 'insufficient_funds');
    const refused = expectOk(await decide(debit.id, 'reject', risk), opsEndpoints.approvalDecide);
    expect(refused.state).toBe('rejected');
    expect(await balance()).toBe(before);
    for (const amount of ['0', '0.00', '1.234', 'ten']) {
      const res = await call(
        t,
        opsEndpoints.adjustBalance,
        { memberId, amount, reason: 'x' },
        { token: cashier },
      );
      expect([400], amount).toContain(res.statusCode);
    }
    const listed = expectOk(
      await call(t, opsEndpoints.approvals, { state: 'rejected' }, { token: risk }),
      opsEndpoints.approvals,
    );
    expect(listed.items.map((item) => item.id)).toContain(debit.id);
  });

  it('carries out each approval exactly once under concurrent decisions', async () => {
    const before = await balance();
    const count = await adjustments();
    const asked = await Promise.all(
      ['1.00', '2.00', '3.00', '4.00', '-5.00'].map((amount) => ask(amount)),
    );
    const answers = await Promise.all(
      asked.flatMap((request) =>
        Array.from({ length: 6 }, (_, i) =>
          decide(request.id, 'approve', i % 2 === 0 ? checker : risk),
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode).filter((status) => status !== 200)).toEqual([]);
    expect(await adjustments()).toBe(count + 5);
    expect(await balance()).toBe(before + 500n);
    const [txns] = await t.db.query<{ n: number }>(
      `select count(distinct ledger_txn_id)::int as n from operator_approval where id = any($1::bigint[])`,
      [asked.map((request) => request.id)],
    );
    expect(txns!.n).toBe(5);
  });
});
