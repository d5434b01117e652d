import { agentEndpoints } from '@portal/contract/agent';
import type { InputOf } from '@portal/contract/endpoint';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';
import type { DayRange } from '../../shared/money/date-range.ts';
import type { TransactionType } from '../../shared/money/wallet-queries.ts';
import { agentKey } from './agent-key.ts';

export { agentKey } from './agent-key.ts';

/** The downline list's filters, sort and page (the contract's input). */
export type DownlineFilters = Required<
  Pick<InputOf<typeof agentEndpoints.downlines>, 'scope' | 'sort' | 'order' | 'pageNo'>
> & { account?: string | undefined; role?: 'member' | 'agent' | undefined };

/** Everything the agent pages cached: refetched after a change to the team or money moved. */
export function invalidateAgent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['agent'] });
}

/** Drops `undefined` members, which the contract's optional fields do not accept as values. */
function defined<T extends Record<string, unknown>>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as T;
}

/** Team size and money figures of a period, per day too. */
export function teamOverviewQuery(range: DayRange) {
  return queryOptions({
    queryKey: agentKey('teamOverview', range),
    queryFn: ({ signal }) => call(agentEndpoints.teamOverview, range, { signal }),
    retry: false,
  });
}

/** A page of downlines. */
export function downlinesQuery(filters: DownlineFilters) {
  return queryOptions({
    queryKey: agentKey('downlines', filters),
    queryFn: ({ signal }) =>
      call(agentEndpoints.downlines, defined({ ...filters, pageSize: 20 }), { signal }),
    retry: false,
  });
}

/** One downline's summary and what the agent may do to it. */
export function downlineQuery(account: string) {
  return queryOptions({
    queryKey: agentKey('downline', account),
    queryFn: ({ signal }) => call(agentEndpoints.downline, { account }, { signal }),
    retry: false,
  });
}

/** What the agent may register: types, prize groups, its own code. */
export function registerCentreQuery() {
  return queryOptions({
    queryKey: agentKey('registerCentre'),
    queryFn: ({ signal }) => call(agentEndpoints.registerCentre, {}, { signal }),
    retry: false,
  });
}

/** A page of the agent's invitation links. */
export function linksQuery(pageNo: number) {
  return queryOptions({
    queryKey: agentKey('links', pageNo),
    queryFn: ({ signal }) => call(agentEndpoints.links, { pageNo, pageSize: 20 }, { signal }),
    retry: false,
  });
}

/** A page of profit and loss of the viewed account (the agent itself when undefined). */
export function profitLossQuery(range: DayRange, account: string | undefined, pageNo: number) {
  return queryOptions({
    queryKey: agentKey('profitLoss', range, account ?? null, pageNo),
    queryFn: ({ signal }) =>
      call(agentEndpoints.profitLoss, defined({ ...range, account, pageNo, pageSize: 20 }), {
        signal,
      }),
    retry: false,
  });
}

/** The team's revenue per product and per day. */
export function revenueQuery(range: DayRange) {
  return queryOptions({
    queryKey: agentKey('revenue', range),
    queryFn: ({ signal }) => call(agentEndpoints.revenue, range, { signal }),
    retry: false,
  });
}

/** A page of one downline's main-wallet movements. */
export function downlineTransactionsQuery(
  account: string,
  type: TransactionType | undefined,
  range: DayRange,
  pageNo: number,
) {
  return queryOptions({
    queryKey: agentKey('downlineTransactions', account, type ?? null, range, pageNo),
    queryFn: ({ signal }) =>
      call(
        agentEndpoints.downlineTransactions,
        defined({ account, type, ...range, pageNo, pageSize: 20 }),
        { signal },
      ),
    retry: false,
  });
}

/** What the agent may send to a direct downline now, and the brand's limits. */
export function transferDownlineInfoQuery() {
  return queryOptions({
    queryKey: agentKey('transferDownlineInfo'),
    queryFn: ({ signal }) => call(agentEndpoints.transferDownlineInfo, {}, { signal }),
    retry: false,
  });
}
