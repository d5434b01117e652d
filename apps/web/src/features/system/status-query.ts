import type { LanguageCode } from '@portal/contract/constants';
import { systemEndpoints } from '@portal/contract/system';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';

/** Query key of the permission response; the language is part of it (texts are translated). */
export function statusQueryKey(language: LanguageCode) {
  return ['system', 'status', language] as const;
}

/**
 * The permission response (`GET /wps/system/status`): system status, location, customer service,
 * resources, whitelabel modules, rules, merchant and public key. Fresh for a minute, then a
 * focus or remount re-checks it, so a maintenance switch reaches open tabs.
 */
export function statusQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: statusQueryKey(language),
    queryFn: ({ signal }) => call(systemEndpoints.status, { platform: 'W', language }, { signal }),
    staleTime: 60_000,
    retry: 1,
  });
}
