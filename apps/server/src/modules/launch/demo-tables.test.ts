import { walletEndpoints } from '@portal/contract/wallet';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Merchant } from '../../merchant/merchant.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { walletKit, type WalletKit } from '../../testing/wallet-kit.ts';
import { syncVendorRounds } from '../wallet/vendor-rounds.ts';
import { outcomeSource, type Draw } from './demo-random.ts';
import { DemoVendorWallet } from './demo-vendor-wallet.ts';
import { playTokenMs, signPlayToken } from './play-token.ts';
import { fixturesOf, isoDay } from './sportsbook-rules.ts';

let kit: WalletKit;
let merchant: Merchant;

beforeAll(async () => {
  kit = await walletKit();
  const [m] = await kit.t.db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
  merchant = (await kit.t.app.platform.directory.byId(m!.id))!;
  // The seeded catalogue has no ESPORTS card: one for the e-sports book.
  await kit.t.db.query(
    `insert into game (vendor_code, game_type, classify, game_code, names, search_text)
     values ('SBT', 'ESPORTS', 'SPORTSBOOK', 'SBT_ESPORTS_TEST', '{"EN":"E","PT":"E"}', 'e')`,
  );
});
afterAll(async () => {
  await kit.t.close();
});

const today = () => isoDay(kit.t.app.platform.clock.now());

interface Case {
  name: string;
  vendor: string;
  game: string;
  /** Markup only this table's page has. */
  marker: string;
  bet: () => Record<string, unknown>;
  badBet: () => Record<string, unknown>;
  /** A source that makes `bet` win, one that makes it lose, and the win's payout on 5.00. */
  win: Draw;
  lose: Draw;
  payout: () => bigint;
}

const cases: Case[] = [
  {
    name: 'SPORTS: football sportsbook',
    vendor: 'IBC',
    game: 'IBC_SPORTS_LOBBY',
    marker: 'class="fixtures"',
    bet: () => ({ fixture: fixturesOf('football', today())[0]!.id, pick: 0 }),
    badBet: () => ({ fixture: '1999-01-01:0', pick: 0 }),
    win: () => 0,
    lose: (max) => max - 1,
    payout: () => (500n * BigInt(fixturesOf('football', today())[0]!.odds[0]!)) / 100n,
  },
  {
    name: 'ESPORTS: e-sports book',
    vendor: 'SBT',
    game: 'SBT_ESPORTS_TEST',
    marker: 'E-sports book',
    bet: () => ({ fixture: fixturesOf('esports', today())[1]!.id, pick: 1 }),
    badBet: () => ({ fixture: fixturesOf('esports', today())[1]!.id, pick: 2 }),
    win: (max) => max - 1,
    lose: () => 0,
    payout: () => (500n * BigInt(fixturesOf('esports', today())[1]!.odds[1]!)) / 100n,
  },
  {
    name: 'LIVE: roulette',
    vendor: 'AG',
    game: 'AG_LIVE_0001',
    marker: 'id="wheel"',
    bet: () => ({ bet: { type: 'red' } }),
    badBet: () => ({ bet: { type: 'blue' } }),
    win: () => 1,
    lose: () => 0,
    payout: () => 1_000n,
  },
  {
    name: 'FISH: fishing',
    vendor: 'AG',
    game: 'AG_FISH_0001',
    marker: 'class="sea"',
    bet: () => ({ target: 'turtle' }),
    badBet: () => ({ target: 'whale' }),
    win: () => 0,
    lose: (max) => max - 1,
    payout: () => 5_000n,
  },
];

