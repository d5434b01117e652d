import { liveEndpoints } from '@portal/contract/live';
import type { SupportMessage } from '@portal/contract/live/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { onMemberEvent } from '../session/index.ts';
import { liveKey } from './live-queries.ts';
import { mergeSupport } from './merge-support.ts';

/** A customer-service conversation as the chat window uses it, a member's or a visitor's. */
export interface SupportChat {
  messages: readonly SupportMessage[];
  status: 'loading' | 'ready' | 'error';
  send: (text: string) => Promise<void>;
  retry: () => Promise<void>;
}

/** The unread count of the member's customer-service chat, kept live by the socket. */
export function useSupportUnread(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: liveKey('support', 'unread'),
    queryFn: ({ signal }) => call(liveEndpoints.supportUnread, {}, { signal }),
    enabled,
  });
  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return;
    const stops = [
      onMemberEvent('live.support', (payload) => {
        const { unread } = payload as { unread: number };
        // The socket's count is newer than a refetch still on its way (one starts at every
        // reconnect): cancel that refetch first, or its older answer would overwrite this.
        const key = liveKey('support', 'unread');
        void queryClient
          .cancelQueries({ queryKey: key })
          .then(() => queryClient.setQueryData(key, { unread }));
      }),
      onMemberEvent('ready', () => void refetch()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [enabled, queryClient, refetch]);
  return query.data?.unread ?? 0;
}

/**
 * The conversation while the chat window is open: its history, new operator messages from the
 * socket (and, after a reconnect, whatever came meanwhile), and sending. An open window reads
 * what arrives, so the unread count goes back to zero.
 */
export function useSupportChat(): SupportChat {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const latest = useRef(messages);
  latest.current = messages;

  const markRead = useCallback(async () => {
    await call(liveEndpoints.supportRead, {}).catch(() => undefined);
    queryClient.setQueryData(liveKey('support', 'unread'), { unread: 0 });
  }, [queryClient]);

  const refresh = useCallback(async () => {
    try {
      const after = latest.current.at(-1)?.id;
      const thread = await call(liveEndpoints.supportThread, after === undefined ? {} : { after });
      setMessages((list) => mergeSupport(list, thread.list));
      setStatus('ready');
      if (thread.unread > 0) await markRead();
    } catch {
      setStatus((current) => (current === 'ready' ? current : 'error'));
    }
  }, [markRead]);

  useEffect(() => {
    void refresh();
    const stops = [
      onMemberEvent('live.support', (payload) => {
        const { message } = payload as { message: SupportMessage };
        setMessages((list) => mergeSupport(list, [message]));
        void markRead();
      }),
      onMemberEvent('ready', () => void refresh()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [refresh, markRead]);

  const send = useCallback(async (text: string) => {
    const message = await call(liveEndpoints.supportSend, { text });
    setMessages((list) => mergeSupport(list, [message]));
  }, []);

  return { messages, status, send, retry: refresh };
}
