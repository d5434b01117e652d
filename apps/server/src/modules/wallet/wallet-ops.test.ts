import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { newKey, walletKit, type WalletKit } from '../../testing/wallet-kit.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { houseAccount, houseBucketOf, memberAccount } from '../ledger/ledger.ts';
import { openOp, settleOp, type WalletOp } from './wallet-ops.ts';

let kit: WalletKit;
let merchant: Merchant;

beforeAll(async () => {
  kit = await walletKit();
  merchant = (await kit.t.app.platform.directory.byCode('demo'))!;
});
afterAll(async () => {
  await kit.t.close();
});

/** A member's balance in one of its wallets (null while the wallet was never opened). */
async function wallet(memberId: string, kind: 'main' | 'vendor'): Promise<bigint | null> {
  const [row] = await kit.t.db.query<{ balance: bigint }>(
    `select balance from ledger_account where owner_member_id = $1 and kind = $2`,
    [memberId, kind],
  );
  return row?.balance ?? null;
}

/** A pending transfer of 5.00 from the member's main wallet to AG: the money held. */
async function pendingTransferIn(memberId: string): Promise<WalletOp> {
  const key = newKey();
  const { op } = await kit.t.db.transaction((tx) =>
    openOp(tx, merchant, {
      memberId,
      kind: 'transfer_in',
      idempotencyKey: key,
      requestHash: key,
      amount: 500n,
      vendor: 'AG',
    }),
  );
  return op;
}

describe('portal_wallet_accounts', () => {
  it('finds or opens the accounts memberAccount and houseAccount find', async () => {
    const m = await kit.member();
    const vendorWallet = { merchantId: merchant.id, memberId: m.id, currency: 'BRL' } as const;
    const house = { merchantId: merchant.id, name: 'pair-test', currency: 'BRL', spread: m.id };
    const accounts = async (vendor: string | null, spread: string | undefined) => {
      const [row] = await kit.t.db.query<{ member: bigint; house: bigint }>(
        'select * from portal_wallet_accounts($1, $2, $3, $4, $5, $6)',
        [merchant.id, m.id, 'BRL', vendor, 'pair-test', houseBucketOf(spread)],
      );
      return row!;
    };
    const count = async () =>
      (
        await kit.t.db.query(
          `select id from ledger_account where owner_member_id = $1 or house_name = 'pair-test'`,
          [m.id],
        )
      ).length;
    expect(await count()).toBe(0);
    const made = await accounts('AG', m.id);
    expect(await count()).toBe(2);
    expect(made).toEqual({
      member: await memberAccount(kit.t.db, { ...vendorWallet, kind: 'vendor', vendor: 'AG' }),
      house: await houseAccount(kit.t.db, house),
    });
    // Found again, not opened again; then the member's main wallet and the house's bucket 0.
    expect(await accounts('AG', m.id)).toEqual(made);
    expect(await count()).toBe(2);
    const main = await accounts(null, undefined);
    expect(await count()).toBe(4);
    expect(main).toEqual({
      member: await memberAccount(kit.t.db, vendorWallet),
      house: await houseAccount(kit.t.db, { ...house, spread: undefined }),
    });
  });
});

describe('settleOp', () => {
  it('settles an operation once among concurrent settlements, opening its account', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 2_000n);
    const op = await pendingTransferIn(m.id);
    expect(await wallet(m.id, 'main')).toBe(1_500n);
    // The member's first transfer to the vendor: its vendor wallet does not exist yet.
    expect(await wallet(m.id, 'vendor')).toBeNull();

    const outcomes = ['posted', 'voided', 'posted', 'voided', 'posted', 'voided'] as const;
    const settled = await Promise.all(
      outcomes.map((outcome) => settleOp(kit.t.db, merchant, op, outcome)),
    );

    const winners = settled.filter((s) => s.changed);
    expect(winners).toHaveLength(1);
    const state = winners[0]!.op.state;
    // Every settlement answers the operation as it stands, the first one's outcome.
    for (const s of settled) expect(s.op).toMatchObject({ id: op.id, state });
    expect(settled.every((s) => s.op.settledAt !== null)).toBe(true);
    if (state === 'posted') {
      expect(await wallet(m.id, 'main')).toBe(1_500n);
      expect(await wallet(m.id, 'vendor')).toBe(500n);
    } else {
      expect(await wallet(m.id, 'main')).toBe(2_000n);
    }
    const [moves] = await kit.t.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_txn where idempotency_key like $1`,
      [`wop:${op.id}:%`],
    );
    expect(moves!.n).toBe(2); // the hold and one settlement
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('answers a settled operation as it is and moves nothing more', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 1_000n);
    const op = await pendingTransferIn(m.id);
    const voided = await settleOp(kit.t.db, merchant, op, 'voided', 'refused');
    expect(voided).toMatchObject({ changed: true, op: { state: 'voided', reason: 'refused' } });
    expect(await wallet(m.id, 'main')).toBe(1_000n);
    const again = await settleOp(kit.t.db, merchant, op, 'posted');
    expect(again).toMatchObject({ changed: false, op: { state: 'voided', reason: 'refused' } });
    expect(await wallet(m.id, 'main')).toBe(1_000n);
    expect(await wallet(m.id, 'vendor')).toBeNull();
  });

  it("refuses an operation the merchant does not have, another brand's included", async () => {
    const m = await kit.member();
    await kit.fund(m.id, 1_000n);
    const op = await pendingTransferIn(m.id);
    const otherId = await createSecondMerchant(kit.t);
    const otherMerchant = (await kit.t.app.platform.directory.byId(otherId))!;
    const refusal = settleOp(kit.t.db, otherMerchant, op, 'posted');
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ code: 'not_found' });
    const missing = settleOp(kit.t.db, merchant, { ...op, id: op.id + 1_000_000n }, 'posted');
    await expect(missing).rejects.toMatchObject({ code: 'not_found' });
    // Still pending, its money still held.
    expect(await wallet(m.id, 'main')).toBe(500n);
    expect(await settleOp(kit.t.db, merchant, op, 'posted')).toMatchObject({ changed: true });
  });
});
