import { defaultOdds } from '@portal/contract/lottery/default-odds';
import type { DrawShapeName } from '@portal/contract/lottery/families';
import { allPlayMethods } from '@portal/contract/lottery/play-methods';
import type { VnMenuGame, VnMenuOutput, VnOpenedResult } from '@portal/contract/lottery/vn-wire';
import type { LotteryBoard } from '@portal/contract/lottery/wire';
import { ok } from '../../../test/request-body.ts';
import { boardAnswer, gameView, page, period } from '../lottery-fixture.ts';

/** Test data of the regional pages, as the server answers it. */

type Handler = (request: Request) => Response | Promise<Response>;

/** Monday 23 November 2026, 16:15 in Vietnam (09:15 UTC). */
export const mondayDraw = Date.UTC(2026, 10, 23, 9, 15);

/** A South board: ĐB 123456 … G4 with 00004, G7 077, G8 08 (18 numbers in tier order). */
export const southResult = [
  123456, 54321, 11111, 22222, 33333, 4, 40000, 41234, 42345, 43456, 44567, 45678, 5555, 6, 6666,
  6789, 77, 8,
];

/** A station of the menu, drawing today and selling for 42 more seconds. */
export function station(now: number, overrides: Partial<VnMenuGame> = {}): VnMenuGame {
  return {
    gameCode: 'VN_MN_HCM',
    name: 'TP. Hồ Chí Minh',
    region: 'MN',
    shape: 'VN_MN',
    drawTime: '16:15',
    timeZone: 'Asia/Ho_Chi_Minh',
    days: [1, 6],
    monthDays: [],
    periodNo: '20261123-0001',
    status: 'OPEN',
    closesAt: now + 42_000,
    drawsAt: now + 942_000,
    drawsToday: true,
    resultSource: 'OPERATOR',
    ...overrides,
  };
}

/** The VN menu: two South stations (one today, one on Monday), a Central one and the North. */
export function vnMenu(now: number): VnMenuOutput {
  return {
    area: 'VN',
    now,
    groups: [
      {
        region: 'MN',
        name: 'Sul (Miền Nam)',
        gameMenus: [
          station(now),
          station(now, {
            gameCode: 'VN_MN_DT',
            name: 'Đồng Tháp',
            days: [1],
            periodNo: '20261123-0001',
            closesAt: mondayDraw - 900_000,
            drawsAt: mondayDraw,
            drawsToday: false,
            resultSource: 'IN_HOUSE',
          }),
        ],
      },
      {
        region: 'MT',
        name: 'Centro (Miền Trung)',
        gameMenus: [
          station(now, {
            gameCode: 'VN_MT_DNG',
            name: 'Đà Nẵng',
            region: 'MT',
            resultSource: 'IN_HOUSE',
          }),
        ],
      },
      {
        region: 'MB',
        name: 'Norte (Miền Bắc)',
        gameMenus: [
          station(now, {
            gameCode: 'VN_MB',
            name: 'Miền Bắc',
            region: 'MB',
            shape: 'VN_MB',
            days: [0, 1, 2, 3, 4, 5, 6],
            resultSource: 'IN_HOUSE',
          }),
        ],
      },
    ],
  };
}

/** Every play of a regional shape with the default per-hit odds. */
export function regionalOffer(shape: DrawShapeName): LotteryBoard['plays'] {
  return allPlayMethods
    .filter((method) => method.shape === shape)
    .map((method) => ({ code: method.code, odds: defaultOdds[method.code] ?? {} }));
}

/** The board of a regional station. */
export function stationBoard(now: number, code = 'VN_MN_HCM', shape: DrawShapeName = 'VN_MN') {
  return boardAnswer(now, {
    game: gameView(now, {
      gameCode: code,
      gameGroupCode: shape.startsWith('VN') ? 'VN' : 'SEA',
      shape,
      name: code === 'VN_MN_HCM' ? 'TP. Hồ Chí Minh' : code,
      periodSeconds: 86_400,
      current: period(now, { periodNo: '20261123-0001', closesAt: now + 42_000 }),
      last: null,
    }),
    next: null,
    plays: regionalOffer(shape),
  });
}

/** A drawn result of a station. */
export function opened(overrides: Partial<VnOpenedResult> = {}): VnOpenedResult {
  return {
    gameCode: 'VN_MN_HCM',
    name: 'TP. Hồ Chí Minh',
    region: 'MN',
    shape: 'VN_MN',
    periodNo: '20261116-0001',
    drawnAt: Date.UTC(2026, 10, 16, 9, 16),
    result: southResult,
    resultVersion: 1,
    resultSource: 'OPERATOR',
    ...overrides,
  };
}

/** The regional calls of a page with its menu, a station's board and its results. */
export function regionalRoutes(
  now: number,
  options: {
    board?: () => LotteryBoard;
    results?: VnOpenedResult[];
    extra?: Record<string, Handler>;
  } = {},
): Record<string, Handler> {
  return {
    '/lgw/vn/games/game_menu': () => ok(vnMenu(now)),
    '/lgw/vn/games/game_menu/recent': () => ok({ list: [] }),
    '/lgw/vn/numeros/opened/game': () => ok({ list: options.results ?? [opened()] }),
    '/lgw/numeros/near': () => ok((options.board ?? (() => stationBoard(now)))()),
    '/lotto/lgw/bets': () => ok(page([])),
    ...options.extra,
  };
}
