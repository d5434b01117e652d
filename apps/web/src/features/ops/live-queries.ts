import { liveOpsEndpoints } from '@portal/contract/live';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { opsCall } from './operator-session.ts';

/**
 * Query keys of the console's Live page, under the console's `ops` so a logout clears them.
 * The console has no socket: the inbox and the open thread poll while the page is open.
 */
export const liveOpsKeys = {
  all: ['ops', 'live'] as const,
  conversations: ['ops', 'live', 'conversations'] as const,
  thread: (conversationId: string) => ['ops', 'live', 'thread', conversationId] as const,
  hosts: ['ops', 'live', 'hosts'] as const,
  room: (roomId: string) => ['ops', 'live', 'room', roomId] as const,
  myRoom: ['ops', 'live', 'my-room'] as const,
  settings: ['ops', 'live', 'settings'] as const,
};

/** How often the inbox and an open thread look for new messages. */
export const inboxPollMs = 5_000;

/** The customer-service conversations, unanswered first. */
export function useConversations() {
  return useQuery({
    queryKey: liveOpsKeys.conversations,
    queryFn: ({ signal }) => opsCall(liveOpsEndpoints.opsConversations, {}, { signal }),
    refetchInterval: inboxPollMs,
  });
}

/** One conversation's messages; reading them marks the member's messages read. */
export function useThread(conversationId: string) {
  return useQuery({
    queryKey: liveOpsKeys.thread(conversationId),
    queryFn: ({ signal }) => opsCall(liveOpsEndpoints.opsThread, { conversationId }, { signal }),
    refetchInterval: inboxPollMs,
  });
}

/** The brand's hosts with their status. */
export function useOpsHosts(enabled = true) {
  return useQuery({
    queryKey: liveOpsKeys.hosts,
    queryFn: ({ signal }) => opsCall(liveOpsEndpoints.opsHosts, {}, { signal }),
    enabled,
  });
}

/** Which room moderation reads: any room of the brand (operators), or the host's own. */
export type RoomSource = { own: false; roomId: string } | { own: true };

/**
 * A room's messages with the senders' accounts, the latest page first and older pages on
 * demand, flattened oldest first; every page refreshes while the page is open.
 */
export function useRoomMessages(source: RoomSource) {
  return useInfiniteQuery({
    queryKey: liveOpsKeys.room(source.own ? 'own' : source.roomId),
    queryFn: ({ signal, pageParam }) => {
      const before = pageParam === undefined ? {} : { before: pageParam };
      return source.own
        ? opsCall(liveOpsEndpoints.opsMyRoomMessages, before, { signal })
        : opsCall(
            liveOpsEndpoints.opsRoomMessages,
            { roomId: source.roomId, ...before },
            { signal },
          );
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.list[0]?.id : undefined),
    select: (data) => ({ list: [...data.pages].reverse().flatMap((page) => page.list) }),
    enabled: source.own || source.roomId !== '',
    refetchInterval: inboxPollMs,
  });
}

/** The host operator's own room; `host` null when the account presents none. */
export function useMyRoom() {
  return useQuery({
    queryKey: liveOpsKeys.myRoom,
    queryFn: ({ signal }) => opsCall(liveOpsEndpoints.opsMyRoom, {}, { signal }),
  });
}

/** The brand's live-chat rules, defaults filled in. */
export function useLiveSettings(enabled: boolean) {
  return useQuery({
    queryKey: liveOpsKeys.settings,
    queryFn: ({ signal }) => opsCall(liveOpsEndpoints.opsSettings, {}, { signal }),
    enabled,
  });
}
