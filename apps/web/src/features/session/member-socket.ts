import { useSyncExternalStore } from 'react';

/** Close code of the server for a missing or ended session (`/ws`, realtime.ts). */
export const sessionEndedCloseCode = 4401;
/** Offered beside the token so the server echoes this subprotocol, never the token. */
const appProtocol = 'portal';
const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

/** Handles the payload of one event type. */
export type MemberEventListener = (payload: unknown) => void;

const listeners = new Map<string, Set<MemberEventListener>>();
const connectionListeners = new Set<() => void>();
let connected = false;
/** The open socket, for features that send on it (a chat room's join). */
let liveSocket: WebSocket | null = null;

/**
 * Sends a message on the member socket (`{type:'live.join', roomId}`); false when it is not
 * connected: the sender acts again on the next `ready`.
 */
export function sendOnMemberSocket(message: { type: string } & Record<string, unknown>): boolean {
  if (!connected || liveSocket?.readyState !== WebSocket.OPEN) return false;
  liveSocket.send(JSON.stringify(message));
  return true;
}

function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const listener of connectionListeners) listener();
}

/**
 * Subscribes to one event type of the member socket (`balance`; `ready` after each
 * (re)connection). Returns the unsubscribe function.
 */
export function onMemberEvent(type: string, listener: MemberEventListener): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** A socket message as an event, or null when malformed. */
function parseEvent(data: unknown): { type: string; payload?: unknown } | null {
  if (typeof data !== 'string') return null;
  let event: { type?: unknown; payload?: unknown } | null;
  try {
    event = JSON.parse(data) as typeof event;
  } catch {
    return null;
  }
  return typeof event?.type === 'string' ? { type: event.type, payload: event.payload } : null;
}

/** True while the member socket is subscribed (its `ready` arrived and it has not closed). */
export function useMemberSocketConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    () => connected,
  );
}

function socketUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * Opens the tab's member socket with a session token (as a `bearer.` subprotocol, so it stays
 * out of URLs and logs) and keeps it open: a dropped socket reconnects after 1, 2, 4… up to 30
 * seconds. A 4401 close (no session, or the session ended) stops for good and calls
 * `onSessionEnded`. Returns the function that closes it.
 */
export function openMemberSocket(token: string, onSessionEnded: () => void): () => void {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const connect = () => {
    const current = new WebSocket(socketUrl(), [appProtocol, `bearer.${token}`]);
    socket = current;
    liveSocket = current;
    current.onmessage = (message: MessageEvent) => {
      if (socket !== current) return;
      const event = parseEvent(message.data);
      if (!event) return;
      // Connected before the `ready` listeners run: they send on the socket (a room's join).
      if (event.type === 'ready') {
        attempt = 0;
        setConnected(true);
      }
      for (const listener of listeners.get(event.type) ?? []) listener(event.payload);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      liveSocket = null;
      setConnected(false);
      if (stopped) return;
      if (event.code === sessionEndedCloseCode) {
        stopped = true;
        onSessionEnded();
        return;
      }
      const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** attempt);
      attempt += 1;
      retry = setTimeout(connect, delay);
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    const current = socket;
    socket = null;
    liveSocket = null;
    setConnected(false);
    current?.close(1000, 'closed');
  };
}
