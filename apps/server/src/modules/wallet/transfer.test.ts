import { catalogueOpsEndpoints } from '@portal/contract/games/ops';
import { walletEndpoints, walletOpsEndpoints } from '@portal/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { call } from '../../testing/accounts.ts';
import { operatorSession, ownerSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { AppError } from '../../http/app-error.ts';
import { memberChannel } from '../../realtime/realtime.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { recoverPending } from './recovery.ts';
import { newKey, walletKit, type WalletKit } from '../../testing/wallet-kit.ts';
import { walletServices } from './wallet-services.ts';

let kit: WalletKit;

beforeAll(async () => {
  kit = await walletKit({ config: {} });
});
afterAll(async () => {
  await kit.t.close();
});

describe('wallet balance, mode and transfers', () => {
  it('answers the balance and the wallet mode, and an operator switches the mode', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 12_345n);
    const balance = expectOk(
      await kit.call(walletEndpoints.balance, {}, { token: m.token }),
      walletEndpoints.balance,
    );
    expect(balance).toEqual({ balance: '123.45', currency: 'BRL', currencySymbol: 'R$' });
    const isSingle = async () =>
      expectOk(
        await kit.call(walletEndpoints.merchantWallet, {}, m),
        walletEndpoints.merchantWallet,
      ).isSingle;
    expect(await isSingle()).toBe(false);
    const owner = await ownerSession(kit.t);
    const setMode = (mode: string) =>
      call(kit.t, walletOpsEndpoints.opsModeSet, { mode }, { token: owner });
    expect(expectOk(await setMode('single'), walletOpsEndpoints.opsModeSet)).toEqual({
      mode: 'single',
    });
    expect(await isSingle()).toBe(true);
    expect(
      expectOk(
        await call(kit.t, walletOpsEndpoints.opsMode, {}, { token: owner }),
        walletOpsEndpoints.opsMode,
      ),
    ).toEqual({ mode: 'single' });
    expectError(
      await kit.transfer(m, { direction: 'in', vendor: 'AG', amount: '1.00' }),
      409,
      'single_wallet_mode',
    );
    expectOk(await setMode('transfer'), walletOpsEndpoints.opsModeSet);
    expect(await isSingle()).toBe(false);
    const health = expectOk(
      await call(kit.t, walletOpsEndpoints.opsHealth, {}, { token: owner }),
      walletOpsEndpoints.opsHealth,
    );
    expect(health).toMatchObject({
      invariants: { unbalancedCurrencies: 0, balanceMismatches: 0, negativeMemberBalances: 0 },
      pending: 0,
    });
    expectError(await call(kit.t, walletOpsEndpoints.opsHealth, {}), 401, 'in_no_login');
    expectError(
      await call(kit.t, walletOpsEndpoints.opsHealth, {}, { token: m.token }),
      401,
      'in_no_login',
    );
    expectError(
      await kit.call(walletEndpoints.balance, {}, { token: 'x'.repeat(43) }),
      401,
      'in_no_login',
    );
  });

  it('audits each switch of the mode, and refuses bad input and other roles', async () => {
    const audits = async () =>
      kit.t.db.query<{ operator_id: string | null; detail: Record<string, unknown> }>(
        `select operator_id::text as operator_id, detail from audit_log
         where action = 'wallet_mode' order by id`,
      );
    const before = (await audits()).length;
    const owner = await ownerSession(kit.t);
    const setMode = (input: Record<string, unknown>, token = owner) =>
      call(kit.t, walletOpsEndpoints.opsModeSet, input, { token });
    const missing = expectError(await setMode({}), 400, 'invalid_input');
    expect(Object.keys(missing.fields ?? {})).toEqual(['mode']);
    expectError(await setMode({ mode: 'both' }), 400, 'invalid_input');
    // Finance reads the dashboard but does not run the brand's system settings.
    const finance = await operatorSession(kit.t, 'finance');
    expectError(await setMode({ mode: 'single' }, finance), 403, 'forbidden');
    expectError(
      await call(kit.t, walletOpsEndpoints.opsMode, {}, { token: finance }),
      403,
      'forbidden',
    );
    expectOk(
      await call(kit.t, walletOpsEndpoints.opsHealth, {}, { token: finance }),
      walletOpsEndpoints.opsHealth,
    );
    expect(await audits()).toHaveLength(before);

    expectOk(await setMode({ mode: 'single' }), walletOpsEndpoints.opsModeSet);
    expectOk(await setMode({ mode: 'transfer' }), walletOpsEndpoints.opsModeSet);
    const rows = (await audits()).slice(before);
    expect(rows.map((row) => row.detail)).toEqual([
      { before: 'transfer', after: 'single' },
      { before: 'single', after: 'transfer' },
    ]);
    expect(rows.every((row) => row.operator_id !== null)).toBe(true);
  });

  it('moves money in and out of a vendor wallet and lists the transfers', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    const inOut = expectOk(
      await kit.transfer(m, { direction: 'in', vendor: 'AG', amount: '60.00' }),
      walletEndpoints.transfer,
    );
    expect(inOut.main).toBe('40.00');
    expect(inOut.transfers).toMatchObject([
      { vendor: 'AG', direction: 'in', amount: '60.00', status: 'posted' },
    ]);
    const out = expectOk(
      await kit.transfer(m, { direction: 'out', vendor: 'AG', amount: '10.5' }),
      walletEndpoints.transfer,
    );
    expect(out.main).toBe('50.50');
    const consolidated = expectOk(
      await kit.call(walletEndpoints.consolidated, {}, m),
      walletEndpoints.consolidated,
    );
    expect(consolidated.main).toBe('50.50');
    expect(consolidated.total).toBe('100.00');
    expect(consolidated.wallets.find((w) => w.vendor === 'AG')).toMatchObject({
      balance: '49.50',
      state: 'ok',
      pendingTransfer: false,
    });
    const list = expectOk(
      await kit.call(walletEndpoints.transfers, {}, m),
      walletEndpoints.transfers,
    );
    expect(list.total).toBe(2);
    expect(list.list.map((x) => x.direction)).toEqual(['out', 'in']);
    const onlyOther = expectOk(
      await kit.call(walletEndpoints.transfers, { vendor: 'MG' }, m),
      walletEndpoints.transfers,
    );
    expect(onlyOther.total).toBe(0);
    const recall = expectOk(
      await kit.transfer(m, { direction: 'recallAll' }),
      walletEndpoints.transfer,
    );
    expect(recall.main).toBe('100.00');
    expect(recall.transfers).toMatchObject([
      { vendor: 'AG', direction: 'out', amount: '49.50', status: 'posted' },
    ]);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('takes no transfer to a vendor the brand switched off, from the switch on', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    const owner = await ownerSession(kit.t);
    const switchWd = (enabled: boolean) =>
      call(
        kit.t,
        catalogueOpsEndpoints.opsCatalogueVendorSwitch,
        { vendorCode: 'WD', enabled },
        { token: owner },
      );
    const listed = async () =>
      expectOk(await kit.call(walletEndpoints.consolidated, {}, m), walletEndpoints.consolidated)
        .wallets.map((wallet) => wallet.vendor)
        .includes('WD');
    const moveIn = () => kit.transfer(m, { direction: 'in', vendor: 'WD', amount: '5.00' });

    // The transfer page's list and the transfer's own check, both read once and kept.
    expect(await listed()).toBe(true);
    expectOk(await moveIn(), walletEndpoints.transfer);
    expectOk(await switchWd(false), catalogueOpsEndpoints.opsCatalogueVendorSwitch);
    expect(await listed()).toBe(false);
    const refused = expectError(await moveIn(), 400, 'invalid_input');
    expect(refused.fields).toHaveProperty('vendor');
    expect(await kit.main(m.id)).toBe(9_500n);

    expectOk(await switchWd(true), catalogueOpsEndpoints.opsCatalogueVendorSwitch);
    expect(await listed()).toBe(true);
    expectOk(await moveIn(), walletEndpoints.transfer);
    expect(await kit.main(m.id)).toBe(9_000n);
  });

  it('records where a transfer spends its time, phase by phase, in the metrics', async () => {
    const counts = async () => {
      const metric = await kit.t.app.platform.metrics.transferPhase.get();
      const byPhase = new Map<string, number>();
      for (const value of metric.values) {
        if (value.metricName === 'wallet_transfer_phase_seconds_count') {
          byPhase.set(String(value.labels.phase), value.value);
        }
      }
      return byPhase;
    };
    const before = await counts();
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    expectOk(
      await kit.transfer(m, { direction: 'in', vendor: 'AG', amount: '5.00' }),
      walletEndpoints.transfer,
    );
    const after = await counts();
    const added = (phase: string) => (after.get(phase) ?? 0) - (before.get(phase) ?? 0);
    // One hold, one vendor call and one settlement; the answer's balance read and its stored
    // copy. The balance pushes run in the background, outside the transfer's phases.
    expect({
      checks: added('checks'),
      claim: added('claim'),
      hold: added('hold'),
      vendor: added('vendor'),
      settle: added('settle'),
      publish: added('publish'),
      answer: added('answer'),
    }).toEqual({ checks: 2, claim: 1, hold: 1, vendor: 1, settle: 1, publish: 0, answer: 2 });
  });

  it('pushes the new balance to the member’s tabs when a transfer moves money', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 3_000n);
    const [demo] = await kit.t.db.query<{ id: number }>(
      `select id from merchant where code = 'demo'`,
    );
    const events: string[] = [];
    const stop = await kit.t.pubsub.subscribe(memberChannel(demo!.id, m.id), (message) => {
      events.push(message);
    });
    const pushed = () => events.map((e) => JSON.parse(e) as unknown);
    expectOk(
      await kit.transfer(m, { direction: 'in', vendor: 'AG', amount: '10.00' }),
      walletEndpoints.transfer,
    );
    await expect.poll(pushed).toContainEqual({ type: 'balance', payload: { balance: '20.00' } });
    // Money coming back reaches the main wallet when the transfer settles: pushed then.
    expectOk(
      await kit.transfer(m, { direction: 'out', vendor: 'AG', amount: '4.00' }),
      walletEndpoints.transfer,
    );
    await expect.poll(pushed).toContainEqual({ type: 'balance', payload: { balance: '24.00' } });
    await stop();
    // Each push carried a new balance: the transfer in's settlement moved none.
    expect(pushed()).toEqual([
      { type: 'balance', payload: { balance: '20.00' } },
      { type: 'balance', payload: { balance: '24.00' } },
    ]);
  });

  it('refuses bad input, trial accounts and missing keys, changing nothing', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 1_000n);
    const bad = async (input: Record<string, unknown>, status: number, code: string) =>
      expectError(
        await kit.call(walletEndpoints.transfer, input, { ...m, key: newKey() }),
        status,
        code,
      );
    await bad({ direction: 'in', vendor: 'AG', amount: '10.001' }, 400, 'invalid_input');
    await bad({ direction: 'in', vendor: 'AG', amount: '0' }, 400, 'invalid_amount');
    await bad({ direction: 'in', vendor: 'AG' }, 400, 'invalid_input');
    await bad({ direction: 'in', amount: '1.00' }, 400, 'invalid_input');
    await bad({ direction: 'in', vendor: 'PGE', amount: '1.00' }, 400, 'invalid_input');
    await bad({ direction: 'in', vendor: 'AG', amount: '10.01' }, 409, 'insufficient_funds');
    await bad({ direction: 'out', vendor: 'AG', amount: '1.00' }, 409, 'insufficient_funds');
    await bad({ direction: 'sideways' }, 400, 'invalid_input');
    expectError(
      await kit.call(
        walletEndpoints.transfer,
        { direction: 'in', vendor: 'AG', amount: '1.00' },
        m,
      ),
      400,
      'idempotency_key_required',
    );
    expect(await kit.main(m.id)).toBe(1_000n);
    const trial = await kit.member({ trial: true });
    await kit.fund(trial.id, 1_000n);
    expectError(
      await kit.transfer(trial, { direction: 'in', vendor: 'AG', amount: '1.00' }),
      403,
      'in_need_true_account',
    );
    expectError(
      await kit.call(walletEndpoints.consolidated, {}, trial),
      403,
      'in_need_true_account',
    );
    expectError(await kit.call(walletEndpoints.transfers, {}, trial), 403, 'in_need_true_account');
  });

  it('keeps other members and other merchants out of sight', async () => {
    const a = await kit.member();
    const b = await kit.member();
    await kit.fund(a.id, 5_000n);
    expectOk(
      await kit.call(
        walletEndpoints.transfer,
        { direction: 'in', vendor: 'AG', amount: '20.00' },
        { ...a, key: 'shared-key' },
      ),
      walletEndpoints.transfer,
    );
    // The same key is another member's own key: no clash, no sight of a's transfer.
    expectError(
      await kit.call(
        walletEndpoints.transfer,
        { direction: 'in', vendor: 'AG', amount: '20.00' },
        { ...b, key: 'shared-key' },
      ),
      409,
      'insufficient_funds',
    );
    expect(
      expectOk(await kit.call(walletEndpoints.transfers, {}, b), walletEndpoints.transfers).total,
    ).toBe(0);
    expect(
      expectOk(await kit.call(walletEndpoints.consolidated, {}, b), walletEndpoints.consolidated)
        .total,
    ).toBe('0.00');
    await createSecondMerchant(kit.t, 'betawallet');
    // a's token is the demo merchant's: on another brand it is no session.
    expectError(
      await kit.call(walletEndpoints.transfers, {}, { ...a, host: 'betawallet.example' }),
      401,
      'in_no_login',
    );
    const c = await kit.member({ merchant: 'betawallet' });
    const seen = expectOk(
      await kit.call(walletEndpoints.transfers, {}, { ...c, host: 'betawallet.example' }),
      walletEndpoints.transfers,
    );
    expect(seen.total).toBe(0);
  });

  it('answers replays with the first result and refuses another body under the key', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    const key = newKey();
    const input = { direction: 'in', vendor: 'AG', amount: '100.00' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => kit.call(walletEndpoints.transfer, input, { ...m, key })),
    );
    const bodies = new Set(answers.map((res) => `${res.statusCode} ${res.body}`));
    expect(bodies.size).toBe(1);
    expect(answers[0]!.statusCode).toBe(200);
    expect(await kit.main(m.id)).toBe(0n);
    const [effects] = await kit.t.db.query<{ n: number }>(
      `select count(*)::int as n from wallet_op where member_id = $1`,
      [m.id],
    );
    expect(effects!.n).toBe(1);
    expectError(
      await kit.call(walletEndpoints.transfer, { ...input, amount: '99.00' }, { ...m, key }),
      409,
      'idempotency_mismatch',
    );
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('lets one of 30 concurrent transfers of the whole balance succeed', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 7_700n);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        kit.transfer(m, { direction: 'in', vendor: i % 2 ? 'AG' : 'MG', amount: '77.00' }),
      ),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expect(['insufficient_funds', 'transfer_pending']).toContain(res.json().code);
    expect(await kit.main(m.id)).toBe(0n);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('voids a transfer the vendor refuses, and recovers one the vendor never answered', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 5_000n);
    let restore = kit.stubVendor('AG', {
      transferIn: async () => {
        throw new AppError('insufficient_funds');
      },
    });
    const refused = expectOk(
      await kit.transfer(m, { direction: 'in', vendor: 'AG', amount: '10.00' }),
      walletEndpoints.transfer,
    );
    restore();
    expect(refused.transfers[0]!.status).toBe('voided');
    expect(await kit.main(m.id)).toBe(5_000n);

    // The vendor applies the transfer but its answer never comes back.
    const real = walletServices(kit.t.app.platform).adapterFor('AG');
    let applied: Promise<unknown> | undefined;
    restore = kit.silentVendor('AG', {
      transferIn: async (spec) => {
        applied = real.transferIn(spec);
        await applied;
        return new Promise(() => undefined);
      },
      balance: async () => {
        throw new Error('vendor down');
      },
    });
    const stuck = expectOk(
      await kit.transfer(m, { direction: 'in', vendor: 'AG', amount: '20.00' }),
      walletEndpoints.transfer,
    );
    expect(stuck.transfers[0]!.status).toBe('pending');
    expect(stuck.main).toBe('30.00');
    const view = expectOk(
      await kit.call(walletEndpoints.consolidated, {}, m),
      walletEndpoints.consolidated,
    );
    expect(view.wallets.find((w) => w.vendor === 'AG')).toMatchObject({
      state: 'unavailable',
      pendingTransfer: true,
      balance: '0.00',
    });
    expectError(
      await kit.transfer(m, { direction: 'in', vendor: 'AG', amount: '1.00' }),
      409,
      'transfer_pending',
    );
    restore();
    // The recovery asks the vendor, which must have applied the transfer by then.
    await applied;
    await recoverPending(kit.t.app.platform, kit.t.app.log, { olderThanSeconds: 0 });
    const after = expectOk(
      await kit.call(walletEndpoints.transfers, { vendor: 'AG' }, m),
      walletEndpoints.transfers,
    );
    expect(after.list[0]).toMatchObject({ status: 'posted', amount: '20.00' });

    // A transfer the vendor never received is voided by the recovery: the money comes home.
    restore = kit.silentVendor('AG', { transferIn: () => new Promise(() => undefined) });
    expectOk(
      await kit.transfer(m, { direction: 'in', vendor: 'AG', amount: '5.00' }),
      walletEndpoints.transfer,
    );
    restore();
    expect(await kit.main(m.id)).toBe(2_500n);
    await recoverPending(kit.t.app.platform, kit.t.app.log, { olderThanSeconds: 0 });
    expect(await kit.main(m.id)).toBe(3_000n);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });
});
