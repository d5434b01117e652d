import type { LanguageCode } from '@portal/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';

/**
 * The logged-in member (`GET /wps/member/info`). The token is part of the key so one session's
 * data can never answer for another; the language too, since labels such as the VIP name are
 * translated.
 */
export function memberInfoQueryOptions(token: string | null, language: LanguageCode) {
  return queryOptions({
    queryKey: ['member', 'info', token, language] as const,
    queryFn: async ({ signal }) => {
      const { memberEndpoints } = await import('@portal/contract/member');
      return call(memberEndpoints.info, {}, { signal });
    },
    enabled: token !== null,
    retry: false,
    staleTime: 30_000,
  });
}
