import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client.ts';
import { useSessionStore } from './session-store.ts';

/** Seconds before a code expires when the next one is fetched. */
const renewEarlySeconds = 20;

/**
 * A hand-off code for the app QR code while a member is logged in, renewed before it expires;
 * null for visitors, while the first code loads, or when none could be had (the QR code then
 * opens the site without a session).
 */
export function useHandoffCode(): string | null {
  const token = useSessionStore((state) => state.token);
  const query = useQuery({
    queryKey: ['session', 'handoff', token],
    queryFn: async ({ signal }) => {
      // The session calls' schemas load with the first code, not with the first page.
      const { sessionEndpoints } = await import('@portal/contract/session');
      return call(sessionEndpoints.handoff, {}, { signal });
    },
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    refetchInterval: (state) => {
      const seconds = state.state.data?.expiresInSeconds;
      return seconds === undefined ? false : Math.max(seconds - renewEarlySeconds, 10) * 1000;
    },
  });
  return token === null ? null : (query.data?.code ?? null);
}
