import { liveEndpoints } from '@portal/contract/live';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';
import { readToken } from '../../shared/storage/session-values.ts';

/** Query keys of the live pages; the session token is part of each (what one may do differs). */
export function liveKey(...parts: unknown[]) {
  return ['live', readToken(), ...parts] as const;
}

/** The brand's hosts, online first; refreshed every half minute (status and presence). */
export function hostsQuery() {
  return queryOptions({
    queryKey: liveKey('hosts'),
    queryFn: ({ signal }) => call(liveEndpoints.modelList, {}, { signal }),
    refetchInterval: 30_000,
  });
}

/** A host's room: what the caller may do and the latest messages. */
export function roomQuery(modelId: string) {
  return queryOptions({
    queryKey: liveKey('room', modelId),
    queryFn: ({ signal }) => call(liveEndpoints.launch, { modelId }, { signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Today's gift leaderboard. */
export function leaderboardQuery() {
  return queryOptions({
    queryKey: liveKey('leaderboard'),
    queryFn: ({ signal }) => call(liveEndpoints.leaderboard, {}, { signal }),
    refetchInterval: 60_000,
  });
}
