import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';
import { readToken } from '../../shared/storage/session-values.ts';

/** Query keys of the page; the token keeps one member's answers from another's. */
export const rgKey = (...parts: unknown[]) =>
  ['responsible-gaming', readToken(), ...parts] as const;

/** The member's limits, exclusion, reality check and session. */
export function rgStatusQuery() {
  return queryOptions({
    queryKey: rgKey('status'),
    queryFn: ({ signal }) => call(rg.status, {}, { signal }),
    retry: false,
  });
}

/** The last twelve months' statement. */
export function rgStatementQuery() {
  return queryOptions({
    queryKey: rgKey('statement'),
    queryFn: ({ signal }) => call(rg.statement, { months: 12 }, { signal }),
    retry: false,
  });
}
