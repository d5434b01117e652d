import { randomBytes } from 'node:crypto';
import type { Endpoint } from '@portal/contract/endpoint';
import { walletEndpoints } from '@portal/contract/wallet';
import type { LightMyRequestResponse } from 'fastify';
import { tokenHash, type Session } from '../../auth/session.ts';
import { createMember } from '../../testing/accounts.ts';
import { fakeSession } from '../../testing/fake-session.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../../testing/test-app.ts';
import type { VendorAdapter } from '../launch/vendor-adapter.ts';
import { houseAccount, mainBalance, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { walletServices } from './wallet-services.ts';

/**
 * Test kit of the wallet suites: an app whose bearer tokens map to sessions made here (no
 * password hashing per member), members with money, and calls with an `Idempotency-Key`.
 */
export interface WalletKit {
  t: TestApp;
  /** A new member of a merchant with a session token; `trial` makes a trial account. */
  member(spec?: { merchant?: string; trial?: boolean }): Promise<{ id: string; token: string }>;
  /** Credits a member's main wallet from the house `test-funding` account (minor units). */
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
  /** Replaces one vendor's adapter until the returned function restores it. */
  stubVendor(vendor: string, patch: Partial<VendorAdapter>): () => void;
}

let counter = 0;

export async function walletKit(options: TestAppOptions = {}): Promise<WalletKit> {
  const sessions = new Map<string, Session>();
  const t = await createTestApp({
    ...options,
    sessions: { resolve: async (hash) => sessions.get(hash) ?? null },
  });
  const merchantIdOf = async (code: string) => {
    const [row] = await t.db.query<{ id: number }>('select id from merchant where code = $1', [
      code,
    ]);
    return row!.id;
  };
  const kit: WalletKit = {
    t,
    async member(spec = {}) {
      const code = spec.merchant ?? 'demo';
      counter += 1;
      const account = `wk${process.pid % 1000}${counter}${randomBytes(2).toString('hex')}`;
      const id = await createMember(t, {
        account,
        merchantCode: code,
        password: null,
        ...(spec.trial ? { type: t.config.trialType } : {}),
      });
      const token = randomBytes(32).toString('base64url');
      sessions.set(tokenHash(token), {
        ...fakeSession({ id: `s${id}`, merchantId: await merchantIdOf(code), memberId: id }),
        isTrial: spec.trial === true,
        memberType: spec.trial ? t.config.trialType : 0,
      });
      return { id, token };
    },
    async fund(memberId, amount, merchant = 'demo') {
      const merchantId = await merchantIdOf(merchant);
      const [m] = await t.db.query<{ currency: string }>(
        'select currency from merchant where id = $1',
        [merchantId],
      );
      await t.db.transaction(async (tx) => {
        const spec = { merchantId, currency: m!.currency };
        await postTransfer(tx, {
          merchantId,
          kind: 'adjustment',
          idempotencyKey: `fund:${randomBytes(8).toString('hex')}`,
          entries: [
            { accountId: await memberAccount(tx, { ...spec, memberId }), amount },
            {
              accountId: await houseAccount(tx, { ...spec, name: 'test-funding' }),
              amount: -amount,
            },
          ],
        });
      });
    },
    transfer(member, body) {
      return kit.call(walletEndpoints.transfer, body, { token: member.token, key: newKey() });
    },
    async main(memberId) {
      const merchantId = await merchantIdOf('demo');
      return mainBalance(t.db, { merchantId, memberId, currency: 'BRL' });
    },
    stubVendor(vendor, patch) {
      const services = walletServices(t.app.platform);
      const original = services.adapterFor;
      services.adapterFor = (code) =>
        code === vendor ? { ...original(code), ...patch } : original(code);
      return () => {
        services.adapterFor = original;
      };
    },
    call(endpoint, input, options) {
      const query = endpoint.inputFrom === 'query';
      return t.app.inject({
        method: endpoint.method,
        url: query
          ? `${endpoint.path}?${new URLSearchParams(input as Record<string, string>).toString()}`
          : endpoint.path,
        headers: {
          host: options.host ?? 'localhost',
          'x-language': 'EN',
          authorization: `Bearer ${options.token}`,
          ...(options.key ? { 'idempotency-key': options.key } : {}),
        },
        ...(query ? {} : { payload: input }),
      });
    },
  };
  return kit;
}

/** A fresh idempotency key. */
export const newKey = () => `k-${randomBytes(8).toString('hex')}`;
