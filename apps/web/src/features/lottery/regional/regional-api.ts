import { lotteryEndpoints } from '@portal/contract/lottery';
import type { LotteryArea } from '@portal/contract/lottery/vn-wire';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api-client.ts';
import { lotteryKeys } from '../lottery-api.ts';

/**
 * The regional pages' queries. The results of one station sit under the lottery's `opened`
 * key of its game, so a draw or a slip that refreshes the game's lists refreshes them too.
 */

/** How many draws of one station the results board can switch between. */
export const stationDrawsPageSize = 10;

/** An area's stations by region with the period each sells; asked again every 30 s. */
export function menuQueryOptions(area: LotteryArea, language: string) {
  return queryOptions({
    queryKey: ['lottery', 'regionalMenu', area, language] as const,
    queryFn: async ({ signal }) => {
      const answer = await call(lotteryEndpoints.vnMenu, { area }, { signal });
      // The server's clock decides closes: keep its offset from the browser's for countdowns.
      return { ...answer, offset: answer.now - Date.now() };
    },
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}

/** The member's regional games, most recently bet first. */
export function recentQueryOptions(token: string | null, language: string) {
  return queryOptions({
    queryKey: ['lottery', 'regionalRecent', token, language] as const,
    queryFn: ({ signal }) => call(lotteryEndpoints.vnMenuRecent, {}, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** The last draw of every game of an area (a station card's last result). */
export function areaResultsQueryOptions(area: LotteryArea, language: string) {
  return queryOptions({
    queryKey: ['lottery', 'regionalResults', area, language] as const,
    queryFn: ({ signal }) => call(lotteryEndpoints.vnOpened, { area, pageSize: 1 }, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** The latest draws of one station, newest first. */
export function stationResultsQueryOptions(area: LotteryArea, gameCode: string, language: string) {
  return queryOptions({
    queryKey: [...lotteryKeys.opened(gameCode), 'regional', area, language] as const,
    queryFn: ({ signal }) =>
      call(
        lotteryEndpoints.vnOpened,
        { area, gameCode, pageSize: stationDrawsPageSize },
        { signal },
      ),
    staleTime: 5_000,
  });
}
