import { historiesEndpoints } from '@portal/contract/histories';
import { walletEndpoints } from '@portal/contract/wallet';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../merchant/merchant.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { DemoVendorWallet } from '../launch/demo-vendor-wallet.ts';
import { playTokenMs, signPlayToken } from '../launch/play-token.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { memberAccount } from '../ledger/ledger.ts';
import { localDay } from '../histories/day-range.ts';
import { recoverPending } from './recovery.ts';
import { syncVendorRounds, vendorRoundsJob } from './vendor-rounds.ts';
import { walletKit, type WalletKit } from '../../testing/wallet-kit.ts';

let kit: WalletKit;
let merchant: Merchant;
const vendor = 'AG';
const game = 'AG_RNG_0001';

beforeAll(async () => {
  kit = await walletKit({ config: {} });
  const [m] = await kit.t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
  merchant = (await kit.t.app.platform.directory.byId(m!.id))!;
});
afterAll(async () => {
  await kit.t.close();
});

function token(memberId: string | null, spec: { v?: string; f?: boolean; exp?: number } = {}) {
  return signPlayToken(kit.t.config.playTokenSecret, {
    m: merchant.id,
    u: memberId,
    v: spec.v ?? vendor,
    g: game,
    f: spec.f ?? false,
    exp: spec.exp ?? Date.now() + playTokenMs,
  });
}

function round(t: string, body: unknown, path = `/play/demo/${vendor}/${game}/round`) {
  return kit.t.app.inject({
    method: 'POST',
    url: `${path}?t=${encodeURIComponent(t)}`,
    headers: { 'content-type': 'application/json', 'x-language': 'EN' },
    payload: JSON.stringify(body),
  });
}

interface RoundAnswer {
  first: string;
  second: string;
  win: boolean;
  payout: string;
  balance: string;
}

function roundOk(res: LightMyRequestResponse): RoundAnswer {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: boolean; value: RoundAnswer }>();
  expect(body.success).toBe(true);
  return body.value;
}

async function transfer(m: { id: string; token: string }, direction: 'in' | 'out', amount: string) {
  return expectOk(await kit.transfer(m, { direction, vendor, amount }), walletEndpoints.transfer);
}

async function ledgerVendor(memberId: string): Promise<bigint> {
  const id = await memberAccount(kit.t.db, {
    merchantId: merchant.id,
    memberId,
    currency: merchant.currency,
    kind: 'vendor',
    vendor,
  });
  const [row] = await kit.t.db.query<{ balance: bigint }>(
    'select balance from ledger_account where id = $1',
    [id.toString()],
  );
  return row!.balance;
}

const books = () => new DemoVendorWallet(kit.t.db, vendor);
const vendorBalance = (memberId: string) => books().balance({ merchant, memberId });
const main = (memberId: string) => kit.main(memberId);

async function bets(memberId: string) {
  return kit.t.db.query<{ round_id: string; stake: bigint; payout: bigint; status: string }>(
    `select round_id, stake, payout, status from bet where member_id = $1 and vendor_code = $2
     order by id`,
    [memberId, vendor],
  );
}

