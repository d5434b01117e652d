import { pointsEndpoints } from '@portal/contract/points';
import type { PointType, RedeemStatus } from '@portal/contract/points/rules';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';
import type { DayRange } from '../../shared/money/date-range.ts';
import { readToken } from '../../shared/storage/session-values.ts';

/** Rows per page of the redeem history and the point details. */
export const pointsPageSize = 10;

/**
 * Query keys of the points mall. The session token is part of every key, so one member's
 * points can never answer for another who logs in later in the same tab.
 */
export function pointsKey(...parts: unknown[]) {
  return ['points', readToken(), ...parts] as const;
}

/**
 * After a redemption or a conversion: the balance, the rewards (their stock), the redeem
 * history and the details read the new state. The brand's rules stay as they are.
 */
export async function invalidatePoints(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    queryKey: ['points'],
    predicate: (query) => query.queryKey[2] !== 'config',
  });
}

/** Shows at once the member's points a redemption or conversion answered. */
export function setPointsBalance(queryClient: QueryClient, points: string): void {
  queryClient.setQueryData(pointBalanceQuery().queryKey, { points });
}

/** The member's points. */
export function pointBalanceQuery() {
  return queryOptions({
    queryKey: pointsKey('balance'),
    queryFn: ({ signal }) => call(pointsEndpoints.balance, {}, { signal }),
    retry: false,
  });
}

/** How the brand's points are earned and converted (and whether the mall is open). */
export function pointConfigQuery() {
  return queryOptions({
    queryKey: pointsKey('config'),
    queryFn: ({ signal }) => call(pointsEndpoints.config, {}, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The rewards on offer. */
export function rewardsQuery() {
  return queryOptions({
    queryKey: pointsKey('rewards'),
    queryFn: ({ signal }) => call(pointsEndpoints.rewards, {}, { signal }),
    retry: false,
  });
}

/** A page of the member's redemptions and conversions, newest first. */
export function redeemListQuery(status: RedeemStatus | undefined, pageNo: number) {
  return queryOptions({
    queryKey: pointsKey('redeemList', status ?? null, pageNo),
    queryFn: ({ signal }) =>
      call(
        pointsEndpoints.redeemList,
        { ...(status === undefined ? {} : { status }), pageNo, pageSize: pointsPageSize },
        { signal },
      ),
    retry: false,
  });
}

/** A page of the movements of points in a range of days. */
export function pointDetailsQuery(range: DayRange, type: PointType | undefined, pageNo: number) {
  return queryOptions({
    queryKey: pointsKey('details', range, type ?? null, pageNo),
    queryFn: ({ signal }) =>
      call(
        pointsEndpoints.details,
        { ...range, ...(type === undefined ? {} : { type }), pageNo, pageSize: pointsPageSize },
        { signal },
      ),
    retry: false,
  });
}
