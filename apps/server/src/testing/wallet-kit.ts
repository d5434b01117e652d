import { randomBytes, randomUUID } from 'node:crypto';
import type { Endpoint } from '@portal/contract/endpoint';
import { parseMinor } from '@portal/contract/money';
import { sessionEndpoints } from '@portal/contract/session';
import { walletEndpoints } from '@portal/contract/wallet';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import type { LightMyRequestResponse } from 'fastify';
import { tokenHash } from '../auth/session.ts';
import type { VendorAdapter } from '../modules/launch/vendor-adapter.ts';
import {
  houseAccount,
  mainBalance,
  memberAccount,
  postTransfer,
} from '../modules/ledger/ledger.ts';
import { walletServices } from '../modules/wallet/wallet-services.ts';
import { call, createMember, loginOk } from './accounts.ts';
import { expectOk } from './expect-ok.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/**
 * The money test kit, one for every wallet, deposit, withdrawal, upline and history suite:
 * members made the way players are (a real account and a real login, or a real trial account),
 * money put in through the ledger, and calls through the contract with an `Idempotency-Key`.
 */

/** A fresh idempotency key. */
export const newKey = () => `k-${randomBytes(8).toString('hex')}`;

/** The password of every member the kit makes. */
export const testPassword = 'secret99';

/** The withdrawal password `readyToWithdraw` sets. */
export const testWithdrawPassword = '246810';

let counter = 0;

async function merchantOf(t: TestApp, code: string) {
  const [row] = await t.db.query<{ id: number; currency: string; currency_scale: number }>(
    'select id, currency, currency_scale from merchant where code = $1',
    [code],
  );
  if (!row) throw new Error(`no merchant ${code}`);
  return { id: row.id, currency: row.currency, scale: Number(row.currency_scale) };
}

/**
 * Credits a member's main wallet from the house `seed` account (a `seed` transaction, as the
 * demo data's balances are): `amount` is a decimal string at the merchant's scale or minor units.
 */
export async function credit(
  t: TestApp,
  memberId: string,
  amount: string | bigint,
  merchantCode = 'demo',
): Promise<void> {
  const m = await merchantOf(t, merchantCode);
  const minor = typeof amount === 'bigint' ? amount : parseMinor(amount, m.scale);
  await t.db.transaction(async (tx) => {
    const spec = { merchantId: m.id, currency: m.currency };
    await postTransfer(tx, {
      merchantId: m.id,
      kind: 'seed',
      idempotencyKey: `test-credit:${randomUUID()}`,
      entries: [
        { accountId: await memberAccount(tx, { ...spec, memberId }), amount: minor },
        {
          accountId: await houseAccount(tx, { ...spec, name: 'seed' }),
          amount: -minor,
        },
      ],
    });
  });
}

