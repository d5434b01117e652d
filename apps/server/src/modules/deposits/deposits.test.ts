import { depositsEndpoints } from '@portal/contract/deposits';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSecret, signWebhook } from '../../gateways/payments/payment-secret.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { recoverPending } from '../wallet/recovery.ts';
import { newKey, walletKit, type WalletKit } from '../../testing/wallet-kit.ts';

let kit: WalletKit;

beforeAll(async () => {
  kit = await walletKit();
});
afterAll(async () => {
  await kit.t.close();
});

async function demoId() {
  const [m] = await kit.t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
  return m!.id;
}
const referenceOf = (checkoutUrl: string | null) => checkoutUrl!.split('/').pop()!;

/** Presses a button on the demo checkout page, as the member's browser would. */
function press(checkoutUrl: string, outcome: string) {
  return kit.t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

describe('deposits with the demo provider', () => {
  it('lists the demo channels with limits and presets', async () => {
    const m = await kit.member();
    const value = expectOk(
      await kit.call(depositsEndpoints.depositChannels, {}, m),
      depositsEndpoints.depositChannels,
    );
    expect(value.currency).toBe('BRL');
    expect(value.channels).toEqual([
      expect.objectContaining({
        channelId: 'pix-demo',
        name: 'PIX (demo)',
        minAmount: '10.00',
        maxAmount: '50000.00',
      }),
      expect.objectContaining({
        channelId: 'card-demo',
        name: 'Card (demo)',
        minAmount: '20.00',
        maxAmount: '10000.00',
        turnoverPercent: 100,
      }),
    ]);
    expect(value.channels[0]!.presets).toContain('100.00');
    expect(value.channels[0]!.turnoverPercent).toBe(0);
  });

  it('pays a deposit through the hosted checkout and the signed webhook, once', async () => {
    const m = await kit.member();
    const created = expectOk(
      await kit.call(
        depositsEndpoints.depositCreate,
        { channelId: 'pix-demo', amount: '150.00' },
        { ...m, key: newKey() },
      ),
      depositsEndpoints.depositCreate,
    );
    expect(created).toMatchObject({ status: 'pending', amount: '150.00', channelId: 'pix-demo' });
    const page = await kit.t.app.inject({ method: 'GET', url: `${created.checkoutUrl!}?lang=EN` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo payment provider — no real money moves');
    expect(page.body).toContain('R$ 150.00');
    const paid = await press(created.checkoutUrl!, 'paid');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/member?mcPage=depositv2&depositId=${created.depositId}`);
    expect(await kit.main(m.id)).toBe(15_000n);
    const got = expectOk(
      await kit.call(depositsEndpoints.depositGet, { depositId: created.depositId }, m),
      depositsEndpoints.depositGet,
    );
    expect(got).toMatchObject({ status: 'paid', checkoutUrl: null });
    // Pressing again or replaying the webhook changes nothing.
    expect((await press(created.checkoutUrl!, 'failed')).statusCode).toBe(303);
    await recoverPending(kit.t.app.platform, kit.t.app.log, { olderThanSeconds: 0 });
    expect(await kit.main(m.id)).toBe(15_000n);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('adds the channel’s turnover to what must be bet before withdrawing, once', async () => {
    const m = await kit.member();
    const settings = async () =>
      expectOk(
        await kit.call(withdrawalsEndpoints.withdrawSettings, {}, m),
        withdrawalsEndpoints.withdrawSettings,
      );
    const deposit = async (channelId: string, amount: string) => {
      const created = expectOk(
        await kit.call(
          depositsEndpoints.depositCreate,
          { channelId, amount },
          { ...m, key: newKey() },
        ),
        depositsEndpoints.depositCreate,
      );
      expect((await press(created.checkoutUrl!, 'paid')).statusCode).toBe(303);
      // A second report of the same payment adds nothing.
      expect((await press(created.checkoutUrl!, 'paid')).statusCode).toBeLessThan(500);
    };
    await deposit('pix-demo', '40.00');
    expect(await settings()).toMatchObject({ turnoverRemaining: '0.00', available: '40.00' });
    await deposit('card-demo', '60.00');
    expect(await kit.main(m.id)).toBe(10_000n);
    expect(await settings()).toMatchObject({ turnoverRemaining: '60.00', available: '40.00' });
    const rows = await kit.t.db.query<{ amount: bigint; source: string }>(
      'select amount, source from turnover_requirement where member_id = $1',
      [m.id],
    );
    expect(rows).toEqual([{ amount: 6000n, source: 'deposit' }]);
  });

  it('voids a failed payment and keeps the member’s return path', async () => {
    const m = await kit.member();
    const created = expectOk(
      await kit.call(
        depositsEndpoints.depositCreate,
        { channelId: 'card-demo', amount: '20', returnUrl: '/member?mcPage=depositv2' },
        { ...m, key: newKey() },
      ),
      depositsEndpoints.depositCreate,
    );
    const failed = await press(created.checkoutUrl!, 'failed');
    expect(failed.headers.location).toBe('/member?mcPage=depositv2');
    const got = expectOk(
      await kit.call(depositsEndpoints.depositGet, { depositId: created.depositId }, m),
      depositsEndpoints.depositGet,
    );
    expect(got.status).toBe('failed');
    expect(await kit.main(m.id)).toBe(0n);
  });

  it('checks the webhook signature, amount and currency', async () => {
    const m = await kit.member();
    const created = expectOk(
      await kit.call(
        depositsEndpoints.depositCreate,
        { channelId: 'pix-demo', amount: '10.00' },
        { ...m, key: newKey() },
      ),
      depositsEndpoints.depositCreate,
    );
    const secret = await paymentSecret(kit.t.db, await demoId(), 'demo');
    const body = (amount: string, currency = 'BRL') =>
      JSON.stringify({
        merchant: 'demo',
        reference: referenceOf(created.checkoutUrl),
        depositId: created.depositId,
        status: 'paid',
        amount,
        currency,
        scale: 2,
      });
    const send = (raw: string, signature: string) =>
      kit.t.app.inject({
        method: 'POST',
        url: '/wps/wallet/deposit/webhook/demo',
        headers: { 'content-type': 'application/json', 'x-demo-signature': signature },
        payload: raw,
      });
    expectError(await send(body('10.00'), 'bad'), 401, 'invalid_signature');
    expectError(
      await send(body('10.00'), signWebhook('x'.repeat(64), body('10.00'))),
      401,
      'invalid_signature',
    );
    expectError(
      await send(body('1000.00'), signWebhook(secret, body('1000.00'))),
      400,
      'invalid_input',
    );
    expectError(
      await send(body('10.00', 'EUR'), signWebhook(secret, body('10.00', 'EUR'))),
      400,
      'invalid_input',
    );
    expect(await kit.main(m.id)).toBe(0n);
    const good = body('10.00');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(good, signWebhook(secret, good))),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(await kit.main(m.id)).toBe(1_000n);
  });

  it('refuses bad amounts, bad channels, foreign return paths and trial accounts', async () => {
    const m = await kit.member();
    const bad = async (input: Record<string, unknown>, status: number, code: string) =>
      expectError(
        await kit.call(depositsEndpoints.depositCreate, input, { ...m, key: newKey() }),
        status,
        code,
      );
    await bad({ channelId: 'pix-demo', amount: '9.99' }, 400, 'amount_below_minimum');
    await bad({ channelId: 'pix-demo', amount: '50000.01' }, 400, 'amount_above_maximum');
    await bad({ channelId: 'pix-demo', amount: '10.001' }, 400, 'invalid_input');
    await bad({ channelId: 'pix-demo', amount: '0.00' }, 400, 'invalid_amount');
    await bad({ channelId: 'nope', amount: '10.00' }, 400, 'invalid_input');
    await bad(
      { channelId: 'pix-demo', amount: '10.00', returnUrl: 'https://evil.example/' },
      400,
      'invalid_input',
    );
    await bad(
      { channelId: 'pix-demo', amount: '10.00', returnUrl: '//evil.example/' },
      400,
      'invalid_input',
    );
    await bad(
      { channelId: 'pix-demo', amount: '10.00', returnUrl: '/\\evil.example' },
      400,
      'invalid_input',
    );
    const [count] = await kit.t.db.query<{ n: number }>(
      'select count(*)::int as n from wallet_op where member_id = $1',
      [m.id],
    );
    expect(count!.n).toBe(0);
    const trial = await kit.member({ trial: true });
    expectError(
      await kit.call(
        depositsEndpoints.depositCreate,
        { channelId: 'pix-demo', amount: '10.00' },
        { ...trial, key: newKey() },
      ),
      403,
      'in_need_true_account',
    );
    expectError(
      await kit.call(depositsEndpoints.depositChannels, {}, trial),
      403,
      'in_need_true_account',
    );
  });

  it('replays a key with the first answer and refuses another body', async () => {
    const m = await kit.member();
    const key = newKey();
    const input = { channelId: 'pix-demo', amount: '25.00' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        kit.call(depositsEndpoints.depositCreate, input, { ...m, key }),
      ),
    );
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    const [count] = await kit.t.db.query<{ n: number }>(
      'select count(*)::int as n from demo_payment p join wallet_op o on o.external_ref = p.reference where o.member_id = $1',
      [m.id],
    );
    expect(count!.n).toBe(1);
    expectError(
      await kit.call(depositsEndpoints.depositCreate, { ...input, amount: '26.00' }, { ...m, key }),
      409,
      'idempotency_mismatch',
    );
  });

  it('hides other members’ and other merchants’ deposits', async () => {
    const a = await kit.member();
    const b = await kit.member();
    const created = expectOk(
      await kit.call(
        depositsEndpoints.depositCreate,
        { channelId: 'pix-demo', amount: '10.00' },
        { ...a, key: newKey() },
      ),
      depositsEndpoints.depositCreate,
    );
    expectError(
      await kit.call(depositsEndpoints.depositGet, { depositId: created.depositId }, b),
      404,
      'not_found',
    );
    await createSecondMerchant(kit.t, 'betadeposit');
    const c = await kit.member({ merchant: 'betadeposit' });
    const host = 'betadeposit.example';
    expectError(
      await kit.call(
        depositsEndpoints.depositGet,
        { depositId: created.depositId },
        { ...c, host },
      ),
      404,
      'not_found',
    );
    expect(
      expectOk(
        await kit.call(depositsEndpoints.depositChannels, {}, { ...c, host }),
        depositsEndpoints.depositChannels,
      ).channels,
    ).toEqual([]);
  });

  it('expires an unpaid checkout through the recovery job after asking the provider', async () => {
    const m = await kit.member();
    const created = expectOk(
      await kit.call(
        depositsEndpoints.depositCreate,
        { channelId: 'pix-demo', amount: '10.00' },
        { ...m, key: newKey() },
      ),
      depositsEndpoints.depositCreate,
    );
    await recoverPending(kit.t.app.platform, kit.t.app.log, { olderThanSeconds: 0 });
    expect(
      expectOk(
        await kit.call(depositsEndpoints.depositGet, { depositId: created.depositId }, m),
        depositsEndpoints.depositGet,
      ).status,
    ).toBe('pending');
    await kit.t.db.query(
      `update demo_payment set expires_at = now() - interval '1 second' where reference = $1`,
      [referenceOf(created.checkoutUrl)],
    );
    await recoverPending(kit.t.app.platform, kit.t.app.log, { olderThanSeconds: 0 });
    expect(
      expectOk(
        await kit.call(depositsEndpoints.depositGet, { depositId: created.depositId }, m),
        depositsEndpoints.depositGet,
      ).status,
    ).toBe('expired');
    expect((await press(created.checkoutUrl!, 'paid')).statusCode).toBe(303);
    expect(await kit.main(m.id)).toBe(0n);
  });
});