describe.each(cases)('demo table $name', (c) => {
  const token = (memberId: string | null, free = false) =>
    signPlayToken(kit.t.config.playTokenSecret, {
      m: merchant.id,
      u: memberId,
      v: c.vendor,
      g: c.game,
      f: free,
      exp: Date.now() + playTokenMs,
    });
  const path = `/play/demo/${c.vendor}/${c.game}`;
  const round = (t: string, body: unknown): Promise<LightMyRequestResponse> =>
    kit.t.app.inject({
      method: 'POST',
      url: `${path}/round?t=${encodeURIComponent(t)}`,
      headers: { 'content-type': 'application/json', 'x-language': 'EN' },
      payload: JSON.stringify(body),
    });
  const books = () => new DemoVendorWallet(kit.t.db, c.vendor);
  const played = async (t: string, body: unknown, draw: Draw) => {
    const spy = vi.spyOn(outcomeSource, 'draw').mockImplementation(draw);
    try {
      const res = await round(t, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ value: Record<string, unknown> }>().value;
    } finally {
      spy.mockRestore();
    }
  };

  it('shows its own table, labelled DEMO, with money or with chips', async () => {
    const m = await kit.member();
    for (const [t, text] of [
      [token(m.id), 'Your ' + c.vendor + ' wallet'],
      [token(null, true), 'Chips'],
    ] as const) {
      const page = await kit.t.app.inject({ url: `${path}?lang=EN&t=${encodeURIComponent(t)}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<span class="badge">DEMO</span>');
      expect(page.body).toContain(c.marker);
      expect(page.body).toContain(text);
      expect(page.body).not.toContain('High or low');
    }
  });

  it('refuses bad rounds changing nothing, plays a win and a loss, and books both', async () => {
    const m = await kit.member();
    await kit.fund(m.id, 10_000n);
    expectOk(
      await kit.transfer(m, { direction: 'in', vendor: c.vendor, amount: '10.00' }),
      walletEndpoints.transfer,
    );
    const body = { ...c.bet(), stake: '5.00' };
    expectError(await round(`${token(m.id)}x`, body), 401, 'play_token_invalid');
    expectError(await round(token(null, true), body), 403, 'forbidden');
    expectError(await round(token(m.id, true), body), 403, 'forbidden');
    expectError(await round(token(m.id), { ...c.badBet(), stake: '5.00' }), 400, 'invalid_input');
    expectError(await round(token(m.id), { ...body, stake: '0.001' }), 400, 'invalid_amount');
    expectError(
      await round(token(m.id), { ...body, stake: '1000.01' }),
      400,
      'amount_above_maximum',
    );
    expectError(await round(token(m.id), { ...body, stake: '10.01' }), 409, 'insufficient_funds');
    const spec = { merchant, memberId: m.id };
    expect(await books().balance(spec)).toBe(1_000n);
    expect(await books().lastRounds({ ...spec, limit: 5 })).toEqual([]);

    const win = await played(token(m.id), body, c.win);
    const payout = c.payout();
    expect(win).toMatchObject({ win: true, payout: merchant.money.format(payout) });
    expect(win.balance).toBe(merchant.money.format(500n + payout));
    expect(win.summary).toMatch(/you win/u);
    const loss = await played(token(m.id), body, c.lose);
    expect(loss).toMatchObject({ win: false, payout: '0.00' });
    expect(loss.balance).toBe(merchant.money.format(payout));
    expect(loss.summary).toMatch(/you lose/u);

    const sync = await syncVendorRounds(kit.t.app.platform, merchant, m.id, c.vendor);
    expect(sync).toEqual({ booked: 2, blocked: false });
    const bets = await kit.t.db.query<{ stake: bigint; payout: bigint; game_code: string }>(
      `select b.stake, b.payout, g.game_code from bet b join game g on g.id = b.game_id
       where b.member_id = $1 order by b.id`,
      [m.id],
    );
    expect(bets).toEqual([
      { stake: 500n, payout, game_code: c.game },
      { stake: 500n, payout: 0n, game_code: c.game },
    ]);
    const page = await kit.t.app.inject({
      url: `${path}?lang=PT&t=${encodeURIComponent(token(m.id))}`,
    });
    expect(page.body).toMatch(/ganhou R\$ [\d.]+,\d\d/u);
    expect(page.body).toContain('perdeu');
  });
});
