import { favouritesEndpoints } from '@portal/contract/favourites';
import { gamesEndpoints } from '@portal/contract/games';
import { launchEndpoints } from '@portal/contract/launch';
import { sessionEndpoints } from '@portal/contract/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, demoMerchantId, loginOk } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { demoAdapter } from './adapters.ts';

describe('favourites, recent games and launch', () => {
  let t: TestApp;
  let demo = '';
  let other = '';
  const games: Record<string, { nodeId: string; vendor: string; gameType: string }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    demo = (await loginOk(t, 'demo01', 'demo1234')).token;
    await createMember(t, { account: 'fan02', password: 'secret99' });
    other = (await loginOk(t, 'fan02', 'secret99')).token;
    const rows = await t.db.query<{
      id: string;
      vendor_code: string;
      game_type: string;
      game_code: string;
    }>(
      `select id::text as id, vendor_code, game_type, game_code from game
       where game_code in ('AG_RNG_0001', 'AG_RNG_0002', 'PGE_DICE', 'KX_PVP_0001', 'AG_LIVE_0001')`,
    );
    for (const row of rows)
      games[row.game_code] = { nodeId: row.id, vendor: row.vendor_code, gameType: row.game_type };
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds and removes favourites idempotently, per member', async () => {
    expectError(await call(t, favouritesEndpoints.ids, {}), 401, 'in_no_login');
    const a = games.AG_RNG_0001!;
    const b = games.AG_RNG_0002!;
    for (let i = 0; i < 2; i += 1) {
      const added = expectOk(
        await call(t, favouritesEndpoints.add, a, { token: demo }),
        favouritesEndpoints.add,
      );
      expect(added.ids).toEqual([a.nodeId]);
    }
    expectOk(await call(t, favouritesEndpoints.add, b, { token: demo }), favouritesEndpoints.add);
    const ids = expectOk(
      await call(t, favouritesEndpoints.ids, {}, { token: demo }),
      favouritesEndpoints.ids,
    );
    expect(ids.ids.sort()).toEqual([a.nodeId, b.nodeId].sort());
    expect(
      expectOk(
        await call(t, favouritesEndpoints.ids, {}, { token: other }),
        favouritesEndpoints.ids,
      ).ids,
    ).toEqual([]);
    const list = expectOk(
      await call(t, favouritesEndpoints.list, { gameType: 'RNG' }, { token: demo }),
      favouritesEndpoints.list,
    );
    expect(list.content.map((c) => c.nodeId).sort()).toEqual([a.nodeId, b.nodeId].sort());
    expect(list).toMatchObject({ total: 2, totalPages: 1, pageNum: 1 });
    for (let i = 0; i < 2; i += 1) {
      const removed = expectOk(
        await call(t, favouritesEndpoints.remove, a, { token: demo }),
        favouritesEndpoints.remove,
      );
      expect(removed.ids).toEqual([b.nodeId]);
    }
    expectError(
      await call(t, favouritesEndpoints.add, { ...a, nodeId: '999999999' }, { token: demo }),
      404,
      'not_found',
    );
    expectError(
      await call(t, favouritesEndpoints.add, { ...a, vendor: 'PT' }, { token: demo }),
      404,
      'not_found',
    );
  });

  it('refuses launch to visitors and trial accounts, allows free play where offered', async () => {
    const dice = games.PGE_DICE!;
    const live = games.AG_LIVE_0001!;
    expectError(
      await call(t, launchEndpoints.launchFb, { nodeId: live.nodeId, vassalage: 'AG' }),
      401,
      'in_no_login',
    );
    expectError(
      await call(t, launchEndpoints.launchFb, {
        nodeId: live.nodeId,
        vassalage: 'AG',
        freePlay: true,
      }),
      401,
      'in_no_login',
    );
    expectError(await call(t, launchEndpoints.launchGame, { vassalage: 'KX' }), 401, 'in_no_login');
    const free = expectOk(
      await call(t, launchEndpoints.launchFb, {
        nodeId: dice.nodeId,
        vassalage: 'PGE',
        freePlay: true,
      }),
      launchEndpoints.launchFb,
    );
    expect(free.url).toMatch(/^\/play\/pge\/dice\?t=/u);
    const trial = expectOk(await call(t, sessionEndpoints.freeplay, {}), sessionEndpoints.freeplay);
    expectError(
      await call(
        t,
        launchEndpoints.launchFb,
        { nodeId: live.nodeId, vassalage: 'AG' },
        { token: trial.token! },
      ),
      403,
      'in_need_true_account',
    );
    expectError(
      await call(t, launchEndpoints.launchGame, { vassalage: 'KX' }, { token: trial.token! }),
      403,
      'in_need_true_account',
    );
    expectError(
      await call(
        t,
        launchEndpoints.launchFb,
        { nodeId: '123456789', vassalage: 'AG' },
        { token: demo },
      ),
      404,
      'not_found',
    );
  });

  it('launches for members, records recent games one row per game, latest first', async () => {
    const live = games.AG_LIVE_0001!;
    const pvp = games.KX_PVP_0001!;
    const first = expectOk(
      await call(
        t,
        launchEndpoints.launchFb,
        { nodeId: live.nodeId, vassalage: 'AG' },
        { token: demo },
      ),
      launchEndpoints.launchFb,
    );
    expect(first).toMatchObject({ vendorName: 'Asia Gaming', demo: true });
    expect(first.url).toMatch(/^\/play\/demo\/AG\/AG_LIVE_0001\?t=/u);
    const page = await t.app.inject({ method: 'GET', url: first.url });
    expect(page.statusCode).toBe(200);
    // Labelled as a demo of the vendor, in the launch's language.
    expect(page.body).toMatch(/(Demo of|Demonstração de) AG <span class="badge">DEMO<\/span>/u);
    expectOk(
      await call(
        t,
        launchEndpoints.launchGame,
        { nodeId: pvp.nodeId, vassalage: 'KX' },
        { token: demo },
      ),
      launchEndpoints.launchGame,
    );
    expectOk(
      await call(
        t,
        launchEndpoints.launchFb,
        { nodeId: live.nodeId, vassalage: 'AG' },
        { token: demo },
      ),
      launchEndpoints.launchFb,
    );
    const recent = expectOk(
      await call(t, gamesEndpoints.recent, {}, { token: demo }),
      gamesEndpoints.recent,
    );
    expect(recent.total).toBe(2);
    expect(recent.list.map((c) => c.gameCode).sort()).toEqual(['AG_LIVE_0001', 'KX_PVP_0001']);
    const onlyLive = expectOk(
      await call(t, gamesEndpoints.recent, { gameType: 'LIVE' }, { token: demo }),
      gamesEndpoints.recent,
    );
    expect(onlyLive.list.map((c) => c.gameCode)).toEqual(['AG_LIVE_0001']);
    expectError(
      await call(t, gamesEndpoints.recent, { page: '0' }, { token: demo }),
      400,
      'invalid_input',
    );
    expect(
      expectOk(await call(t, gamesEndpoints.recent, {}, { token: other }), gamesEndpoints.recent)
        .total,
    ).toBe(0);
  });

  it('keeps demo-vendor transfers in the vendor’s own books, idempotently, never below zero', async () => {
    const merchant = (await t.app.platform.directory.byId(await demoMerchantId(t)))!;
    const [member] = await t.db.query<{ id: string }>(
      `select id::text as id from member where account = 'demo01'`,
    );
    const adapter = demoAdapter(t.app.platform, 'AG');
    const spec = { merchant, memberId: member!.id, amount: 25_000n, idempotencyKey: 'k1' };
    const before = await mainBalance(t.db, {
      merchantId: merchant.id,
      memberId: member!.id,
      currency: 'BRL',
    });
    const status = { merchant, memberId: member!.id, idempotencyKey: 'k1' };
    expect(await adapter.transferStatus({ ...status, direction: 'in' })).toBe('absent');
    expect(await adapter.transferIn(spec)).toEqual({ balance: 25_000n, replayed: false });
    expect(await adapter.transferIn(spec)).toEqual({ balance: 25_000n, replayed: true });
    expect(await adapter.transferStatus({ ...status, direction: 'in' })).toBe('done');
    await expect(
      adapter.transferOut({ ...spec, amount: 25_001n, idempotencyKey: 'k2' }),
    ).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    expect(
      await adapter.transferOut({ ...spec, amount: 5_000n, idempotencyKey: 'k3' }),
    ).toMatchObject({
      balance: 20_000n,
    });
    expect(await adapter.balance({ merchant, memberId: member!.id })).toBe(20_000n);
    // The vendor's books are not the platform's ledger: the wallet module books its own side.
    expect(
      await mainBalance(t.db, { merchantId: merchant.id, memberId: member!.id, currency: 'BRL' }),
    ).toBe(before);
  });
});
