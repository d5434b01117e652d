import { rewardsEndpoints } from '@portal/contract/rewards';
import type { BonusSource, BonusState } from '@portal/contract/rewards/bonus-rules';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';
import type { DayRange } from '../../shared/money/date-range.ts';
import { readToken } from '../../shared/storage/session-values.ts';

/** Rows per page of the bonus details. */
export const bonusPageSize = 10;

/** The bonus details' filters; undefined is "every one". */
export interface BonusFilters {
  source: BonusSource | undefined;
  state: BonusState | undefined;
}

/**
 * Query keys of the rewards pages. The session token is part of every key, so one member's
 * bonuses can never answer for another who logs in later in the same tab.
 */
export function rewardsKey(...parts: unknown[]) {
  return ['rewards', readToken(), ...parts] as const;
}

/**
 * After a claim (or a refused one): the reward centre is read again (the bonus left it, or was
 * gone already), and the bonus details read the bonus's new state when next shown.
 */
export async function invalidateRewards(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['rewards'] });
}

/** A page of the member's bonuses in a range of days, newest first. */
export function bonusDetailsQuery(range: DayRange, filters: BonusFilters, pageNo: number) {
  const { source, state } = filters;
  return queryOptions({
    queryKey: rewardsKey('details', range, source ?? null, state ?? null, pageNo),
    queryFn: ({ signal }) =>
      call(
        rewardsEndpoints.bonusDetails,
        {
          ...range,
          ...(source === undefined ? {} : { source }),
          ...(state === undefined ? {} : { state }),
          pageNo,
          pageSize: bonusPageSize,
        },
        { signal },
      ),
    retry: false,
  });
}

/** What the member can claim now: pending bonuses and open promotions. */
export function rewardCenterQuery() {
  return queryOptions({
    queryKey: rewardsKey('center'),
    queryFn: ({ signal }) => call(rewardsEndpoints.rewardCenter, {}, { signal }),
    retry: false,
  });
}
