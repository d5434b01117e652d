import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@portal/contract/endpoint';
import { parseMinor } from '@portal/contract/money';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import type { LightMyRequestResponse } from 'fastify';
import { call, createMember, loginOk } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';

/** Test helpers of the withdrawal, upline and history tests (test code only). */

/** Credits a member's main wallet from the house `seed` account. */
export async function credit(
  t: TestApp,
  memberId: string,
  amount: string,
  merchantCode = 'demo',
): Promise<void> {
  const [m] = await t.db.query<{ id: number; currency: string; currency_scale: number }>(
    'select id, currency, currency_scale from merchant where code = $1',
    [merchantCode],
  );
  await t.db.transaction(async (tx) => {
    const spec = { merchantId: m!.id, currency: m!.currency };
    const wallet = await memberAccount(tx, { ...spec, memberId });
    const house = await houseAccount(tx, { ...spec, name: 'seed' });
    const minor = parseMinor(amount, Number(m!.currency_scale));
    await postTransfer(tx, {
      merchantId: m!.id,
      kind: 'seed',
      idempotencyKey: `test-credit:${randomUUID()}`,
      entries: [
        { accountId: house, amount: -minor },
        { accountId: wallet, amount: minor },
      ],
    });
  });
}

/** A new member with a balance, logged in. */
export async function fundedMember(
  t: TestApp,
  account: string,
  balance: string,
  options: { merchantCode?: string; host?: string } = {},
): Promise<{ id: string; token: string }> {
  const id = await createMember(t, {
    account,
    password: 'secret99',
    merchantCode: options.merchantCode,
  });
  if (balance !== '0') await credit(t, id, balance, options.merchantCode);
  const { token } = await loginOk(
    t,
    account,
    'secret99',
    options.host ? { host: options.host } : {},
  );
  return { id, token };
}

/** Calls an endpoint as a member, with an `Idempotency-Key` (a fresh one unless given). */
export function callAs(
  t: TestApp,
  endpoint: Endpoint,
  token: string,
  input: Record<string, unknown> = {},
  key: string | null = endpoint.idempotent ? randomUUID() : null,
  host?: string,
): Promise<LightMyRequestResponse> {
  return call(t, endpoint, input, {
    token,
    ...(host ? { host } : {}),
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** The demo withdrawal password of these tests. */
export const testWithdrawPassword = '246810';

/** Sets the withdrawal password and adds a bank account; returns the account id. */
export async function readyToWithdraw(t: TestApp, token: string, host?: string): Promise<string> {
  expectOk(
    await callAs(
      t,
      withdrawalsEndpoints.withdrawPassword,
      token,
      { newPassword: testWithdrawPassword, confirmPassword: testWithdrawPassword },
      null,
      host,
    ),
    withdrawalsEndpoints.withdrawPassword,
  );
  const account = expectOk(
    await callAs(
      t,
      withdrawalsEndpoints.receivingAccountAdd,
      token,
      {
        kind: 'bank',
        holderName: 'Maria Silva',
        institution: 'Banco Demo',
        number: 'PT50000201231234567890154',
        withdrawPassword: testWithdrawPassword,
      },
      null,
      host,
    ),
    withdrawalsEndpoints.receivingAccountAdd,
  );
  return account.accountId;
}

/** The member's main balance as text (`"123.45"`). */
export async function balanceOf(t: TestApp, memberId: string): Promise<string> {
  const [row] = await t.db.query<{ balance: string }>(
    `select coalesce((select (balance / 100.0)::numeric(20, 2)::text from ledger_account
       where owner_member_id = $1 and kind = 'main'), '0.00') as balance`,
    [memberId],
  );
  return row!.balance;
}
