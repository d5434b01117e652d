import {
  opsEndpoints,
  type OperatorView,
  type OpsBrandView,
  type OpsMeOutput,
} from '@portal/contract/ops';
import type { DashboardOutput } from '@portal/contract/ops/dashboard';
import { permissionsOf, type OpsRole } from '@portal/contract/ops/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { loadMessages } from '../../i18n/i18n.ts';
import { ConsoleApp } from './console-app.tsx';
import { writeOperatorToken } from './operator-session.ts';
import './ops-texts.ts';

// The console's entry loads the error and validation messages before it renders (console-main),
// and so does every test file of the console.
beforeAll(async () => {
  await loadMessages();
});

/** The stubbed paths of the console's calls, by endpoint name. */
export const opsPath = Object.fromEntries(
  Object.entries(opsEndpoints).map(([name, endpoint]) => [name, endpoint.path]),
) as Record<keyof typeof opsEndpoints, string>;

/** An operator as the server shows it: `ana`, a demo brand owner unless told otherwise. */
export function operator(overrides: Partial<OperatorView> = {}): OperatorView {
  return {
    id: '1',
    username: 'ana',
    role: 'owner',
    merchant: 'demo',
    locked: false,
    secondFactor: true,
    lastLoginAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The demo brand as the seeders make it (`apps/server/src/seed/demo-merchant.ts`). */
export const demoBrand: OpsBrandView = {
  code: 'demo',
  name: 'Aurora Play',
  languages: ['PT', 'EN'],
  currency: 'BRL',
  timeZone: 'America/Sao_Paulo',
};

/**
 * The `me` answer of an operator of `role`, with the permissions the contract gives it, acting
 * on the demo brand unless `brand` says otherwise.
 */
export function meOf(
  role: OpsRole,
  overrides: Partial<OperatorView> = {},
  brand: Partial<OpsBrandView> = {},
): OpsMeOutput {
  const self = operator({ role, ...overrides });
  return {
    operator: self,
    permissions: permissionsOf(role, self.merchant),
    brand: { ...demoBrand, ...brand },
  };
}

/**
 * Renders the console at `path` (under `/console`), signed in with `token` when given. Each
 * render has a query client of its own, so no answer leaks from one test into the next.
 */
export function renderConsole(path = '/console', token?: string) {
  window.history.pushState({}, '', path);
  if (token !== undefined) writeOperatorToken(token);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ConsoleApp />
    </QueryClientProvider>,
  );
}

/**
 * A dashboard answer: 14 quiet days but the last (today, 2026-11-20), which has deposits, bets
 * and members, and the work waiting as given.
 */
export function dashboardAnswer(
  waiting: Partial<DashboardOutput['waiting']> = {},
): DashboardOutput {
  const quiet = (day: string) => ({
    day,
    deposits: '0.00',
    withdrawals: '0.00',
    bonuses: '0.00',
    validBets: '0.00',
    payout: '0.00',
    ggr: '0.00',
    activeMembers: 0,
    newMembers: 0,
  });
  const days = Array.from({ length: 13 }, (_, i) =>
    quiet(`2026-11-${String(7 + i).padStart(2, '0')}`),
  );
  return {
    currency: 'BRL',
    days: [
      ...days,
      {
        day: '2026-11-20',
        deposits: '1500.00',
        withdrawals: '200.00',
        bonuses: '10.00',
        validBets: '900.50',
        payout: '1000.00',
        ggr: '-99.50',
        activeMembers: 12,
        newMembers: 3,
      },
    ],
    waiting: {
      approvals: 0,
      withdrawalsInReview: 0,
      applications: 0,
      redemptions: 0,
      lotteryResults: 0,
      ...waiting,
    },
  };
}
