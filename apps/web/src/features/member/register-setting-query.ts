import type { LanguageCode } from '@portal/contract/constants';
import { systemEndpoints } from '@portal/contract/system';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';

/**
 * Registration settings (`GET /wps/system/setting/register`): the default register and forgot
 * forms, which optional fields show and must be filled, and every field's rule. The password
 * forms read the password rule from here too.
 */
export function registerSettingQueryOptions(language: LanguageCode) {
  return queryOptions({
    queryKey: ['system', 'registerSetting', language] as const,
    queryFn: ({ signal }) => call(systemEndpoints.registerSetting, { language }, { signal }),
    staleTime: 60_000,
  });
}
