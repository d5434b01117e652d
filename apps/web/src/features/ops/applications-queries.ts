import { contentOpsEndpoints } from '@portal/contract/content';
import type { applicationStatuses } from '@portal/contract/content/ops-applications';
import { pointsOpsEndpoints } from '@portal/contract/points';
import type { RedeemStatus } from '@portal/contract/points/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { opsCall } from './operator-session.ts';
import { opsKeys } from './ops-queries.ts';
import type { useFeedback } from './ops-page.tsx';

/** An application's status, or '' for every status (the contract's "no filter"). */
export type ApplicationFilter = '' | (typeof applicationStatuses)[number];
/** A redemption's status, or '' for every status. */
export type RedemptionFilter = '' | RedeemStatus;

/** The notice and refusal of the Requests page, which both of its tabs write to. */
export type PageFeedback = ReturnType<typeof useFeedback>;

/**
 * Query keys of the Requests page. They all start with `ops`, so a logout clears them with the
 * rest of the console's answers.
 */
export const applicationsKeys = {
  /** Every page of the applications list, whatever its filter: what a review makes stale. */
  allApplications: ['ops', 'activityApplications'] as const,
  applications: (status: ApplicationFilter, pageNo: number) =>
    ['ops', 'activityApplications', status, pageNo] as const,
  /** Every redemptions list, whatever its filter: what a decision makes stale. */
  allRedemptions: ['ops', 'pointRedemptions'] as const,
  redemptions: (status: RedemptionFilter) => ['ops', 'pointRedemptions', status] as const,
};

/** Rows of one page of the applications list. */
const applicationsPageSize = 20;

/** One page of the members' activity applications, newest first. */
export function useActivityApplications(status: ApplicationFilter, pageNo: number) {
  return useQuery({
    queryKey: applicationsKeys.applications(status, pageNo),
    queryFn: ({ signal }) =>
      opsCall(
        contentOpsEndpoints.opsApplications,
        { pageNo, pageSize: applicationsPageSize, status },
        { signal },
      ),
  });
}

/** The points mall's redemptions, newest first (the server answers at most 500). */
export function usePointRedemptions(status: RedemptionFilter) {
  return useQuery({
    queryKey: applicationsKeys.redemptions(status),
    queryFn: ({ signal }) =>
      opsCall(pointsOpsEndpoints.opsRedemptions, status === '' ? {} : { status }, { signal }),
  });
}

/**
 * What a decision makes stale: the list it was taken from, and the members' details, whose
 * balances a bonus or a credit reward has just changed.
 */
export function useStale(list: readonly string[]) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: list });
    void queryClient.invalidateQueries({ queryKey: opsKeys.allMembers });
  };
}
