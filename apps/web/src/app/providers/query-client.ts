import { QueryCache, QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../features/session/session-store.ts';
import { isApiError } from '../../shared/api/api-error.ts';

/** Only a lost connection is worth retrying; every envelope error is a real answer. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.code === 'network_abnormal' && failureCount < 2;
}

/**
 * The query client. A 401 from any query while a token is held means the session ended on the
 * server (expiry, password change elsewhere), so the local session ends too.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (
          isApiError(error) &&
          error.status === 401 &&
          useSessionStore.getState().token !== null
        ) {
          useSessionStore.getState().clear();
          queryClient.removeQueries({ queryKey: ['member'] });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
