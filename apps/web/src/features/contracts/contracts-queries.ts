import { contractsEndpoints } from '@portal/contract/contracts';
import type { ContractKind } from '@portal/contract/contracts/terms';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';
import { readToken } from '../../shared/storage/session-values.ts';
import { walletKey } from '../../shared/money/wallet-queries.ts';

/** Which bills: paid to the agent, or paid by it to its downlines. */
export type BillSide = 'received' | 'paid';

/** Rows per page of the bill list. */
export const billPageSize = 20;

/**
 * Query keys of the contract screens. The session token is part of every key, so one agent's
 * contracts can never answer for another who logs in later in the same tab.
 */
export function contractsKey(...parts: unknown[]) {
  return ['contracts', readToken(), ...parts] as const;
}

/**
 * After an answer, an offer or an end: every contract list, the pending offers and the
 * consolidated call (whose flags raise the after-login popup) read the new state.
 */
export async function invalidateContracts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['contracts'] }),
    queryClient.invalidateQueries({ queryKey: walletKey('consolidated') }),
  ]);
}

/** The agent's current contracts of a kind, received and given, its own terms and who it may offer to. */
export function contractListQuery(kind: ContractKind) {
  return queryOptions({
    queryKey: contractsKey('list', kind),
    queryFn: ({ signal }) => call(contractsEndpoints.list, { kind, scope: 'current' }, { signal }),
    retry: false,
  });
}

/** Offers of every kind waiting for the agent's answer. */
export function pendingOffersQuery() {
  return queryOptions({
    queryKey: contractsKey('pending'),
    queryFn: ({ signal }) => call(contractsEndpoints.pending, {}, { signal }),
    retry: false,
  });
}

/** A page of the bills of a kind the agent received or paid, newest period first. */
export function billsQuery(kind: ContractKind, side: BillSide, pageNo: number) {
  return queryOptions({
    queryKey: contractsKey('bills', kind, side, pageNo),
    queryFn: ({ signal }) =>
      call(contractsEndpoints.bills, { kind, side, pageNo, pageSize: billPageSize }, { signal }),
    retry: false,
  });
}

/** One bill with the statement it was computed from. */
export function billQuery(id: string) {
  return queryOptions({
    queryKey: contractsKey('bill', id),
    queryFn: ({ signal }) => call(contractsEndpoints.bill, { id }, { signal }),
    retry: false,
  });
}
