import { rewardsEndpoints } from '@portal/contract/rewards';
import type { MemberInfo } from '@portal/contract/member';
import { screen } from '@testing-library/react';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok } from '../../test/request-body.ts';
import { openMemberPage, requestsTo } from '../../test/wallet-fixture.ts';
import type { Bonus, OpenPromotion } from './rewards-types.ts';

type Handler = (request: Request) => Response | Promise<Response>;
type FetchMock = Awaited<ReturnType<typeof openMemberPage>>['fetchMock'];

/** The stubbed paths of the rewards calls, by endpoint name. */
export const rewardsPath = Object.fromEntries(
  Object.entries(rewardsEndpoints).map(([name, endpoint]) => [name, endpoint.path]),
) as Record<keyof typeof rewardsEndpoints, string>;

/** A pending promotion bonus of R$ 10,00 asking for R$ 100,00 of turnover, claimable a week. */
export function bonus(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: '11',
    source: 'promotion',
    title: 'Bónus de boas-vindas',
    amount: '10.00',
    turnoverRequired: '100.00',
    state: 'pending',
    createdAt: '2026-11-21T13:00:00.000Z',
    settledAt: null,
    expiresAt: '2026-11-28T02:59:00.000Z',
    ...overrides,
  };
}

/** An activity open to the member, with no end date. */
export function promotion(overrides: Partial<OpenPromotion> = {}): OpenPromotion {
  return {
    promoId: 'p-7',
    title: 'Torneio de slots',
    kind: 'activity',
    endsAt: null,
    ...overrides,
  };
}

/** A page of the bonus details with its two figures. */
export function bonusPage(
  list: Bonus[],
  extra: { pageNum?: number; totalPages?: number; total?: number } & Partial<
    Record<'creditedTotal' | 'turnoverRemaining', string>
  > = {},
) {
  return ok({
    list,
    pageNum: 1,
    totalPages: 1,
    total: list.length,
    creditedTotal: '0.00',
    turnoverRemaining: '0.00',
    ...extra,
  });
}

/** The reward centre's answer. */
export function centre(claimable: Bonus[], promotions: OpenPromotion[] = []) {
  return ok({ claimable, promotions, count: claimable.length + promotions.length });
}

/** The rewards pages of the member centre, with their page titles (PT). */
const pageTitles = {
  bonusDetails: 'Detalhes de bónus',
  rewardCenter: 'Centro de recompensas',
  vip: 'VIP',
  manualRebate: 'Reembolso',
  missionLeaderboard: 'Missões e classificação',
};

/**
 * Logs a member in and opens a rewards page of the member centre through the real routes (its
 * lazy chunk, the route's props). Calls not stubbed answer 501. Resolves once the page's
 * heading is there.
 */
export async function openRewardsPage(
  page: keyof typeof pageTitles,
  routes: Record<string, Handler>,
  { member = memberInfo() }: { member?: MemberInfo } = {},
) {
  const opened = await openMemberPage(page, routes, { member });
  await screen.findByRole('heading', { level: 1, name: pageTitles[page] });
  return opened;
}

/** The query of the newest request to a path. */
export function lastQuery(fetchMock: FetchMock, path: string): URLSearchParams {
  return new URL(requestsTo(fetchMock, path).at(-1)!.url).searchParams;
}
