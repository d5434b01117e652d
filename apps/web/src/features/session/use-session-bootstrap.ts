import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/use-language.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { memberInfoQueryOptions } from './member-info-query.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Logs the visitor in from a stored token: loads member info and marks the session logged in
 * (agent and trial follow the account type). Any answer refusing the token (401, or 501 while
 * accounts are not built) leaves the visitor logged out and drops the token; a network failure
 * keeps the token for a later try. Returns false only while the first answer is awaited.
 */
export function useSessionBootstrap(): boolean {
  const token = useSessionStore((state) => state.token);
  const setMember = useSessionStore((state) => state.setMember);
  const clear = useSessionStore((state) => state.clear);
  const language = useLanguage();
  const query = useQuery({
    ...memberInfoQueryOptions(token, language),
    // A language switch keeps the member on screen, but never across two different tokens.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === token ? previous : undefined,
  });

  useEffect(() => {
    if (token !== null && query.data !== undefined) setMember(query.data);
  }, [token, query.data, setMember]);

  useEffect(() => {
    if (isApiError(query.error) && query.error.status >= 400) clear();
  }, [query.error, clear]);

  // Only the first answer holds the app back: a later token (a login, a password change) loads
  // its member behind the page, never in place of it.
  const ready = token === null || !query.isPending;
  const [settled, setSettled] = useState(ready);
  if (ready && !settled) setSettled(true);
  return settled || ready;
}
