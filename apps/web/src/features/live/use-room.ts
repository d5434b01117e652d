import { liveEndpoints } from '@portal/contract/live';
import type { LiveMessage } from '@portal/contract/live/schemas';
import type { OutputOf } from '@portal/contract/endpoint';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { onMemberEvent, sendOnMemberSocket, useMemberSocketConnected } from '../session/index.ts';
import { lastId, mergeMessages, withoutMessage } from './merge-messages.ts';

/** How often a visitor (no socket) asks for new messages. */
const visitorPollMs = 5_000;

type Launch = OutputOf<typeof liveEndpoints.launch>;

/**
 * A room's live state: its messages (history, then what the socket brings), presence and
 * whether the socket is connected. Members join the room on the member socket and join again
 * after every reconnect, then ask for what came after the newest message they hold, so a drop
 * loses nothing and repeats nothing; visitors poll the same way.
 */
export function useRoom(launch: Launch, member: boolean) {
  const roomId = launch.roomId;
  const [messages, setMessages] = useState<LiveMessage[]>(launch.history);
  const [presence, setPresence] = useState(launch.host.presence);
  const [hasMore, setHasMore] = useState(launch.history.length > 0);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const connected = useMemberSocketConnected();
  const latest = useRef(messages);
  latest.current = messages;

  const add = useCallback((incoming: LiveMessage[]) => {
    setMessages((list) => mergeMessages(list, incoming));
  }, []);

  const resume = useCallback(async () => {
    if (!launch.canRead) return;
    for (let page = 0; page < 20; page += 1) {
      const after = lastId(latest.current);
      const answer = await call(liveEndpoints.history, {
        roomId,
        ...(after === undefined ? {} : { after }),
      }).catch(() => null);
      if (answer === null || answer.list.length === 0) return;
      latest.current = mergeMessages(latest.current, answer.list);
      setMessages(latest.current);
    }
  }, [launch.canRead, roomId]);

  useEffect(() => {
    if (!member || !launch.canRead) return;
    const join = () => {
      if (sendOnMemberSocket({ type: 'live.join', roomId })) void resume();
    };
    const stops = [
      onMemberEvent('ready', join),
      onMemberEvent('live.message', (payload) => {
        const message = payload as LiveMessage;
        if (message.roomId === roomId) add([message]);
      }),
      onMemberEvent('live.delete', (payload) => {
        const { roomId: room, messageId } = payload as { roomId: string; messageId: string };
        if (room === roomId) setMessages((list) => withoutMessage(list, messageId));
      }),
      onMemberEvent('live.presence', (payload) => {
        const { roomId: room, count } = payload as { roomId: string; count: number };
        if (room === roomId) setPresence(count);
      }),
    ];
    join();
    return () => {
      for (const stop of stops) stop();
      sendOnMemberSocket({ type: 'live.leave', roomId });
    };
  }, [member, launch.canRead, roomId, add, resume]);

  useEffect(() => {
    if (member || !launch.canRead) return;
    const timer = setInterval(() => void resume(), visitorPollMs);
    return () => clearInterval(timer);
  }, [member, launch.canRead, resume]);

  const loadOlder = useCallback(async () => {
    const first = latest.current[0]?.id;
    if (first === undefined) return;
    setLoadingOlder(true);
    try {
      const page = await call(liveEndpoints.history, { roomId, before: first });
      add(page.list);
      setHasMore(page.hasMore);
    } finally {
      setLoadingOlder(false);
    }
  }, [roomId, add]);

  return {
    messages,
    presence,
    hasMore,
    loadingOlder,
    loadOlder,
    add,
    /** Members only: false while the socket is down (a banner says it is reconnecting). */
    connected: !member || connected,
  };
}
