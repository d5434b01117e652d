import { lotteryEndpoints as e } from '@portal/contract/lottery';
import { isWellFormedResult } from '@portal/contract/lottery/families';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { lotteryKit, type LotteryKit } from './lottery-test-kit.ts';

// The demo brand's regional games: the VN stations' weekly rota and the SEA draws, listed by
// region with the period each sells, and their results once drawn.

let kit: LotteryKit;
beforeAll(async () => {
  kit = await lotteryKit();
});
afterAll(async () => {
  await kit.t.close();
});

const menu = async (area: 'VN' | 'SEA') =>
  expectOk(await call(kit.t, e.vnMenu, { area }, { language: 'EN' }), e.vnMenu);

describe('regional menus', () => {
  it('lists the VN stations by region, each selling its next draw in Vietnam time', async () => {
    const vn = await menu('VN');
    expect(vn.groups.map((g) => [g.region, g.name])).toEqual([
      ['MN', 'South (Miền Nam)'],
      ['MT', 'Central (Miền Trung)'],
      ['MB', 'North (Miền Bắc)'],
    ]);
    const south = vn.groups[0]!.gameMenus;
    expect(south).toHaveLength(21);
    const hcm = south.find((g) => g.gameCode === 'VN_MN_HCM')!;
    expect(hcm).toMatchObject({
      name: 'TP. Hồ Chí Minh',
      shape: 'VN_MN',
      drawTime: '16:15',
      timeZone: 'Asia/Ho_Chi_Minh',
      days: [1, 6],
      resultSource: 'OPERATOR',
      status: 'OPEN',
    });
    // Its draw is on a Monday or a Saturday at 16:15 in Vietnam (09:15 UTC), after now.
    const draw = new Date(hcm.drawsAt!);
    expect([1, 6]).toContain(new Date(draw.getTime() + 7 * 3_600_000).getUTCDay());
    expect([draw.getUTCHours(), draw.getUTCMinutes()]).toEqual([9, 15]);
    expect(hcm.drawsAt! - hcm.closesAt!).toBe(15 * 60_000);
    expect(hcm.drawsAt!).toBeGreaterThan(vn.now);
    // Stations drawing soonest come first; the in-house ones are labelled as such.
    const draws = south.map((g) => g.drawsAt!);
    expect([...draws].sort((a, b) => a - b)).toEqual(draws);
    expect(south.find((g) => g.gameCode === 'VN_MN_DT')!.resultSource).toBe('IN_HOUSE');
    expect(vn.groups[2]!.gameMenus.map((g) => g.gameCode)).toEqual(['VN_MB']);

    const sea = await menu('SEA');
    expect(sea.groups.map((g) => g.gameMenus.map((m) => m.gameCode))).toEqual([
      ['SEA_4D_MY'],
      ['SEA_THAI'],
    ]);
    expect(sea.groups[1]!.gameMenus[0]).toMatchObject({ monthDays: [1, 16], days: [] });
  });

  it('keeps regional games out of the LOTT lobby', async () => {
    const lobby = expectOk(await call(kit.t, e.games, { prizeMode: 'LOTT' }), e.games);
    const codes = lobby.groups.flatMap((g) => g.games.map((game) => game.gameCode));
    expect(codes).toContain('SSC_1M');
    expect(codes.some((code) => code.startsWith('VN_') || code.startsWith('SEA_'))).toBe(false);
  });

  it('shows the latest results once drawn: per game, and the last of each game', async () => {
    const north = (await menu('VN')).groups[2]!.gameMenus[0]!;
    expect(expectOk(await call(kit.t, e.vnOpened, { gameCode: 'VN_MB' }), e.vnOpened).list).toEqual(
      [],
    );
    // The in-house North board is drawn at 18:15 Vietnam time.
    await kit.advance(north.drawsAt! - kit.clock.now() + 1);
    const opened = expectOk(
      await call(kit.t, e.vnOpened, { gameCode: 'VN_MB', pageSize: 5 }),
      e.vnOpened,
    ).list;
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      gameCode: 'VN_MB',
      periodNo: north.periodNo,
      shape: 'VN_MB',
      resultVersion: 1,
      resultSource: 'IN_HOUSE',
    });
    expect(isWellFormedResult('VN_MB', opened[0]!.result)).toBe(true);
    const strip = expectOk(await call(kit.t, e.vnOpened, {}), e.vnOpened).list;
    expect(strip.map((r) => r.gameCode)).toContain('VN_MB');
    // A game of the other area is not one of this one's.
    expect(
      expectOk(await call(kit.t, e.vnOpened, { area: 'SEA', gameCode: 'VN_MB' }), e.vnOpened).list,
    ).toEqual([]);
  });
});
