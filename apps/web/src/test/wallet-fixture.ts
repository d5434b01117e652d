import type { MemberInfo } from '@portal/contract/member';
import type { deposit } from '@portal/contract/deposits';
import type { consolidatedOutput } from '@portal/contract/wallet';
import type {
  receivingAccount,
  withdrawal,
  withdrawSettingsOutput,
} from '@portal/contract/withdrawals';
import { screen } from '@testing-library/react';
import type * as z from 'zod/mini';
import { useSessionStore } from '../features/session/session-store.ts';
import { stubFetch } from './fetch-stub.ts';
import { memberInfo } from './member-fixture.ts';
import { ok } from './request-body.ts';
import { renderRoutes } from './render-routes.tsx';

type Handler = (request: Request) => Response | Promise<Response>;

/** A receiving account as the server answers it. */
export function account(
  overrides: Partial<z.infer<typeof receivingAccount>> = {},
): z.infer<typeof receivingAccount> {
  return {
    accountId: 'acc-1',
    kind: 'bank',
    holderName: 'Ana Silva',
    institution: 'Banco Demo',
    maskedNumber: '****1234',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Withdraw settings as the server answers them. */
export function withdrawSettings(
  overrides: Partial<z.infer<typeof withdrawSettingsOutput>> = {},
): z.infer<typeof withdrawSettingsOutput> {
  return {
    currency: 'BRL',
    hasWithdrawPassword: true,
    available: '200.00',
    pendingTotal: '0.00',
    turnoverRemaining: '0.00',
    minAmount: '10.00',
    maxAmount: '5000.00',
    autoReceiveMinutes: 60,
    accounts: [account()],
    ...overrides,
  };
}

/** A withdrawal as the server answers it. */
export function withdrawalRow(
  overrides: Partial<z.infer<typeof withdrawal>> = {},
): z.infer<typeof withdrawal> {
  return {
    withdrawalId: 'w-1',
    amount: '50.00',
    status: 'pending',
    account: account(),
    createdAt: '2026-11-21T10:00:00.000Z',
    paidAt: null,
    autoReceiveAt: null,
    autoReceived: false,
    missingAmount: null,
    proofCount: 0,
    ...overrides,
  };
}

/** A deposit as the server answers it. */
export function depositRow(
  overrides: Partial<z.infer<typeof deposit>> = {},
): z.infer<typeof deposit> {
  return {
    depositId: 'dep-1',
    channelId: 'demo-pix',
    amount: '100.00',
    status: 'pending',
    createdAt: '2026-11-21T10:00:00.000Z',
    settledAt: null,
    checkoutUrl: '/pay/demo/dep-1',
    ...overrides,
  };
}

/** The consolidated wallets of a transfer-wallet brand. */
export function consolidated(
  overrides: Partial<z.infer<typeof consolidatedOutput>> = {},
): z.infer<typeof consolidatedOutput> {
  return {
    currency: 'BRL',
    currencySymbol: 'R$',
    main: '300.00',
    total: '350.00',
    wallets: [
      {
        vendor: 'PGE',
        displayName: 'PG Estúdio',
        balance: '50.00',
        state: 'ok',
        pendingTransfer: false,
      },
      {
        vendor: 'AG',
        displayName: 'AG Live',
        balance: '0.00',
        state: 'unavailable',
        pendingTransfer: false,
      },
    ],
    // No contract offer waits (a test of the pending-offer popup sets one).
    divtypereq: 0,
    dailysalreqtype: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
    ...overrides,
  };
}

/** An empty page of a paged list. */
export function emptyPage(extra: Record<string, unknown> = {}) {
  return ok({ list: [], totalPages: 0, pageNum: 1, total: 0, ...extra });
}

/**
 * Logs a member in and opens a member-centre page through the real routes, with the wallet
 * endpoints a test stubs (everything else answers 501, as unbuilt calls do). Resolves once the
 * page heading is there.
 */
export async function openMemberPage(
  page: string,
  routes: Record<string, Handler>,
  { query = '', member = memberInfo() }: { query?: string; member?: MemberInfo } = {},
) {
  const fetchMock = stubFetch({ '/wps/member/info': () => ok(member), ...routes });
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setMember(member);
  const view = renderRoutes(`/member?mcPage=${page}${query}`);
  await screen.findByRole('navigation', { name: 'Centro de membro' });
  return { ...view, fetchMock };
}

/** The requests the stub received for one path. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, path: string): Request[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://portal.test'), init))
    .filter((request) => new URL(request.url).pathname === path);
}
