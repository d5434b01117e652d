import { gamesEndpoints } from '@portal/contract/games';
import { catalogueOpsEndpoints } from '@portal/contract/games/ops';
import { vendorsEndpoints } from '@portal/contract/vendors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type CallOptions } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { ownerSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const e = catalogueOpsEndpoints;
type OpsCall = keyof typeof e;

let t: TestApp;
/** The demo brand's owner. */
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  // A second brand, which must not see the demo brand's switches.
  await createSecondMerchant(t, 'beta');
  token = await ownerSession(t);
});
afterAll(async () => {
  await t.close();
});

const run = (name: OpsCall, input: Record<string, unknown> = {}, options: CallOptions = {}) =>
  call(t, e[name], input, { token, ...options });
const ok = async <N extends OpsCall>(name: N, input: Record<string, unknown> = {}) =>
  expectOk(await run(name, input), e[name] as (typeof e)[N]);
const beta = { host: 'beta.example' };

/** The player's game list (raw answer, for its ETag), optionally conditional. */
const playerList = (input: Record<string, string>, options: CallOptions = {}) =>
  call(t, gamesEndpoints.gameList, { pageSize: '60', ...input }, options);
const games = async (input: Record<string, string>, options: CallOptions = {}) =>
  expectOk(await playerList(input, options), gamesEndpoints.gameList);
const hotList = async (input: Record<string, string>) =>
  expectOk(await call(t, gamesEndpoints.hotGames, input), gamesEndpoints.hotGames);
const playerVendors = async (options: CallOptions = {}) =>
  expectOk(
    await call(t, vendorsEndpoints.newGameVendor, {}, options),
    vendorsEndpoints.newGameVendor,
  ).list.flatMap((entry) => entry.vendors.map((v) => v.vassalage));

/** The audit rows of an action, oldest first. */
function auditRows(action: string) {
  return t.db.query<{ merchant_id: number; member_id: string | null; detail: unknown }>(
    `select merchant_id, member_id::text as member_id, detail from audit_log
     where action = $1 order by id`,
    [action],
  );
}

