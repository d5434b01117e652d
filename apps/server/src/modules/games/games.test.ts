import { gamesEndpoints } from '@portal/contract/games';
import { vendorsEndpoints } from '@portal/contract/vendors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoMerchantId, loginOk, sql } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { maskName } from './winner-board.ts';

describe('games catalogue', () => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginOk(t, 'demo01', 'demo1234')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeded about 10,000 games over every vendor of the logo sets, PGE and the lotteries', async () => {
    const [row] = await t.db.query<{ n: number; vendors: number }>(
      'select count(*)::int as n, count(distinct vendor_code)::int as vendors from game',
    );
    expect(row!.n).toBeGreaterThan(9_900);
    // 28 vendors of the logo sets and PGE, the lottery lanes LOTT and ELOTT, and the regional
    // lotteries TCG_LOTTO_VN and TCG_SEA.
    expect(row!.vendors).toBe(32);
  });

  it('answers menus with vendors and classifies, only categories that have a vendor', async () => {
    const menus = expectOk(
      await call(t, gamesEndpoints.gameMenus, { language: 'EN' }),
      gamesEndpoints.gameMenus,
    );
    const types = menus.list.map((c) => c.gameCategory).sort();
    expect(types).toEqual(['ELOTT', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
    const rng = menus.list.find((c) => c.gameCategory === 'RNG')!;
    expect(rng.vendors.map((v) => v.vassalage)).toContain('PGE');
    expect(rng.gameClassify.find((c) => c.key === 'SLOT')!.vendors).toContain('AG');
    // A vendor switched off leaves the menu once the cache is invalidated.
    const merchantId = await demoMerchantId(t);
    await sql(
      t,
      `insert into merchant_vendor_off (merchant_id, vendor_code)
      select $1, unnest(array['IBC', 'SBT', 'UG'])`,
      [merchantId],
    );
    await t.app.platform.catalogue.invalidate();
    const after = expectOk(
      await call(t, gamesEndpoints.gameMenus, { language: 'EN' }),
      gamesEndpoints.gameMenus,
    );
    expect(after.list.map((c) => c.gameCategory)).not.toContain('SPORTS');
    await sql(t, 'delete from merchant_vendor_off');
    await t.app.platform.catalogue.invalidate();
  });

  it('pages the game list with filters, edges and the cap', async () => {
    const first = expectOk(
      await call(t, gamesEndpoints.gameList, { gameType: 'RNG', vassalage: 'AG' }),
      gamesEndpoints.gameList,
    );
    expect(first.games).toHaveLength(18);
    expect(first.total).toBe(700);
    expect(first.totalPages).toBe(39);
    expect(first.games.every((g) => g.vassalage === 'AG' && g.gameType === 'RNG')).toBe(true);
    // The tile carries the name in the answer's language (the demo brand's default is PT).
    expect(first.games[0]!.iconUrl).toMatch(/^\/play\/art\/pt\/AG_RNG_\d{4}\.svg$/u);
    const last = expectOk(
      await call(t, gamesEndpoints.gameList, { gameType: 'RNG', vassalage: 'AG', pageNo: '39' }),
      gamesEndpoints.gameList,
    );
    expect(last.games).toHaveLength(700 - 38 * 18);
    const beyond = expectOk(
      await call(t, gamesEndpoints.gameList, { gameType: 'RNG', vassalage: 'AG', pageNo: '40' }),
      gamesEndpoints.gameList,
    );
    expect(beyond).toMatchObject({ games: [], totalPages: 39, pageNum: 40, total: 700 });
    expectError(await call(t, gamesEndpoints.gameList, { pageNo: '0' }), 400, 'invalid_input');
    expectError(await call(t, gamesEndpoints.gameList, { pageSize: '61' }), 400, 'invalid_input');
    const big = expectOk(
      await call(t, gamesEndpoints.gameList, { pageSize: '60' }, { token }),
      gamesEndpoints.gameList,
    );
    expect(big.games).toHaveLength(60);
    const classify = expectOk(
      await call(t, gamesEndpoints.gameList, { gameType: 'LIVE', gameClassify: 'ROULETTE' }),
      gamesEndpoints.gameList,
    );
    expect(classify.games.every((g) => g.gameClassify === 'ROULETTE')).toBe(true);
    expect(classify.total).toBeGreaterThan(0);
  });

  it('searches names in either language, case-insensitively', async () => {
    const en = expectOk(
      await call(t, gamesEndpoints.gameList, { gameName: '  golden DRAGON ', language: 'EN' }),
      gamesEndpoints.gameList,
    );
    expect(en.total).toBeGreaterThan(0);
    expect(en.games.every((g) => g.gameName!.toLowerCase().includes('golden dragon'))).toBe(true);
    const pt = expectOk(
      await call(t, gamesEndpoints.gameList, { gameName: 'dragão dourado', language: 'PT' }),
      gamesEndpoints.gameList,
    );
    expect(pt.total).toBe(en.total);
    expect(pt.games[0]!.gameName).toContain('Dragão Dourado');
    const none = expectOk(
      await call(t, gamesEndpoints.gameList, { gameName: '%_%' }),
      gamesEndpoints.gameList,
    );
    expect(none.total).toBe(0);
  });

  it('filters, orders and pages a name search like the catalogue, and follows changes', async () => {
    const term = 'gold';
    const list = (pageNo: number) =>
      call(t, gamesEndpoints.gameList, { gameType: 'RNG', gameName: term, pageNo, language: 'EN' });
    // The order the database gives: names starting with the term first, then display order.
    const order = await t.db.query<{ id: bigint }>(
      `select id from game where enabled and game_type = 'RNG' and strpos(search_text, $1) > 0
       order by (strpos(search_text, $1) = 1) desc, sort, id`,
      [term],
    );
    const first = expectOk(await list(1), gamesEndpoints.gameList);
    expect(first.total).toBe(order.length);
    expect(first.totalPages).toBe(Math.ceil(order.length / 18));
    expect(first.totalPages).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let page = 1; page <= first.totalPages; page += 1) {
      const games = expectOk(await list(page), gamesEndpoints.gameList).games;
      expect(games.every((game) => game.gameType === 'RNG')).toBe(true);
      seen.push(...games.map((game) => game.nodeId));
    }
    expect(seen).toEqual(order.map((row) => String(row.id)));
    const beyond = expectOk(await list(first.totalPages + 1), gamesEndpoints.gameList);
    expect(beyond).toMatchObject({ games: [], total: order.length });

    const gone = first.games[0]!;
    await sql(t, `update game set enabled = false where id = $1`, [gone.nodeId]);
    try {
      await t.app.platform.catalogue.invalidate();
      const after = expectOk(await list(1), gamesEndpoints.gameList);
      expect(after.total).toBe(order.length - 1);
      expect(after.games.map((g) => g.nodeId)).not.toContain(gone.nodeId);
    } finally {
      await sql(t, `update game set enabled = true where id = $1`, [gone.nodeId]);
      await t.app.platform.catalogue.invalidate();
    }
  });

  it('finds nothing, without failing, when the brand shows no game', async () => {
    const merchantId = await demoMerchantId(t);
    await sql(
      t,
      'insert into merchant_vendor_off (merchant_id, vendor_code) select $1, code from game_vendor',
      [merchantId],
    );
    try {
      await t.app.platform.catalogue.invalidate();
      const none = expectOk(
        await call(t, gamesEndpoints.gameList, { gameName: 'gold', language: 'EN' }),
        gamesEndpoints.gameList,
      );
      expect(none).toMatchObject({ games: [], total: 0 });
    } finally {
      await sql(t, 'delete from merchant_vendor_off where merchant_id = $1', [merchantId]);
      await t.app.platform.catalogue.invalidate();
    }
    const back = expectOk(
      await call(t, gamesEndpoints.gameList, { gameName: 'gold', language: 'EN' }),
      gamesEndpoints.gameList,
    );
    expect(back.total).toBeGreaterThan(0);
  });

  it('keeps the most recent name-search answers, at most 500 per merchant and language', async () => {
    const search = (gameName: string) =>
      call(t, gamesEndpoints.gameList, { gameType: 'RNG', gameName, language: 'EN' });
    await t.app.platform.catalogue.invalidate();
    const kept = await t.app.platform.catalogue.get(
      `searches:${await demoMerchantId(t)}:EN`,
      async () => new Map<string, unknown>(),
    );
    const first = expectOk(await search('Gold'), gamesEndpoints.gameList);
    expect(kept.size).toBe(1);
    const [answer] = kept.values();
    // The same search in other letters is the same answer, kept once.
    expect(expectOk(await search('gOLD'), gamesEndpoints.gameList)).toEqual(first);
    expect([...kept.values()]).toEqual([answer]);
    for (let i = 0; i < 505; i += 1) await search(`zz${i}`);
    expect(kept.size).toBe(500);
    // The oldest went first.
    expect([...kept.values()]).not.toContain(answer);
  });

  it('answers 304 to a matching If-None-Match and a new tag after a change', async () => {
    const url = `${gamesEndpoints.hotGames.path}?gameType=RNG`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/u);
    const hot = expectOk(first, gamesEndpoints.hotGames);
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.every((g) => g.isHot === 1)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await sql(t, `update game set is_hot = false where game_code = $1`, [hot.list[0]!.gameCode]);
    await t.app.platform.catalogue.invalidate();
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers the menus and vendor lists from kept bytes: the same body, 304 to their tag', async () => {
    for (const url of [
      `${gamesEndpoints.gameMenus.path}?gameType=FISH`,
      `${vendorsEndpoints.newGameVendor.path}?gameType=FISH`,
      `${vendorsEndpoints.vassGameType.path}?vassalage=AG`,
    ]) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ success: true });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/u);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const repeat = await t.app.inject({ method: 'GET', url });
      expect(repeat.body).toBe(first.body);
      expect(repeat.headers.etag).toBe(etag);
    }
  });

  it('lists vendors per game type and one vendor’s types and classifies', async () => {
    const vendors = expectOk(
      await call(t, vendorsEndpoints.newGameVendor, { gameType: 'FISH' }),
      vendorsEndpoints.newGameVendor,
    );
    expect(vendors.list).toHaveLength(1);
    expect(vendors.list[0]!.vendors.map((v) => v.vassalage)).toEqual(
      expect.arrayContaining(['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG']),
    );
    expect(vendors.list[0]!.vendors[0]!.gameCount).toBe(60);
    const ag = expectOk(
      await call(t, vendorsEndpoints.vassGameType, { vassalage: 'AG' }),
      vendorsEndpoints.vassGameType,
    );
    expect(ag.gameTypes.sort()).toEqual(['FISH', 'LIVE', 'RNG']);
    expectError(
      await call(t, vendorsEndpoints.vassGameType, { vassalage: 'NOPE' }),
      404,
      'not_found',
    );
  });

  it('serves deterministic SVG artwork for a game code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/play/art/AG_RNG_0001.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    const again = await t.app.inject({ method: 'GET', url: '/play/art/AG_RNG_0001.svg' });
    expect(again.body).toBe(res.body);
    expect((await t.app.inject({ method: 'GET', url: '/play/art/NOPE.svg' })).statusCode).toBe(404);
  });

  it('puts the image CDN of the merchant in front of the artwork', async () => {
    await sql(
      t,
      `update merchant set image_cdns = array['https://img.example.com/'] where code = 'demo'`,
    );
    const page = expectOk(
      await call(t, gamesEndpoints.gameList, { gameType: 'FISH', pageSize: '1' }),
      gamesEndpoints.gameList,
    );
    expect(page.games[0]!.iconUrl).toMatch(/^https:\/\/img\.example\.com\/play\/art\//u);
    const hot = expectOk(
      await call(t, gamesEndpoints.hotGames, { gameType: 'RNG' }),
      gamesEndpoints.hotGames,
    );
    expect(hot.list[0]!.iconUrl).toMatch(/^https:\/\/img\.example\.com\/play\/art\//u);
    await sql(t, `update merchant set image_cdns = array[''] where code = 'demo'`);
  });

  it('lists PVP rooms for members only', async () => {
    expectError(await call(t, gamesEndpoints.roomList, {}), 401, 'in_no_login');
    const rooms = expectOk(
      await call(t, gamesEndpoints.roomList, {}, { token }),
      gamesEndpoints.roomList,
    );
    expect(rooms.list.length).toBeGreaterThan(0);
    expect(rooms.list[0]!.minBet).toBe('1.00');
  });

  it('starts the demo brand with players whose stakes differ, as a leaderboard shows them', async () => {
    const totals = await t.db.query<{ total: string }>(
      `select sum(stake)::text as total from bet where vendor_code = 'PGE' group by member_id`,
    );
    expect(totals.length).toBeGreaterThanOrEqual(10);
    // Two players may stake the same, as in life; ten equal totals read as made up.
    const counts = new Map<string, number>();
    for (const { total } of totals) counts.set(total, (counts.get(total) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
  });

  it('builds the winner board from settled bets, highest first, at most the limit', async () => {
    // The demo brand starts with a played history: real settled rounds of several players.
    const seeded = expectOk(
      await call(t, gamesEndpoints.winnerBoard, { limitNum: '20' }),
      gamesEndpoints.winnerBoard,
    );
    expect(seeded.list).toHaveLength(20);
    expect(new Set(seeded.list.map((w) => w.customerName)).size).toBeGreaterThan(3);
    // Each won its own amount: a board of equal prizes reads as made up.
    expect(new Set(seeded.list.map((w) => w.winAmount)).size).toBeGreaterThan(10);
    const merchantId = await demoMerchantId(t);
    const [member] = await t.db.query<{ id: string }>(
      `select id::text as id from member where account = 'demo01'`,
    );
    const [game] = await t.db.query<{ id: string }>(
      `select id::text as id from game where game_code = 'PGE_DICE'`,
    );
    for (let i = 0; i < 25; i += 1) {
      await t.db.query(
        `insert into bet (merchant_id, member_id, game_id, vendor_code, round_id, currency, stake,
           payout, status, settled_at) values ($1, $2, $3, 'PGE', $4, 'BRL', 100, $5, $6, now())`,
        [
          merchantId,
          member!.id,
          game!.id,
          `wb-${i}`,
          // Above anything the seeded history won, so these lead the board.
          10_000_000 + ((i * 37) % 1000) * 10,
          i === 3 ? 'open' : 'settled',
        ],
      );
    }
    const board = expectOk(
      await call(t, gamesEndpoints.winnerBoard, { limitNum: '20' }),
      gamesEndpoints.winnerBoard,
    );
    expect(board.list).toHaveLength(20);
    const amounts = board.list.map((w) => Number(w.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(board.list[0]!.customerName).toBe('de***01');
    expectError(
      await call(t, gamesEndpoints.winnerBoard, { limitNum: '21' }),
      400,
      'invalid_input',
    );
    expect(maskName('ab')).toBe('a***');
  });
});
