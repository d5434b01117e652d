import { contentEndpoints } from '@portal/contract/content';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../../shared/api/api-client.ts';

/** Every cached unread count starts with this key (one entry per session token). */
export const unreadKeyPrefix = ['content', 'unread'] as const;

/** Subscribes to one member-socket event type; returns the unsubscribe function. */
export type SubscribeToEvent = (type: string, listener: (payload: unknown) => void) => () => void;

/** Options of `useUnreadCount`, handed in where features meet (the header, the routes). */
export interface UnreadCountOptions {
  token: string | null;
  /** Real members only: visitors and trial accounts have no messages (spec section 6). */
  enabled: boolean;
  /** The member socket's event subscription (`onMemberEvent`). */
  subscribe: SubscribeToEvent;
}

/** The count of an `unread` event (`{ count }`), when it is one. */
export function countOf(payload: unknown): number | null {
  const count =
    typeof payload === 'number' ? payload : (payload as { count?: unknown } | null)?.count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** Writes a fresh unread count everywhere it is shown (after a read or a delete). */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueriesData<{ count: number }>({ queryKey: unreadKeyPrefix }, () => ({ count }));
}

/**
 * The member's unread platform messages (`CSP_unreadCount`), kept live: the socket's `unread`
 * event sets it at once, a socket reconnection refetches it. Zero when not enabled.
 */
export function useUnreadCount({ token, enabled, subscribe }: UnreadCountOptions): number {
  const queryClient = useQueryClient();
  const on = enabled && token !== null;
  const query = useQuery({
    queryKey: [...unreadKeyPrefix, token] as const,
    queryFn: ({ signal }) => call(contentEndpoints.unreadCount, {}, { signal }),
    enabled: on,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (!on) return;
    const stopUnread = subscribe('unread', (payload) => {
      const count = countOf(payload);
      if (count === null) return;
      setUnreadCount(queryClient, count);
      // A new message (or one read in another tab): an open inbox shows it too.
      void queryClient.invalidateQueries({ queryKey: ['content', 'messages'] });
    });
    let first = true;
    const stopReady = subscribe('ready', () => {
      if (!first) void queryClient.invalidateQueries({ queryKey: unreadKeyPrefix });
      first = false;
    });
    return () => {
      stopUnread();
      stopReady();
    };
  }, [on, subscribe, queryClient]);

  return on ? (query.data?.count ?? 0) : 0;
}
