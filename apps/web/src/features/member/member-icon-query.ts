import { memberEndpoints } from '@portal/contract/member';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';

/** The member's avatar (`GET /wps/member/info/icon`), per session token. */
export function memberIconQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['member', 'icon', token] as const,
    queryFn: ({ signal }) => call(memberEndpoints.icon, {}, { signal }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
