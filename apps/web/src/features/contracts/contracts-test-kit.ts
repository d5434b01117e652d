import type { ContractTerms } from '@portal/contract/contracts/terms';
import type { BillRow, BillStatement, ContractView } from '@portal/contract/contracts/views';
import { screen } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { makeStatus, moduleNode } from '../../test/status-fixture.ts';
import { useSessionStore } from '../session/index.ts';

type Handler = (request: Request) => Response | Promise<Response>;

/** The agent the contract tests log in as. */
export const agent = memberInfo({ account: 'boss', type: 1, isAgent: true });

/** A brand with the four contract switches on (under AGENT, as the whitelabel tree has them). */
export const contractsStatus = makeStatus({
  whitelabel: [
    moduleNode('AGENT', true, [
      moduleNode('BONUS', true),
      moduleNode('SALARY', true),
      moduleNode('HOUR_SALARY', true),
      moduleNode('REALTIME_SALARY', true),
    ]),
  ],
});

/** Logs the agent in (member info answered) before a render. */
export function logInAgent(routes: Record<string, Handler>) {
  const fetchMock = stubFetch({ '/wps/member/info': () => ok(agent), ...routes });
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setMember(agent);
  return fetchMock;
}

/**
 * Opens a contract page of the agent centre through the real routes, with the endpoints a test
 * stubs (everything else answers 501). Resolves once the agent menu is there.
 */
export async function openContractsPage(page: string, routes: Record<string, Handler>) {
  const fetchMock = logInAgent(routes);
  const view = renderRoutes(`/agent?acPage=${page}`, { status: contractsStatus });
  await screen.findByRole('navigation', { name: 'Centro de agente' });
  return { ...view, fetchMock };
}

/** Tiered terms: 1 % from 100.00 of valid bets, 1.5 % from 1000.00 and 3 active members. */
export const tiered: ContractTerms = {
  tiers: [
    { rate: '0.01', minValidBet: '100.00', minProfit: '0.00', minActiveMembers: 1 },
    { rate: '0.015', minValidBet: '1000.00', minProfit: '0.00', minActiveMembers: 3 },
  ],
};

/** A contract view as the server answers it, active by default. */
export function contract(overrides: Partial<ContractView> = {}): ContractView {
  return {
    id: '10',
    kind: 'dailySalary',
    state: 'active',
    upline: 'top',
    downline: 'boss',
    terms: tiered,
    offeredAt: '2026-11-01T12:00:00.000Z',
    activeFrom: '2026-11-01T13:00:00.000Z',
    endsAt: null,
    endedAt: null,
    endReason: null,
    terminationRequestedBy: null,
    replaces: null,
    ...overrides,
  };
}

/** The list call's answer. */
export function contractList(
  overrides: Partial<{
    kind: ContractView['kind'];
    received: ContractView[];
    given: ContractView[];
    ownTerms: ContractTerms | null;
    offerTo: string[];
  }> = {},
) {
  return ok({
    kind: 'dailySalary',
    received: [],
    given: [],
    ownTerms: null,
    offerTo: [],
    ...overrides,
  });
}

/** A bill row: the day of 20/11/2026 on São Paulo's clock, paid 15.00. */
export function bill(overrides: Partial<BillRow> = {}): BillRow {
  return {
    id: '501',
    contractId: '10',
    kind: 'dailySalary',
    periodStart: '2026-11-20T03:00:00.000Z',
    periodEnd: '2026-11-21T03:00:00.000Z',
    payer: 'top',
    payee: 'boss',
    state: 'paid',
    amount: '15.00',
    createdAt: '2026-11-21T03:05:00.000Z',
    paidAt: '2026-11-21T03:05:00.000Z',
    attempts: 1,
    ...overrides,
  };
}

/** The statement of `bill()`: 1000.00 of valid bets by 4 members reach tier 2 (1.5 %). */
export function statement(overrides: Partial<BillStatement> = {}): BillStatement {
  return {
    windowStart: '2026-11-20T03:00:00.000Z',
    windowEnd: '2026-11-21T03:00:00.000Z',
    figures: {
      validBet: '1000.00',
      profit: '120.00',
      payout: '880.00',
      bonus: '0.00',
      activeMembers: 4,
      bets: 37,
      winStake: '0.00',
      lossStake: '0.00',
    },
    terms: tiered,
    tier: 1,
    rate: '0.015',
    base: '1000.00',
    formula: 'salary',
    amount: '15.00',
    ...overrides,
  };
}