describe('catalogue lists', () => {
  it('lists every vendor with the brand switch and game counts', async () => {
    const { items } = await ok('opsCatalogueVendors');
    const [counted] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from game where enabled and merchant_id is null and vendor_code = 'AG'`,
    );
    const ag = items.find((v) => v.vendorCode === 'AG')!;
    expect(ag).toMatchObject({ enabled: true, games: counted!.n, gamesOff: 0 });
    expect(items.map((v) => v.vendorCode)).toContain('PGE');
    expect(items.every((v) => v.enabled)).toBe(true);
  });

  it('pages games by vendor and type, searches names, and caps the page', async () => {
    const first = await ok('opsCatalogueGames', { vendor: 'AG', gameType: 'RNG' });
    expect(first).toMatchObject({ total: 700, totalPages: 35, pageNum: 1 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ vendorCode: 'AG', gameType: 'RNG', enabled: true });
    const page2 = await ok('opsCatalogueGames', { vendor: 'AG', gameType: 'RNG', pageNo: '2' });
    expect(page2.items[0]!.id).not.toBe(first.items[0]!.id);
    const beyond = await ok('opsCatalogueGames', { vendor: 'AG', gameType: 'RNG', pageNo: '36' });
    expect(beyond).toMatchObject({ items: [], total: 700, pageNum: 36 });

    const name = first.items[3]!.name;
    const found = await ok('opsCatalogueGames', { q: name.toUpperCase(), pageSize: '100' });
    expect(found.items.map((g) => g.id)).toContain(first.items[3]!.id);
    // Names that start with the term come first, as in the players' search.
    expect(found.items[0]!.name.toLowerCase().startsWith(name.toLowerCase())).toBe(true);
    const narrowed = await ok('opsCatalogueGames', { q: name, vendor: 'AG', gameType: 'RNG' });
    expect(narrowed.items.every((g) => g.vendorCode === 'AG' && g.gameType === 'RNG')).toBe(true);
    expect(narrowed.items.map((g) => g.id)).toContain(first.items[3]!.id);
    expect((await ok('opsCatalogueGames', { q: 'no such game at all' })).total).toBe(0);
    expectError(await run('opsCatalogueGames', { pageSize: '101' }), 400, 'invalid_input');
    expectError(await run('opsCatalogueGames', { q: 'a\u0001' }), 400, 'invalid_input');
    expectError(await run('opsCatalogueGames', { state: 'maybe' }), 400, 'invalid_input');
    expectError(await run('opsCatalogueGames', { gameType: 'NOPE' }), 400, 'invalid_input');
  });
});

describe('vendor switch', () => {
  it('turns a vendor off and on for the brand, players follow at once, the same switch is a no-op', async () => {
    const before = await playerList({ vassalage: 'CQ9' });
    const etag = before.headers.etag as string;
    expect(expectOk(before, gamesEndpoints.gameList).total).toBeGreaterThan(0);
    expect(await playerVendors()).toContain('CQ9');

    const off = await ok('opsCatalogueVendorSwitch', { vendorCode: 'CQ9', enabled: false });
    expect(off).toMatchObject({ changed: true, vendor: { vendorCode: 'CQ9', enabled: false } });
    const after = await playerList({ vassalage: 'CQ9' }, { headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(expectOk(after, gamesEndpoints.gameList).total).toBe(0);
    expect(await playerVendors()).not.toContain('CQ9');
    // Another brand keeps the vendor.
    expect((await games({ vassalage: 'CQ9' }, beta)).total).toBeGreaterThan(0);
    expect(await playerVendors(beta)).toContain('CQ9');

    const listed = await ok('opsCatalogueGames', { vendor: 'CQ9', state: 'off' });
    expect(listed.total).toBe(off.vendor.games);
    expect(listed.items[0]).toMatchObject({
      enabled: false,
      vendorEnabled: false,
      gameEnabled: true,
    });
    expect((await ok('opsCatalogueGames', { vendor: 'CQ9', state: 'on' })).total).toBe(0);

    const again = await ok('opsCatalogueVendorSwitch', { vendorCode: 'CQ9', enabled: false });
    expect(again).toMatchObject({ changed: false, vendor: { enabled: false } });
    const on = await ok('opsCatalogueVendorSwitch', { vendorCode: 'CQ9', enabled: true });
    expect(on).toMatchObject({ changed: true, vendor: { enabled: true } });
    expect((await games({ vassalage: 'CQ9' })).total).toBe(
      expectOk(before, gamesEndpoints.gameList).total,
    );

    const rows = await auditRows('catalogue_vendor');
    expect(rows.map((row) => row.detail)).toEqual([
      { vendorCode: 'CQ9', before: { enabled: true }, after: { enabled: false } },
      { vendorCode: 'CQ9', before: { enabled: false }, after: { enabled: true } },
    ]);
    expect(rows[0]!.member_id).toBeNull();
  });
});

describe('game switch and hot', () => {
  it('turns a single game off and on; players and the vendor counts follow', async () => {
    const list = await games({ gameType: 'RNG', vassalage: 'AG' });
    const target = list.games[0]!;
    const off = await ok('opsCatalogueGameSwitch', { gameId: target.nodeId, enabled: false });
    expect(off).toMatchObject({ changed: true, game: { enabled: false, gameEnabled: false } });
    const after = await games({ gameType: 'RNG', vassalage: 'AG' });
    expect(after.total).toBe(list.total - 1);
    expect(after.games.map((g) => g.nodeId)).not.toContain(target.nodeId);
    const { items } = await ok('opsCatalogueVendors');
    expect(items.find((v) => v.vendorCode === 'AG')).toMatchObject({ enabled: true, gamesOff: 1 });
    expect(
      (await games({ gameType: 'RNG', vassalage: 'AG' }, beta)).games.map((g) => g.nodeId),
    ).toContain(target.nodeId);

    const again = await ok('opsCatalogueGameSwitch', { gameId: target.nodeId, enabled: false });
    expect(again.changed).toBe(false);
    await ok('opsCatalogueGameSwitch', { gameId: target.nodeId, enabled: true });
    expect((await games({ gameType: 'RNG', vassalage: 'AG' })).total).toBe(list.total);
    expect((await auditRows('catalogue_game')).map((row) => row.detail)).toEqual([
      {
        gameId: target.nodeId,
        gameCode: target.gameCode,
        before: { enabled: true },
        after: { enabled: false },
      },
      {
        gameId: target.nodeId,
        gameCode: target.gameCode,
        before: { enabled: false },
        after: { enabled: true },
      },
    ]);
  });

  it('marks games hot or not hot for the brand only; the hot list and its ETag follow', async () => {
    const url = `${gamesEndpoints.hotGames.path}?gameType=FISH`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    const hotBefore = expectOk(first, gamesEndpoints.hotGames).list.map((g) => g.gameCode);
    const cold = (await ok('opsCatalogueGames', { gameType: 'FISH', state: 'notHot' })).items[0]!;
    expect(cold).toMatchObject({ hot: false, hotDefault: false });

    const marked = await ok('opsCatalogueHot', { gameId: cold.id, hot: true });
    expect(marked).toMatchObject({ changed: true, game: { hot: true, hotDefault: false } });
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    const hotAfter = expectOk(changed, gamesEndpoints.hotGames).list;
    expect(hotAfter.find((g) => g.gameCode === cold.gameCode)).toMatchObject({ isHot: 1 });
    const card = (await games({ gameType: 'FISH', vassalage: cold.vendorCode })).games.find(
      (g) => g.gameCode === cold.gameCode,
    );
    expect(card?.isHot).toBe(1);
    // The name search's cached cards follow as well.
    const named = await games({ gameName: cold.name, vassalage: cold.vendorCode });
    expect(named.games.find((g) => g.gameCode === cold.gameCode)?.isHot).toBe(1);
    expect((await hotList({ gameType: 'FISH' })).list.length).toBe(hotBefore.length + 1);
    // The other brand still follows the catalogue's flag.
    const betaHot = expectOk(
      await call(t, gamesEndpoints.hotGames, { gameType: 'FISH' }, beta),
      gamesEndpoints.hotGames,
    );
    expect(betaHot.list.map((g) => g.gameCode)).toEqual(hotBefore);

    // A game the catalogue calls hot can be taken off the brand's hot list.
    const globalHot = hotBefore[0]!;
    const [row] = await t.db.query<{ id: string }>(
      'select id::text as id from game where game_code = $1',
      [globalHot],
    );
    await ok('opsCatalogueHot', { gameId: row!.id, hot: false });
    expect((await hotList({ gameType: 'FISH' })).list.map((g) => g.gameCode)).not.toContain(
      globalHot,
    );
    expect((await ok('opsCatalogueHot', { gameId: row!.id, hot: false })).changed).toBe(false);
    expect((await ok('opsCatalogueGames', { gameType: 'FISH', state: 'hot' })).total).toBe(
      hotBefore.length,
    );
    expect((await auditRows('catalogue_hot')).map((r) => r.detail)).toEqual([
      { gameId: cold.id, gameCode: cold.gameCode, before: { hot: false }, after: { hot: true } },
      { gameId: row!.id, gameCode: globalHot, before: { hot: true }, after: { hot: false } },
    ]);
  });
});
