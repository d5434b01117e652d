import { historiesEndpoints, type transactionTypes } from '@portal/contract/histories';
import { walletEndpoints } from '@portal/contract/wallet';
import { withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../api/api-client.ts';
import { readToken } from '../storage/session-values.ts';
import type { DayRange } from './date-range.ts';

/** A movement type of the transaction history. */
export type TransactionType = (typeof transactionTypes)[number];

/**
 * Query keys of the wallet pages. The session token is part of every key, so one session's
 * money data can never answer for another member who logs in later in the same tab.
 */
export function walletKey(...parts: unknown[]) {
  return ['wallet', readToken(), ...parts] as const;
}

/** Everything the wallet pages cached: refetched after money moved. */
export function invalidateWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['wallet'] });
}

/** Withdraw settings: available amount, limits, accounts and the password state. */
export function withdrawSettingsQuery() {
  return queryOptions({
    queryKey: walletKey('withdrawSettings'),
    queryFn: ({ signal }) => call(withdrawalsEndpoints.withdrawSettings, {}, { signal }),
    retry: false,
  });
}

/** The member's receiving accounts. */
export function receivingAccountsQuery() {
  return queryOptions({
    queryKey: walletKey('receivingAccounts'),
    queryFn: ({ signal }) => call(withdrawalsEndpoints.receivingAccounts, {}, { signal }),
    retry: false,
  });
}

/** Single or transfer wallets (`isSingle`); cached a while, as the spec asks. */
export function merchantWalletQuery() {
  return queryOptions({
    queryKey: walletKey('merchantWallet'),
    queryFn: ({ signal }) => call(walletEndpoints.merchantWallet, {}, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Main plus every vendor wallet. */
export function consolidatedQuery() {
  return queryOptions({
    queryKey: walletKey('consolidated'),
    queryFn: ({ signal }) => call(walletEndpoints.consolidated, {}, { signal }),
    retry: false,
  });
}

/** One page of vendor wallet transfers. */
export function transfersQuery(pageNo: number) {
  return queryOptions({
    queryKey: walletKey('transfers', pageNo),
    queryFn: ({ signal }) => call(walletEndpoints.transfers, { pageNo, pageSize: 10 }, { signal }),
    retry: false,
  });
}

/** One page of withdrawals. */
export function withdrawalsQuery(pageNo: number) {
  return queryOptions({
    queryKey: walletKey('withdrawals', pageNo),
    queryFn: ({ signal }) =>
      call(withdrawalsEndpoints.withdrawals, { pageNo, pageSize: 10 }, { signal }),
    retry: false,
  });
}

/** A page of the transaction history. */
export function transactionsQuery(
  range: DayRange,
  type: TransactionType | undefined,
  pageNo: number,
) {
  return queryOptions({
    queryKey: walletKey('transactions', range, type ?? null, pageNo),
    queryFn: ({ signal }) =>
      call(
        historiesEndpoints.transactions,
        { ...range, ...(type === undefined ? {} : { type }), pageNo, pageSize: 10 },
        { signal },
      ),
    retry: false,
  });
}

/** A page of the bet history. */
export function betsQuery(range: DayRange, pageNo: number) {
  return queryOptions({
    queryKey: walletKey('bets', range, pageNo),
    queryFn: ({ signal }) =>
      call(historiesEndpoints.bets, { ...range, pageNo, pageSize: 10 }, { signal }),
    retry: false,
  });
}

/** Profit and loss of a period. */
export function profitQuery(range: DayRange) {
  return queryOptions({
    queryKey: walletKey('profit', range),
    queryFn: ({ signal }) => call(historiesEndpoints.profit, range, { signal }),
    retry: false,
  });
}
