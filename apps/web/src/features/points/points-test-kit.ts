import type {
  pointConfigOutput,
  pointDetail,
  pointReward,
  redeemRecord,
} from '@portal/contract/points';
import { pointsEndpoints } from '@portal/contract/points';
import { screen } from '@testing-library/react';
import type * as z from 'zod/mini';
import { stubFetch } from '../../test/fetch-stub.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { useSessionStore } from '../session/index.ts';

type Handler = (request: Request) => Response | Promise<Response>;
type Config = z.infer<typeof pointConfigOutput>;
type Reward = z.infer<typeof pointReward>;
type Record_ = z.infer<typeof redeemRecord>;
type Detail = z.infer<typeof pointDetail>;

/** The stubbed paths of the seven points calls, by endpoint name. */
export const pointsPath = Object.fromEntries(
  Object.entries(pointsEndpoints).map(([name, endpoint]) => [name, endpoint.path]),
) as Record<keyof typeof pointsEndpoints, string>;

/** The brand's rules: 10 points per R$ 100,00 in live, 1000 points convert to R$ 10,00. */
export function config(overrides: Partial<Config> = {}): Config {
  return {
    enabled: true,
    earning: [
      { type: 'live', unit: '100.00', points: 10 },
      { type: 'rng', unit: '50.00', points: 2 },
      { type: 'sports', unit: '0.00', points: 5 },
      { type: 'deposit', unit: '10.00', points: 1 },
    ],
    convert: {
      enabled: true,
      points: '1000',
      amount: '10.00',
      minPoints: '2000',
      turnoverMultiple: '1',
    },
    expires: false,
    ...overrides,
  };
}

/** A goods reward costing 1500 points, 4 in stock, at most 3 per redemption. */
export function goods(overrides: Partial<Reward> = {}): Reward {
  return {
    id: '7',
    name: 'Caneca dourada',
    description: 'Uma caneca de cerâmica com o logótipo da casa.',
    kind: 'goods',
    points: '1500',
    amount: '0.00',
    stock: 4,
    maxQuantity: 3,
    imageUrl: null,
    ...overrides,
  };
}

/** A credit reward: 500 points credit R$ 5,00, unlimited. */
export function credit(overrides: Partial<Reward> = {}): Reward {
  return {
    id: '8',
    name: 'Bónus de 5',
    description: '',
    kind: 'credit',
    points: '500',
    amount: '5.00',
    stock: null,
    maxQuantity: 10,
    imageUrl: null,
    ...overrides,
  };
}

/** A redemption as the history answers it, in process by default. */
export function record(overrides: Partial<Record_> = {}): Record_ {
  return {
    refNo: 'PR-0001',
    appliedAt: '2026-11-21T13:00:00.000Z',
    kind: 'reward',
    name: 'Caneca dourada',
    quantity: 2,
    points: '3000',
    amount: '0.00',
    status: 'inProcess',
    changedPoints: '-3000',
    pointsBalance: '2000',
    remark: '',
    ...overrides,
  };
}

/** A movement of points. */
export function detail(overrides: Partial<Detail> = {}): Detail {
  return {
    id: '1',
    time: '2026-11-21T13:00:00.000Z',
    type: 'live',
    points: '120',
    balance: '5120',
    remark: '12 apostas',
    ...overrides,
  };
}

/** A page of a list. */
export function page(list: unknown[], pageNum = 1, totalPages = 1) {
  return ok({ list, pageNum, totalPages, total: list.length });
}

/**
 * Logs a member in and opens /pointMall through the real routes. The four reads answer a
 * member with 5000 points, `config()`, a goods and a credit reward and empty lists unless the
 * test stubs them otherwise; anything else answers 501. Resolves once the page's heading
 * (`title`) is there.
 */
export async function openPointMall(
  routes: Record<string, Handler> = {},
  title = 'Loja de pontos',
) {
  const member = memberInfo();
  const fetchMock = stubFetch({
    '/wps/member/info': () => ok(member),
    [pointsPath.balance]: () => ok({ points: '5000' }),
    [pointsPath.config]: () => ok(config()),
    [pointsPath.rewards]: () => ok({ list: [goods(), credit()] }),
    [pointsPath.redeemList]: () => page([]),
    [pointsPath.details]: () => page([]),
    ...routes,
  });
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setMember(member);
  const view = renderRoutes('/pointMall');
  await screen.findByRole('heading', { name: title, level: 1 });
  return { ...view, fetchMock };
}
