import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Signs out: tells the server (best effort: the local session ends even if the call fails, so a
 * dead network never traps a player in a session), clears session storage except the merchant
 * values, and drops every member query from the cache.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const clear = useSessionStore((state) => state.clear);
  return useCallback(async () => {
    try {
      const { sessionEndpoints } = await import('@portal/contract/session');
      await call(sessionEndpoints.logout);
    } catch {
      // The server forgets idle sessions on its own; the local session must end regardless.
    }
    clear();
    queryClient.removeQueries({ queryKey: ['member'] });
  }, [clear, queryClient]);
}
