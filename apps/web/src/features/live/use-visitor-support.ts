import { liveEndpoints } from '@portal/contract/live';
import type { SupportMessage } from '@portal/contract/live/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { readStorage, removeStorage, writeStorage } from '../../shared/storage/browser-storage.ts';
import { mergeSupport } from './merge-support.ts';
import type { SupportChat } from './use-support-chat.ts';

/** Where the browser keeps a visitor's conversation token (the only key to it). */
const tokenKey = 'liveSupportVisitor';

/** How often an open visitor window looks for answers: visitors have no socket. */
export const visitorPollMs = 5_000;

/** The visitor's conversation token, if it opened one in this browser. */
export function readVisitorToken(): string | null {
  return readStorage('local', tokenKey);
}

/**
 * A visitor's customer-service chat: opening it (name, contact, first message) keeps its token
 * in this browser; then the thread, polled while the window is open, and sending. A token the
 * server no longer knows is dropped, and the form shows again.
 */
export function useVisitorSupport() {
  const [token, setToken] = useState(readVisitorToken);
  const open = useCallback(async (input: { name: string; contact: string; text: string }) => {
    const opened = await call(liveEndpoints.supportVisitorOpen, input);
    writeStorage('local', tokenKey, opened.token);
    setToken(opened.token);
    return opened.message;
  }, []);
  const forget = useCallback(() => {
    removeStorage('local', tokenKey);
    setToken(null);
  }, []);
  return { token, open, forget };
}

/** The thread of the visitor's conversation under `token`, polled while mounted. */
export function useVisitorChat(token: string, onLost: () => void): SupportChat {
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const latest = useRef(messages);
  latest.current = messages;

  const refresh = useCallback(async () => {
    try {
      const after = latest.current.at(-1)?.id;
      const thread = await call(
        liveEndpoints.supportVisitorThread,
        after === undefined ? { token } : { token, after },
      );
      setMessages((list) => mergeSupport(list, thread.list));
      setStatus('ready');
    } catch (error) {
      if (isApiError(error) && error.code === 'not_found') onLost();
      else setStatus((current) => (current === 'ready' ? current : 'error'));
    }
  }, [token, onLost]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), visitorPollMs);
    return () => clearInterval(timer);
  }, [refresh]);

  const send = useCallback(
    async (text: string) => {
      const message = await call(liveEndpoints.supportVisitorSend, { token, text });
      setMessages((list) => mergeSupport(list, [message]));
    },
    [token],
  );
  return { messages, status, send, retry: refresh };
}
