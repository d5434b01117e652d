import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { retryPendingPayouts } from './payout-settle.ts';
import type { PayoutOrder, PayoutOutcome, PayoutProvider } from './payout-provider.ts';
import { DemoPayoutProvider, usePayoutProvider } from './payout-provider.ts';
import {
  balanceOf,
  callAs,
  fundedMember,
  readyToWithdraw,
  testWithdrawPassword as pw,
} from '../../testing/wallet-kit.ts';

/** A provider that does not answer until the test lets it, counting what it was asked. */
class HeldProvider implements PayoutProvider {
  readonly name = 'demo';
  readonly orders: PayoutOrder[] = [];
  private release: (() => void) | null = null;
  private readonly gate = new Promise<void>((resolve) => {
    this.release = resolve;
  });
  async send(order: PayoutOrder): Promise<PayoutOutcome> {
    this.orders.push(order);
    await this.gate;
    return { status: 'paid', providerRef: `HELD-${order.reference}` };
  }
  open(): void {
    this.release?.();
  }
}

describe('withdrawals under concurrency and replays', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('30 concurrent withdrawals of a whole balance: exactly one succeeds', async () => {
    usePayoutProvider(t.app.platform, new DemoPayoutProvider());
    const { id, token } = await fundedMember(t, 'race01', '640.00');
    const accountId = await readyToWithdraw(t, token);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        callAs(t, withdrawalsEndpoints.withdraw, token, {
          accountId,
          amount: '640.00',
          withdrawPassword: pw,
        }),
      ),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expectError(res, 409, 'insufficient_funds');
    expect(await balanceOf(t, id)).toBe('0.00');
    const [rows] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from withdrawal where member_id = $1',
      [id],
    );
    expect(rows!.n).toBe(1);
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('50 parallel replays of one key: one effect, the same answer; another body is a 409', async () => {
    usePayoutProvider(t.app.platform, new DemoPayoutProvider());
    const { id, token } = await fundedMember(t, 'race02', '300.00');
    const accountId = await readyToWithdraw(t, token);
    const body = { accountId, amount: '100.00', withdrawPassword: pw };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        callAs(t, withdrawalsEndpoints.withdraw, token, body, 'one-key-50'),
      ),
    );
    const values = answers.map((res) => expectOk(res, withdrawalsEndpoints.withdraw));
    expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
    expect(values[0]!.status).toBe('awaiting_confirmation');
    expect(await balanceOf(t, id)).toBe('200.00');
    expectError(
      await callAs(
        t,
        withdrawalsEndpoints.withdraw,
        token,
        { ...body, amount: '100.01' },
        'one-key-50',
      ),
      409,
      'idempotency_mismatch',
    );
    expect(await balanceOf(t, id)).toBe('200.00');
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });

  it('a slow payout answers pending, settles later, and the retry job never pays twice', async () => {
    const provider = new HeldProvider();
    usePayoutProvider(t.app.platform, provider);
    const { id, token } = await fundedMember(t, 'race03', '90.00');
    const accountId = await readyToWithdraw(t, token);
    const first = expectOk(
      await callAs(
        t,
        withdrawalsEndpoints.withdraw,
        token,
        { accountId, amount: '90.00', withdrawPassword: pw },
        'slow-1',
      ),
      withdrawalsEndpoints.withdraw,
    );
    expect(first.status).toBe('pending');
    const settings = expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawSettings, token),
      withdrawalsEndpoints.withdrawSettings,
    );
    expect(settings).toMatchObject({ available: '0.00', pendingTotal: '90.00' });
    // The account of a pending withdrawal cannot go.
    expectError(
      await callAs(t, withdrawalsEndpoints.receivingAccountDelete, token, { accountId }),
      409,
      'receiving_account_in_use',
    );
    // The retry job asks the provider again with the same reference.
    const retrying = retryPendingPayouts(t.app.platform, Date.now() + 120_000, t.app.log);
    await new Promise((resolve) => setTimeout(resolve, 100));
    provider.open();
    expect(await retrying).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new Set(provider.orders.map((o) => o.reference)).size).toBe(1);
    const list = expectOk(
      await callAs(t, withdrawalsEndpoints.withdrawals, token),
      withdrawalsEndpoints.withdrawals,
    );
    expect(list.list[0]).toMatchObject({ status: 'awaiting_confirmation' });
    // The replay of the key keeps the first answer.
    const replay = expectOk(
      await callAs(
        t,
        withdrawalsEndpoints.withdraw,
        token,
        { accountId, amount: '90.00', withdrawPassword: pw },
        'slow-1',
      ),
      withdrawalsEndpoints.withdraw,
    );
    expect(replay).toEqual(first);
    expect(await balanceOf(t, id)).toBe('0.00');
    const [payouts] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_txn where kind = 'withdrawal_payout'
       and idempotency_key = $1`,
      [`withdrawal:${first.withdrawalId}:paid`],
    );
    expect(payouts!.n).toBe(1);
    expect(await invariantCounts(t.db)).toEqual(zeroInvariants);
  });
});
