import { depositsEndpoints, depositsOpsEndpoints } from '@portal/contract/deposits';
import { formatMinor, parseMinor } from '@portal/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession, ownerSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { newKey, walletKit, type WalletKit } from '../../testing/wallet-kit.ts';
import { recoverPending } from '../wallet/recovery.ts';

const list = depositsOpsEndpoints.opsDeposits;

let kit: WalletKit;
/** The demo brand's owner. */
let token: string;

interface Member {
  id: string;
  token: string;
  account: string;
}

/** The deposits every test reads, made in this order (so newest last). */
const made: Array<{ depositId: string; reference: string; member: Member }> = [];
let ana: Member;
let bia: Member;
/** The demo brand's seeded deposits, there before this file made any. */
let base: { count: number; paidCount: number; paidAmount: string };

async function member(): Promise<Member> {
  const m = await kit.member();
  const [row] = await kit.t.db.query<{ account: string }>(
    'select account from member where id = $1',
    [m.id],
  );
  return { ...m, account: row!.account };
}

/** A deposit through the demo provider's checkout, the way a member makes one. */
async function deposit(m: Member, channelId: string, amount: string, outcome?: string) {
  const created = expectOk(
    await kit.call(depositsEndpoints.depositCreate, { channelId, amount }, { ...m, key: newKey() }),
    depositsEndpoints.depositCreate,
  );
  if (outcome !== undefined) {
    const pressed = await kit.t.app.inject({
      method: 'POST',
      url: created.checkoutUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    expect(pressed.statusCode).toBe(303);
  }
  const reference = created.checkoutUrl!.split('/').pop()!;
  made.push({ depositId: created.depositId, reference, member: m });
  return reference;
}

const read = async (input: Record<string, unknown> = {}, as = token) =>
  expectOk(await call(kit.t, list, input, { token: as }), list);
const ids = (value: { items: { depositId: string }[] }) => value.items.map((d) => d.depositId);
/** The ids of `made` at these positions, newest first. */
const madeIds = (...at: number[]) => at.map((i) => made[i]!.depositId);
/** The seeded totals and this file's deposits together. */
const plusBase = (count: number, paidCount: number, paidAmount: string) => ({
  count: base.count + count,
  paidCount: base.paidCount + paidCount,
  paidAmount: formatMinor(parseMinor(base.paidAmount, 2) + parseMinor(paidAmount, 2), 2),
});

beforeAll(async () => {
  kit = await walletKit();
  await createSecondMerchant(kit.t, 'betadeps');
  token = await ownerSession(kit.t);
  base = (await read()).totals;
  ana = await member();
  bia = await member();
  await deposit(ana, 'pix-demo', '150.00', 'paid'); // 0
  await deposit(ana, 'card-demo', '20.00', 'failed'); // 1
  await deposit(bia, 'pix-demo', '10.00'); // 2: pending
  const late = await deposit(bia, 'pix-demo', '12.50'); // 3: expires
  await deposit(bia, 'card-demo', '40.25', 'paid'); // 4
  // The demo provider lets a checkout lapse only after its time; the recovery job then asks it.
  await kit.t.db.query(
    `update demo_payment set expires_at = now() - interval '1 second' where reference = $1`,
    [late],
  );
  await recoverPending(kit.t.app.platform, kit.t.app.log, { olderThanSeconds: 0 });
});
afterAll(async () => {
  await kit.t.close();
});

describe('operator deposits list', () => {
  it('lists the brand’s deposits newest first, with the totals of the selection', async () => {
    const value = await read({ pageSize: 100 });
    expect(ids(value).slice(0, 5)).toEqual(madeIds(4, 3, 2, 1, 0));
    expect(value).toMatchObject({ total: base.count + 5, pageNum: 1 });
    expect(value.totals).toEqual(plusBase(5, 2, '190.25'));
    expect(value.items.slice(0, 5).map((d) => d.status)).toEqual([
      'paid',
      'expired',
      'pending',
      'failed',
      'paid',
    ]);
    const paid = value.items[4]!;
    expect(paid).toMatchObject({
      memberId: ana.id,
      memberAccount: ana.account,
      channelId: 'pix-demo',
      channelName: 'PIX (demo)',
      provider: 'demo',
      amount: '150.00',
      currency: 'BRL',
      providerRef: made[0]!.reference,
    });
    expect(paid.settledAt).not.toBeNull();
    // The credit of the member's main wallet is that ledger transaction.
    const [credit] = await kit.t.db.query<{ txn_id: bigint }>(
      `select e.txn_id from ledger_entry e join ledger_account a on a.id = e.account_id
       join ledger_txn x on x.id = e.txn_id
       where a.owner_member_id = $1 and a.kind = 'main' and x.kind = 'deposit'`,
      [ana.id],
    );
    expect(paid.ledgerTxnId).toBe(credit!.txn_id.toString());
    const pending = value.items[2]!;
    expect(pending).toMatchObject({ settledAt: null, ledgerTxnId: null });
    expect(value.items[3]).toMatchObject({ channelName: 'Card (demo)', ledgerTxnId: null });
  });

  it('filters by status and by member account, whatever its case', async () => {
    const byStatus = async (m: Member, status: string) =>
      ids(await read({ status, member: m.account }));
    expect(await byStatus(ana, 'paid')).toEqual(madeIds(0));
    expect(await byStatus(ana, 'failed')).toEqual(madeIds(1));
    expect(await byStatus(bia, 'paid')).toEqual(madeIds(4));
    expect(await byStatus(bia, 'pending')).toEqual(madeIds(2));
    expect(await byStatus(bia, 'expired')).toEqual(madeIds(3));
    expect(await byStatus(bia, 'failed')).toEqual([]);
    // The seeded deposits are all paid: every other status holds only this file's.
    expect(ids(await read({ status: 'expired' }))).toEqual(madeIds(3));
    const paid = await read({ status: 'paid', pageSize: 100 });
    expect(ids(paid).slice(0, 2)).toEqual(madeIds(4, 0));
    expect(paid.items.every((d) => d.status === 'paid')).toBe(true);
    expect(paid.totals).toEqual(plusBase(2, 2, '190.25'));
    const bias = await read({ member: bia.account.toUpperCase() });
    expect(ids(bias)).toEqual(madeIds(4, 3, 2));
    expect(bias.totals).toEqual({ count: 3, paidCount: 1, paidAmount: '40.25' });
    const anaPaid = await read({ member: ana.account, status: 'paid' });
    expect(ids(anaPaid)).toEqual(madeIds(0));
    expect(anaPaid.totals).toEqual({ count: 1, paidCount: 1, paidAmount: '150.00' });
    const nobody = await read({ member: 'nobody' });
    expect(nobody).toMatchObject({ items: [], total: 0, totalPages: 0 });
    expect(nobody.totals).toEqual({ count: 0, paidCount: 0, paidAmount: '0.00' });
  });

  it('pages the list and keeps the totals of the whole selection', async () => {
    const page = (pageNo: number) => read({ member: bia.account, pageSize: 2, pageNo });
    expect(ids(await page(1))).toEqual(madeIds(4, 3));
    const second = await page(2);
    expect(ids(second)).toEqual(madeIds(2));
    expect(second).toMatchObject({ total: 3, pageNum: 2, totalPages: 2 });
    expect(second.totals).toEqual({ count: 3, paidCount: 1, paidAmount: '40.25' });
    const past = await page(9);
    expect(past.items).toEqual([]);
    expect(past.totals.count).toBe(3);
    const seeded = await read({ pageSize: 1 });
    expect(seeded).toMatchObject({ total: base.count + 5, totalPages: base.count + 5 });
  });

  it('reads days in the brand’s time zone', async () => {
    // The provider flow stamps the database's clock; the test places two deposits on either
    // side of a midnight in São Paulo (UTC-3): 23:30 on the 9th and 00:30 on the 10th.
    const move = (at: number, iso: string) =>
      kit.t.db.query('update wallet_op set created_at = $2 where id = $1', [
        made[at]!.depositId,
        iso,
      ]);
    await move(1, '2024-03-10T02:30:00Z');
    await move(2, '2024-03-10T03:30:00Z');
    const days = async (startDate: string, endDate: string) =>
      ids(await read({ startDate, endDate }));
    expect(await days('2024-03-09', '2024-03-09')).toEqual(madeIds(1));
    expect(await days('2024-03-10', '2024-03-10')).toEqual(madeIds(2));
    expect(await days('2024-03-09', '2024-03-10')).toEqual(madeIds(2, 1));
    // Either end may stay open.
    expect(ids(await read({ member: ana.account, endDate: '2024-03-10' }))).toEqual(madeIds(1));
    expect(ids(await read({ member: bia.account, startDate: '2024-03-11' }))).toEqual(
      madeIds(4, 3),
    );
    const totals = (await read({ startDate: '2024-03-09', endDate: '2024-03-10' })).totals;
    expect(totals).toEqual({ count: 2, paidCount: 0, paidAmount: '0.00' });
  });
});

describe('operator deposits access', () => {
  it('needs deposits.read', async () => {
    expectError(
      await call(kit.t, list, {}, { token: await operatorSession(kit.t, 'content') }),
      403,
      'forbidden',
    );
    expect((await read({}, await operatorSession(kit.t, 'support'))).total).toBe(base.count + 5);
    expect((await read({}, await operatorSession(kit.t, 'finance'))).total).toBe(base.count + 5);
  });

  it('keeps a brand operator to its own brand', async () => {
    const betaOwner = await operatorSession(kit.t, 'owner', 'betadeps');
    expectError(await call(kit.t, list, {}, { token: betaOwner }), 403, 'forbidden');
    const own = expectOk(
      await call(kit.t, list, {}, { token: betaOwner, host: 'betadeps.example' }),
      list,
    );
    expect(own).toMatchObject({ items: [], total: 0, totals: { count: 0, paidAmount: '0.00' } });
    // A platform operator reads whichever brand it calls on.
    const platform = await operatorSession(kit.t, 'owner', null);
    expect((await read({}, platform)).total).toBe(base.count + 5);
  });

  it('refuses bad input with 400', async () => {
    const bad = async (input: Record<string, unknown>, code = 'invalid_input') =>
      expectError(await call(kit.t, list, input, { token }), 400, code);
    await bad({ pageSize: 1000 });
    await bad({ pageSize: 0 });
    await bad({ pageNo: 0 });
    await bad({ status: 'refunded' });
    await bad({ member: 'x'.repeat(65) });
    await bad({ startDate: '10/03/2024' });
    const impossible = await bad({ endDate: '2024-02-30' });
    expect(Object.keys(impossible.fields ?? {})).toEqual(['endDate']);
    await bad({ startDate: '2024-03-10', endDate: '2024-03-09' }, 'date_range_invalid');
  });
});