describe('demo vendor rounds booked into the ledger', () => {
  it('plays with the vendor wallet and books each round once, so both books agree', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    await transfer(m, 'in', '50.00');
    for (let i = 0; i < 6; i += 1)
      roundOk(await round(token(m.id), { guess: i % 2 ? 'high' : 'low', stake: '5.00' }));
    const rounds = await books().betRecords({ merchant, memberId: m.id, limit: 100, after: null });
    expect(rounds).toHaveLength(6);
    expect(await ledgerVendor(m.id)).toBe(5_000n);
    const sync = await syncVendorRounds(kit.t.app.platform, merchant, m.id, vendor);
    expect(sync).toEqual({ booked: 6, blocked: false });
    expect(await ledgerVendor(m.id)).toBe(await vendorBalance(m.id));
    const booked = await bets(m.id);
    expect(booked.map((b) => b.round_id)).toEqual(rounds.map((r) => r.roundId));
    expect(booked.every((b) => b.status === 'settled' && b.stake === 500n)).toBe(true);
    expect(booked.map((b) => b.payout)).toEqual(rounds.map((r) => r.payout));
    const [withGame] = await kit.t.db.query<{ n: number }>(
      `select count(*)::int as n from bet b join game g on g.id = b.game_id
       where b.member_id = $1 and g.game_code = $2`,
      [m.id, game],
    );
    expect(withGame!.n).toBe(6);
    // A second sync finds nothing new; the history shows the rounds.
    expect(await syncVendorRounds(kit.t.app.platform, merchant, m.id, vendor)).toEqual({
      booked: 0,
      blocked: false,
    });
    const day = localDay(merchant.timeZone, new Date());
    const history = expectOk(
      await kit.call(
        historiesEndpoints.bets,
        { startDate: day, endDate: day, vassalage: vendor },
        m,
      ),
      historiesEndpoints.bets,
    );
    expect(history.list).toHaveLength(6);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('books each round once under 50 parallel syncs', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    await transfer(m, 'in', '80.00');
    for (let i = 0; i < 8; i += 1)
      roundOk(await round(token(m.id), { guess: 'low', stake: '2.00' }));
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        syncVendorRounds(kit.t.app.platform, merchant, m.id, vendor),
      ),
    );
    expect(results.reduce((sum, r) => sum + r.booked, 0)).toBe(8);
    expect(await bets(m.id)).toHaveLength(8);
    const [txns] = await kit.t.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_txn where merchant_id = $1 and kind = 'vendor_round'
         and idempotency_key like $2`,
      [merchant.id, `vendor-round:${vendor}:%`],
    );
    const mine = (await bets(m.id)).map((b) => `vendor-round:${vendor}:${b.round_id}`);
    const [own] = await kit.t.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_txn where idempotency_key = any($1::text[])`,
      [mine],
    );
    expect(own!.n).toBe(8);
    expect(txns!.n).toBeGreaterThanOrEqual(8);
    expect(await ledgerVendor(m.id)).toBe(await vendorBalance(m.id));
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('lets a transfer out right after a winning round take the winnings', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    await transfer(m, 'in', '10.00');
    // A win of the whole 10.00 (a 3 then a 10 against "high"): the vendor holds 20.00, the
    // ledger 10.00 until the round is booked, which the transfer out does first.
    const cards = [2, 9];
    const loaded = new DemoVendorWallet(kit.t.db, vendor, () => cards.shift()!);
    const win = await loaded.play({
      merchant,
      memberId: m.id,
      gameCode: game,
      guess: 'high',
      stake: 1_000n,
    });
    expect(win).toMatchObject({ payout: 2_000n, balanceAfter: 2_000n });
    expect(await ledgerVendor(m.id)).toBe(1_000n);
    const atVendor = await vendorBalance(m.id);
    const out = await transfer(m, 'out', '20.00');
    expect(out.transfers[0]).toMatchObject({ status: 'posted', amount: '20.00' });
    expect(await main(m.id)).toBe(9_000n + atVendor);
    expect(await vendorBalance(m.id)).toBe(0n);
    expect(await ledgerVendor(m.id)).toBe(0n);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('books a loss played while a transfer out is pending once that transfer settles', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    await transfer(m, 'in', '20.00');
    // The vendor does not answer the transfer out: it stays pending with the money held.
    const restore = kit.silentVendor(vendor, { transferOut: () => new Promise(() => undefined) });
    try {
      const pending = await transfer(m, 'out', '20.00');
      expect(pending.transfers[0]).toMatchObject({ status: 'pending' });
    } finally {
      restore();
    }
    expect(await ledgerVendor(m.id)).toBe(0n);
    // Meanwhile the member loses 5.00 at the table (the vendor still holds the 20.00: a 5 then a
    // 2 against "high"), then plays on.
    const cards = [4, 1];
    const loaded = new DemoVendorWallet(kit.t.db, vendor, () => cards.shift()!);
    const loss = await loaded.play({
      merchant,
      memberId: m.id,
      gameCode: game,
      guess: 'high',
      stake: 500n,
    });
    expect(loss.payout).toBe(0n);
    roundOk(await round(token(m.id), { guess: 'low', stake: '1.00' }));
    const sync = await syncVendorRounds(kit.t.app.platform, merchant, m.id, vendor);
    expect(sync).toEqual({ booked: 0, blocked: true });
    // The job's run is no different: the loss and the round after it wait, in order.
    await kit.t.app.platform.jobs.runNow(vendorRoundsJob);
    expect(await bets(m.id)).toHaveLength(0);
    // The vendor never applied the transfer: recovery voids it and the money returns.
    const log = kit.t.app.log;
    const recovered = await recoverPending(kit.t.app.platform, log, { olderThanSeconds: 0 });
    expect(recovered.settled).toBeGreaterThanOrEqual(1);
    const after = await syncVendorRounds(kit.t.app.platform, merchant, m.id, vendor);
    expect(after).toEqual({ booked: 2, blocked: false });
    expect((await bets(m.id)).map((b) => b.round_id)[0]).toBe(loss.roundId);
    expect(await ledgerVendor(m.id)).toBe(await vendorBalance(m.id));
    expect(await main(m.id)).toBe(8_000n);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });

  it('books rounds from the consolidated balance, recall-all and the job', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    await transfer(m, 'in', '30.00');
    roundOk(await round(token(m.id), { guess: 'high', stake: '10.00' }));
    const consolidated = expectOk(
      await kit.call(walletEndpoints.consolidated, {}, m),
      walletEndpoints.consolidated,
    );
    expect(await bets(m.id)).toHaveLength(1);
    const atVendor = await vendorBalance(m.id);
    expect(await ledgerVendor(m.id)).toBe(atVendor);
    expect(consolidated.wallets.find((w) => w.vendor === vendor)?.balance).toBe(
      (Number(atVendor) / 100).toFixed(2),
    );

    roundOk(await round(token(m.id), { guess: 'low', stake: '1.00' }));
    await kit.t.app.platform.jobs.runNow(vendorRoundsJob);
    expect(await bets(m.id)).toHaveLength(2);
    expect(await ledgerVendor(m.id)).toBe(await vendorBalance(m.id));

    roundOk(await round(token(m.id), { guess: 'high', stake: '1.00' }));
    const finalVendor = await vendorBalance(m.id);
    const recall = expectOk(
      await kit.transfer(m, { direction: 'recallAll' }),
      walletEndpoints.transfer,
    );
    expect(await bets(m.id)).toHaveLength(3);
    expect(await main(m.id)).toBe(7_000n + finalVendor);
    expect(recall.main).toBe((Number(7_000n + finalVendor) / 100).toFixed(2));
    expect(await vendorBalance(m.id)).toBe(0n);
    expect(await invariantCounts(kit.t.db)).toEqual(zeroInvariants);
  });
});

