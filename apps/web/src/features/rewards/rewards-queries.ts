import { rewardsEndpoints } from '@portal/contract/rewards';
import type { LanguageCode } from '@portal/contract/constants';
import type { BonusSource, BonusState } from '@portal/contract/rewards/bonus-rules';
import type { MissionPeriod } from '@portal/contract/rewards/missions';
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
 * After a claim (or a refused one): the reward centre, the rebate or the missions are read
 * again (the bonus left the centre, the rebate starts again from the claim, the mission is
 * claimed, and the member centre's missions badge follows), and the bonus details read the new
 * bonus when next shown.
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

/** The member's VIP level, progress, review period and the brand's ladder. */
export function vipProgressQuery() {
  return queryOptions({
    queryKey: rewardsKey('vip'),
    queryFn: ({ signal }) => call(rewardsEndpoints.vipProgress, {}, { signal }),
    retry: false,
  });
}

/** The manual rebate the member's valid bets pay now. */
export function manualRebateQuery() {
  return queryOptions({
    queryKey: rewardsKey('rebate'),
    queryFn: ({ signal }) => call(rewardsEndpoints.manualRebate, {}, { signal }),
    retry: false,
  });
}

/**
 * The member's missions and the count waiting for a claim (the member centre's badge). The
 * titles come in the language asked for, so the language is part of the key.
 */
export function missionSummaryQuery(language: LanguageCode) {
  return queryOptions({
    queryKey: rewardsKey('missions', language),
    queryFn: ({ signal }) => call(rewardsEndpoints.missionSummary, {}, { signal }),
    retry: false,
  });
}

/** The running day's or week's leaderboard of valid bets. */
export function missionLeaderboardQuery(period: MissionPeriod) {
  return queryOptions({
    queryKey: rewardsKey('leaderboard', period),
    queryFn: ({ signal }) => call(rewardsEndpoints.missionLeaderboard, { period }, { signal }),
    retry: false,
  });
}
