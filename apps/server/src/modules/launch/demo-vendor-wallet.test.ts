import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../merchant/merchant.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DemoVendorWallet } from './demo-vendor-wallet.ts';

describe('DemoVendorWallet.move', () => {
  let t: TestApp;
  let merchant: Merchant;
  let memberId: string;
  let wallet: DemoVendorWallet;

  beforeAll(async () => {
    t = await createTestApp();
    merchant = (await t.app.platform.directory.byCode('demo'))!;
    memberId = await createMember(t, { account: 'vendor01' });
    wallet = new DemoVendorWallet(t.db, 'ZZ');
  });
  afterAll(async () => {
    await t.close();
  });

  const transfers = async () =>
    t.db.query<{ reference: string; direction: string; amount: bigint; balance_after: bigint }>(
      `select reference, direction, amount, balance_after from demo_vendor_transfer
       where vendor = 'ZZ' order by created_at, reference`,
    );

  it('opens the wallet on the first transfer and applies each reference once', async () => {
    const spec = { merchant, memberId, amount: 500n, idempotencyKey: 'ref-1' };
    expect(await wallet.move(spec, 'in')).toEqual({ balance: 500n, replayed: false });
    expect(await wallet.move(spec, 'in')).toEqual({ balance: 500n, replayed: true });
    expect(await wallet.move({ ...spec, amount: 200n, idempotencyKey: 'ref-2' }, 'out')).toEqual({
      balance: 300n,
      replayed: false,
    });
    expect(await wallet.balance({ merchant, memberId })).toBe(300n);
    expect(await transfers()).toEqual([
      { reference: 'ref-1', direction: 'in', amount: 500n, balance_after: 500n },
      { reference: 'ref-2', direction: 'out', amount: 200n, balance_after: 300n },
    ]);
    expect(await wallet.status({ merchant, idempotencyKey: 'ref-2', direction: 'out' })).toBe(
      'done',
    );
  });

  it('refuses another transfer under a used reference and an overdraft, changing nothing', async () => {
    const spec = { merchant, memberId, amount: 500n, idempotencyKey: 'ref-1' };
    await expect(wallet.move({ ...spec, amount: 501n }, 'in')).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
    await expect(wallet.move(spec, 'out')).rejects.toMatchObject({
      code: 'idempotency_mismatch',
    });
    await expect(
      wallet.move({ ...spec, amount: 301n, idempotencyKey: 'ref-3' }, 'out'),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await wallet.balance({ merchant, memberId })).toBe(300n);
    expect(await transfers()).toHaveLength(2);
    expect(await wallet.status({ merchant, idempotencyKey: 'ref-3', direction: 'out' })).toBe(
      'absent',
    );
  });

  it('applies concurrent replays of one reference once', async () => {
    const spec = { merchant, memberId, amount: 50n, idempotencyKey: 'ref-4' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => wallet.move(spec, 'in')));
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.balance))).toEqual(new Set([350n]));
    expect(await wallet.balance({ merchant, memberId })).toBe(350n);
  });
});
