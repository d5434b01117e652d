import type { OutputOf } from '@portal/contract/endpoint';
import type { lotteryEndpoints } from '@portal/contract/lottery';
import type { DrawShapeName } from '@portal/contract/lottery/families';
import { allPlayMethods } from '@portal/contract/lottery/play-methods';
import type {
  LotteryBoard,
  LotteryGameView,
  PeriodView,
  TicketView,
} from '@portal/contract/lottery/wire';
import { screen } from '@testing-library/react';
import { useSessionStore } from '../session/index.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

/** Test data of the lottery screens, as the server answers it. */

type Handler = (request: Request) => Response | Promise<Response>;

/** Every play of a draw shape as the board offers it, fixed-odds options at 1.96. */
export function offeredPlays(shape: DrawShapeName): LotteryBoard['plays'] {
  return allPlayMethods
    .filter((method) => method.shape === shape)
    .map((method) => ({
      code: method.code,
      odds:
        method.pricing.kind === 'fixed'
          ? Object.fromEntries(Object.keys(method.pricing.options).map((key) => [key, '1.96']))
          : null,
    }));
}

/** A period around `now`: open for 30 more seconds, drawn 10 s after the close. */
export function period(now: number, overrides: Partial<PeriodView> = {}): PeriodView {
  return {
    periodNo: '20261123-0101',
    status: 'OPEN',
    opensAt: now - 20_000,
    closesAt: now + 30_000,
    drawsAt: now + 40_000,
    seedCommitment: 'ab'.repeat(32),
    result: null,
    ...overrides,
  };
}

/** A drawn period. */
export function drawn(periodNo: string, result: number[], now: number): PeriodView {
  return {
    periodNo,
    status: 'SETTLED',
    opensAt: now - 80_000,
    closesAt: now - 30_000,
    drawsAt: now - 20_000,
    seedCommitment: 'cd'.repeat(32),
    result,
  };
}

/** A lobby card. */
export function gameView(now: number, overrides: Partial<LotteryGameView> = {}): LotteryGameView {
  return {
    gameCode: 'SSC_1M',
    gameGroupCode: 'SSC',
    shape: 'SSC',
    lane: 'LOTT',
    name: 'SSC 1 minuto',
    periodSeconds: 60,
    closeSeconds: 10,
    current: period(now),
    last: drawn('20261123-0100', [1, 2, 3, 4, 5], now),
    ...overrides,
  };
}

/** The board of SSC_1M with every SSC play, the demo's terms and a balance. */
export function boardAnswer(now: number, overrides: Partial<LotteryBoard> = {}): LotteryBoard {
  const game = gameView(now);
  return {
    game,
    now,
    next: period(now, {
      periodNo: '20261123-0102',
      status: 'SCHEDULED',
      opensAt: now + 40_000,
      closesAt: now + 90_000,
      drawsAt: now + 100_000,
      seedCommitment: null,
    }),
    chain: { anchor: 'ef'.repeat(32), length: 1000 },
    plays: offeredPlays('SSC'),
    units: ['YUAN', 'JIAO', 'FEN'],
    maxMultiple: 1000,
    prizeGroup: { min: 1700, max: 1960, default: 1900 },
    limits: {
      maxTicketStake: '20000.00',
      maxBetPrize: '400000.00',
      maxMemberPeriodStake: '50000.00',
    },
    cancellable: true,
    balance: '1234.50',
    ...overrides,
  };
}

/** A ticket of the member. */
export function ticket(overrides: Partial<TicketView> = {}): TicketView {
  return {
    ticketId: '501',
    gameCode: 'SSC_1M',
    periodNo: '20261123-0101',
    playCode: 'SSC_5STAR_DIRECT',
    selection: { positions: [[1, 2], [3], [4], [5], [6]] },
    betCount: 2,
    unit: 'YUAN',
    multiple: 1,
    prizeGroup: 1900,
    stake: '4.00',
    rebate: '0.12',
    status: 'PENDING',
    payout: null,
    placedAt: Date.UTC(2026, 10, 23, 12, 0, 0),
    result: null,
    ...overrides,
  };
}

/** An empty page of a paged list. */
export function page<T>(list: T[]) {
  return { list, totalPages: list.length === 0 ? 0 : 1, pageNum: 1, total: list.length };
}

/** The lobby answer of a lane. */
export type GamesAnswer = OutputOf<typeof lotteryEndpoints.games>;

/**
 * Logs a member in and opens a lottery address through the real routes with the calls a test
 * stubs (the member info answers by default; everything else 501, as unbuilt calls do).
 */
export async function openLottery(path: string, routes: Record<string, Handler>) {
  const member = memberInfo();
  const fetchMock = stubFetch({ '/wps/member/info': () => ok(member), ...routes });
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setMember(member);
  const view = renderRoutes(path);
  await screen.findByRole('group', { name: 'Saldo' });
  return { ...view, fetchMock };
}

/** The requests the stub received for one path (and method). */
export function requestsTo(
  fetchMock: ReturnType<typeof stubFetch>,
  path: string,
  method = 'GET',
): Request[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://portal.test'), init))
    .filter((request) => new URL(request.url).pathname === path && request.method === method);
}