describe('demo vendor round endpoint and page', () => {
  it('refuses bad tokens, free play and bad stakes, changing nothing', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    await transfer(m, 'in', '10.00');
    const body = { guess: 'high', stake: '1.00' };
    expectError(await round('', body), 401, 'play_token_invalid');
    expectError(await round(`${token(m.id)}x`, body), 401, 'play_token_invalid');
    expectError(await round(token(m.id, { exp: Date.now() - 1 }), body), 401, 'play_token_invalid');
    expectError(await round(token(m.id, { v: 'MG' }), body), 401, 'play_token_invalid');
    expectError(await round(token(null, { f: true }), body), 403, 'forbidden');
    expectError(await round(token(m.id, { f: true }), body), 403, 'forbidden');
    const bad = async (stake: unknown, status: number, code: string) =>
      expectError(await round(token(m.id), { guess: 'high', stake }), status, code);
    await bad('10.01', 409, 'insufficient_funds');
    await bad('1.001', 400, 'invalid_amount');
    await bad('abc', 400, 'invalid_amount');
    await bad('-1.00', 400, 'invalid_amount');
    await bad('0', 400, 'invalid_amount');
    await bad(5, 400, 'invalid_amount');
    await bad('1000.01', 400, 'amount_above_maximum');
    expectError(await round(token(m.id), { guess: 'same', stake: '1.00' }), 400, 'invalid_input');
    expect(await vendorBalance(m.id)).toBe(1_000n);
    expect(await books().lastRounds({ merchant, memberId: m.id, limit: 5 })).toEqual([]);
    const answer = roundOk(await round(token(m.id), { guess: 'low', stake: '10.00' }));
    expect(answer.payout).toBe(answer.win ? '20.00' : '0.00');
    expect(answer.balance).toBe(answer.win ? '20.00' : '0.00');
    expect(await vendorBalance(m.id)).toBe(answer.win ? 2_000n : 0n);
  });

  it('shows the real vendor balance, the history and the way to fund an empty wallet', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    const page = (t: string, lang = 'EN') =>
      kit.t.app.inject({ method: 'GET', url: `/play/demo/${vendor}/${game}?t=${t}&lang=${lang}` });
    const empty = await page(token(m.id));
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(empty.body).toContain('Demo of AG <span class="badge">DEMO</span>');
    expect(empty.body).toContain('R$ 0.00');
    expect(empty.body).toMatch(/<p id="empty">Your AG wallet is empty/u);
    expect(empty.body).toContain('mcPage=transferFund');
    await transfer(m, 'in', '25.00');
    const answer = roundOk(await round(token(m.id), { guess: 'high', stake: '5.00' }));
    const funded = await page(token(m.id), 'PT');
    expect(funded.body).toContain('Demonstração de AG');
    expect(funded.body).toContain(`R$ ${answer.balance.replace('.', ',')}`);
    expect(funded.body).toMatch(/<p id="empty" hidden>/u);
    expect(funded.body).toContain(`<li>${answer.first} → ${answer.second}`);
    expect(funded.body).toContain('aria-live="polite"');
    const free = await page(token(null, { f: true }));
    expect(free.body).toContain('demo chips only');
    expect((await page('nope')).statusCode).toBe(401);
  });
});
