import { depositsOpsEndpoints, type depositStatus } from '@portal/contract/deposits';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { opsCall } from './operator-session.ts';

/** A deposit status to filter on, or `''` for every status. */
export type DepositStatusFilter = z.infer<typeof depositStatus> | '';

/** What the Deposits page asks for; `''` leaves a filter out. */
export interface DepositFilters {
  status: DepositStatusFilter;
  /** A member's account, exactly (the server ignores its case). */
  member: string;
  /** First and last day of creation, `yyyy-MM-dd` in the brand's calendar. */
  startDate: string;
  endDate: string;
}

export const noDepositFilters: DepositFilters = {
  status: '',
  member: '',
  startDate: '',
  endDate: '',
};

/** Query keys of the Deposits page, under the console's `ops` so a logout clears them. */
export const depositsKeys = {
  all: ['ops', 'deposits'] as const,
  list: (filters: DepositFilters, pageNo: number) =>
    [
      'ops',
      'deposits',
      filters.status,
      filters.member,
      filters.startDate,
      filters.endDate,
      pageNo,
    ] as const,
};

/** The page size the console asks for: the contract's default. */
export const depositsPageSize = 20;

/** One page of the brand's deposits and the totals of everything the filters select. */
export function useDeposits(filters: DepositFilters, pageNo: number) {
  return useQuery({
    queryKey: depositsKeys.list(filters, pageNo),
    queryFn: ({ signal }) =>
      // Empty filters stay off the query string: the contract reads an absent one as "any".
      opsCall(
        depositsOpsEndpoints.opsDeposits,
        {
          pageNo,
          pageSize: depositsPageSize,
          ...(filters.status === '' ? {} : { status: filters.status }),
          ...(filters.member === '' ? {} : { member: filters.member }),
          ...(filters.startDate === '' ? {} : { startDate: filters.startDate }),
          ...(filters.endDate === '' ? {} : { endDate: filters.endDate }),
        },
        { signal },
      ),
  });
}