/** A new member with a balance (a decimal string), logged in for real. */
export async function fundedMember(
  t: TestApp,
  account: string,
  balance: string,
  options: { merchantCode?: string; host?: string } = {},
): Promise<{ id: string; token: string }> {
  const id = await createMember(t, {
    account,
    password: testPassword,
    merchantCode: options.merchantCode,
  });
  if (balance !== '0') await credit(t, id, balance, options.merchantCode);
  const { token } = await loginOk(
    t,
    account,
    testPassword,
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

/** A member with `balance` who asked for a withdrawal of `amount`, and the withdrawal. */
export async function withdrawingMember(
  t: TestApp,
  account: string,
  balance: string,
  amount: string,
) {
  const member = await fundedMember(t, account, balance);
  const accountId = await readyToWithdraw(t, member.token);
  const w = expectOk(
    await callAs(t, withdrawalsEndpoints.withdraw, member.token, {
      accountId,
      amount,
      withdrawPassword: testWithdrawPassword,
    }),
    withdrawalsEndpoints.withdraw,
  );
  return { ...member, w };
}

/** Sets the withdrawal password and adds a bank account; returns the account id. */
export async function readyToWithdraw(t: TestApp, token: string, host?: string): Promise<string> {
  const { withdrawPassword, receivingAccountAdd } = withdrawalsEndpoints;
  expectOk(
    await callAs(
      t,
      withdrawPassword,
      token,
      { newPassword: testWithdrawPassword, confirmPassword: testWithdrawPassword },
      null,
      host,
    ),
    withdrawPassword,
  );
  const input = {
    kind: 'bank',
    holderName: 'Maria Silva',
    institution: 'Banco Demo',
    number: 'PT50000201231234567890154',
    withdrawPassword: testWithdrawPassword,
  };
  return expectOk(
    await callAs(t, receivingAccountAdd, token, input, null, host),
    receivingAccountAdd,
  ).accountId;
}

/** The member's main balance of the demo merchant as text (`"123.45"`). */
export async function balanceOf(t: TestApp, memberId: string): Promise<string> {
  const [row] = await t.db.query<{ balance: string }>(
    `select coalesce((select (balance / 100.0)::numeric(20, 2)::text from ledger_account
       where owner_member_id = $1 and kind = 'main'), '0.00') as balance`,
    [memberId],
  );
  return row!.balance;
}

/** Replaces one vendor's adapter until the returned function restores it. */
export function stubVendor(t: TestApp, vendor: string, patch: Partial<VendorAdapter>): () => void {
  const services = walletServices(t.app.platform);
  const original = services.adapterFor;
  services.adapterFor = (code) =>
    code === vendor ? { ...original(code), ...patch } : original(code);
  return () => {
    services.adapterFor = original;
  };
}

/**
 * A vendor stub whose calls never answer, with the wait for an answer cut to 300 ms until the
 * stub is restored: the request gives up on a silent vendor quickly, while a vendor that does
 * answer keeps the configured wait, however slow the machine.
 */
export function silentVendor(
  t: TestApp,
  vendor: string,
  patch: Partial<VendorAdapter>,
): () => void {
  const restore = stubVendor(t, vendor, patch);
  const wait = t.config.wallet.vendorTimeoutMs;
  t.config.wallet.vendorTimeoutMs = 300;
  return () => {
    restore();
    t.config.wallet.vendorTimeoutMs = wait;
  };
}

/** The kit bound to one app, for suites that share it across tests. */
export interface WalletKit {
  t: TestApp;
  /** A new member of a merchant, logged in; `trial` makes a real trial (free-play) account. */
  member(spec?: { merchant?: string; trial?: boolean }): Promise<{ id: string; token: string }>;
  /** Credits a member's main wallet (minor units). */
  fund(memberId: string, amount: bigint, merchant?: string): Promise<void>;
  call(
    endpoint: Endpoint,
    input: Record<string, unknown>,
    options: { token: string; key?: string; host?: string },
  ): Promise<LightMyRequestResponse>;
  /** `GCS_walletTransfer` under a fresh idempotency key. */
  transfer(
    member: { token: string },
    body: { direction: 'in' | 'out' | 'recallAll'; vendor?: string; amount?: string },
  ): Promise<LightMyRequestResponse>;
  /** A member's main-wallet balance of the demo merchant (minor units). */
  main(memberId: string): Promise<bigint>;
  stubVendor(vendor: string, patch: Partial<VendorAdapter>): () => void;
  /** A stub for calls that never answer, waited on briefly (`silentVendor`). */
  silentVendor(vendor: string, patch: Partial<VendorAdapter>): () => void;
}

/** A test app with the kit bound to it. */
export async function walletKit(options: TestAppOptions = {}): Promise<WalletKit> {
  const t = await createTestApp(options);
  const kit: WalletKit = {
    t,
    async member(spec = {}) {
      const merchantCode = spec.merchant ?? 'demo';
      // Brands made by `createSecondMerchant` answer on `<code>.example`.
      const host = merchantCode === 'demo' ? undefined : `${merchantCode}.example`;
      if (spec.trial) {
        counter += 1;
        // Each trial comes from its own address: the free-play limit counts per address.
        const ip = `198.51.100.${counter % 250}`;
        const value = expectOk(
          await call(t, sessionEndpoints.freeplay, {}, { ip, ...(host ? { host } : {}) }),
          sessionEndpoints.freeplay,
        );
        const token = value.token!;
        const [row] = await t.db.query<{ id: string }>(
          'select member_id::text as id from member_session where token_hash = $1',
          [tokenHash(token)],
        );
        return { id: row!.id, token };
      }
      counter += 1;
      // Short enough for any brand's username rule (the second test brand allows 9).
      const account = `w${counter % 1000}${randomBytes(2).toString('hex')}`;
      return fundedMember(t, account, '0', { merchantCode, ...(host ? { host } : {}) });
    },
    fund: (memberId, amount, merchant = 'demo') => credit(t, memberId, amount, merchant),
    transfer: (member, body) =>
      kit.call(walletEndpoints.transfer, body, { token: member.token, key: newKey() }),
    async main(memberId) {
      const m = await merchantOf(t, 'demo');
      return mainBalance(t.db, { merchantId: m.id, memberId, currency: m.currency });
    },
    stubVendor: (vendor, patch) => stubVendor(t, vendor, patch),
    silentVendor: (vendor, patch) => silentVendor(t, vendor, patch),
    call: (endpoint, input, options) =>
      callAs(t, endpoint, options.token, input, options.key ?? null, options.host),
  };
  return kit;
}
