import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { LatestPushes } from './latest-pushes.ts';
import type { PubSub } from './pubsub.ts';

/** What travels to clients: `{ type, payload }` as JSON. */
export interface RealtimeEvent {
  type: string;
  payload?: unknown;
}

/** Close code of a socket whose session ended (logout, password change, expiry). */
export const sessionEndedCloseCode = 4401;

/**
 * Control messages travel on the member channels beside events; no JSON event starts with this
 * character, so they can never be forged by an event payload or reach a client.
 */
const controlPrefix = '\u0000';

/** Sockets with more unsent data than this are too slow to keep up and are dropped. */
const maxBufferedBytes = 1024 * 1024;

/** The pub/sub channel of one member's sockets. */
export const memberChannel = (merchantId: number, memberId: string) =>
  `member:${merchantId}:${memberId}`;
/** The pub/sub channel of every socket of a merchant. */
export const merchantChannel = (merchantId: number) => `broadcast:${merchantId}`;

/** Who a socket belongs to. */
export interface SocketIdentity {
  merchantId: number;
  memberId: string;
  sessionId?: string;
}

/**
 * Handles a client's message of one type family (`live.join`...): a feature registers it with
 * `onClientMessage`. The message is parsed JSON with a string `type`; anything else is dropped.
 */
export type ClientMessageHandler = (
  socket: WebSocket,
  identity: SocketIdentity,
  message: { type: string } & Record<string, unknown>,
) => void | Promise<void>;

/** Longest client message read; larger ones are dropped unread. */
const maxClientMessageBytes = 4096;

/** The sockets of one channel on this node, and the subscription that feeds them. */
interface LocalGroup {
  sockets: Set<WebSocket>;
  ready: Promise<() => Promise<void>>;
}

/**
 * Pushes events to connected members. Publishing goes through pub/sub, so an event raised on
 * any node reaches the member's sockets on every node; each node subscribes only to the
 * channels of the members and merchants connected to it.
 */
export class Realtime {
  private readonly groups = new Map<string, LocalGroup>();
  /** The session each socket was opened with. */
  private readonly sessionOf = new WeakMap<WebSocket, string>();
  private readonly identityOf = new WeakMap<WebSocket, SocketIdentity>();
  /** The feature channels (chat rooms) each socket is in. */
  private readonly featureChannels = new WeakMap<WebSocket, Set<string>>();
  /** Handlers of client messages by type family (the part of `type` before the first dot). */
  private readonly clientHandlers = new Map<string, ClientMessageHandler>();
  private readonly latest: LatestPushes;

  constructor(
    private readonly pubsub: PubSub,
    private readonly log: FastifyBaseLogger,
  ) {
    this.latest = new LatestPushes((err, key) =>
      log.warn({ err, key }, 'realtime push not sent; the next one carries the value'),
    );
  }

  /** Sends an event to every socket of one member, on all nodes. */
  async sendToMember(merchantId: number, memberId: string, event: RealtimeEvent): Promise<void> {
    await this.pubsub.publish(memberChannel(merchantId, memberId), JSON.stringify(event));
  }

  /**
   * Sends one member the latest value of `kind` (their balance) in the background: `read` runs
   * after the caller has moved on, one at a time per member and kind, and once more if asked
   * again meanwhile, so the last event sent was read after the last change (`LatestPushes`).
   * Nothing is read when the member has no socket to receive it (known on a single node, see
   * `PubSub.mayReach`): a tab opened later reads the value when it loads.
   */
  sendLatest(
    merchantId: number,
    memberId: string,
    kind: string,
    read: () => Promise<RealtimeEvent>,
  ): void {
    const channel = memberChannel(merchantId, memberId);
    this.latest.request(`${kind}:${channel}`, async () => {
      if (!this.pubsub.mayReach(channel)) return;
      await this.sendToMember(merchantId, memberId, await read());
    });
  }

  /** Resolves once no background push is left (the app waits for it before closing). */
  settle(): Promise<void> {
    return this.latest.settle();
  }

  /** Sends an event to every connected member of a merchant, on all nodes. */
  async broadcast(merchantId: number, event: RealtimeEvent): Promise<void> {
    await this.pubsub.publish(merchantChannel(merchantId), JSON.stringify(event));
  }

  /** Closes, on every node, the member's sockets that were opened with these sessions. */
  async endSessions(merchantId: number, memberId: string, sessionIds: string[]): Promise<void> {
    await this.pubsub.publish(
      memberChannel(merchantId, memberId),
      `${controlPrefix}${JSON.stringify({ endSessions: sessionIds })}`,
    );
  }

  /**
   * Adds an authenticated socket; it is removed when it closes. Resolves once the socket's
   * channels are subscribed, so an event published afterwards reaches it.
   */
  async attach(
    socket: WebSocket,
    identity: { merchantId: number; memberId: string; sessionId?: string },
  ): Promise<void> {
    // A socket that closed while its session was being looked up would never leave again.
    if (socket.readyState !== socket.OPEN) return;
    if (identity.sessionId) this.sessionOf.set(socket, identity.sessionId);
    this.identityOf.set(socket, identity);
    const channels = [
      memberChannel(identity.merchantId, identity.memberId),
      merchantChannel(identity.merchantId),
    ];
    const joined = channels.map((channel) => this.join(channel, socket));
    socket.once('close', () => {
      for (const channel of channels) this.leave(channel, socket);
    });
    await Promise.all(joined);
  }

  /** Publishes an event on any channel (a feature's room), to its sockets on every node. */
  async publish(channel: string, event: RealtimeEvent): Promise<void> {
    await this.pubsub.publish(channel, JSON.stringify(event));
  }

  /**
   * Adds a socket to a feature's channel (a chat room) until `leaveChannel` or the socket
   * closes; resolves once the channel is subscribed on this node.
   */
  async joinChannel(channel: string, socket: WebSocket): Promise<void> {
    if (socket.readyState !== socket.OPEN) return;
    const group = this.groups.get(channel);
    if (group?.sockets.has(socket)) return;
    // One close listener per socket, however many channels it joins and leaves.
    let joined = this.featureChannels.get(socket);
    if (!joined) {
      const channels = new Set<string>();
      joined = channels;
      this.featureChannels.set(socket, channels);
      socket.once('close', () => {
        for (const name of channels) this.leave(name, socket);
      });
    }
    joined.add(channel);
    await this.join(channel, socket);
  }

  /** Takes a socket out of a feature's channel. */
  leaveChannel(channel: string, socket: WebSocket): void {
    this.featureChannels.get(socket)?.delete(channel);
    this.leave(channel, socket);
  }

  /** Sockets of a channel on this node. */
  localChannelSize(channel: string): number {
    return this.groups.get(channel)?.sockets.size ?? 0;
  }

  /** Routes client messages whose type starts with `family.` to `handler`. */
  onClientMessage(family: string, handler: ClientMessageHandler): void {
    this.clientHandlers.set(family, handler);
  }

  /** A message a client sent on its socket: parsed and handed to its feature, else dropped. */
  async receive(socket: WebSocket, data: unknown): Promise<void> {
    const identity = this.identityOf.get(socket);
    if (!identity) return;
    const raw = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : null;
    if (!raw || raw.length > maxClientMessageBytes) return;
    let message: unknown;
    try {
      message = JSON.parse(raw.toString('utf8'));
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const type = (message as { type?: unknown }).type;
    if (typeof type !== 'string') return;
    const handler = this.clientHandlers.get(type.split('.')[0]!);
    if (!handler) return;
    try {
      await handler(socket, identity, message as { type: string } & Record<string, unknown>);
    } catch (err) {
      this.log.warn({ err, type }, 'client message failed');
    }
  }

  /** Number of sockets attached on this node. */
  get localSocketCount(): number {
    const all = new Set<WebSocket>();
    for (const group of this.groups.values()) for (const socket of group.sockets) all.add(socket);
    return all.size;
  }

  /** Closes every local socket (server shutdown) with 1001 "going away". */
  closeAll(): void {
    for (const group of this.groups.values())
      for (const socket of group.sockets) socket.close(1001, 'server shutdown');
  }

  private join(channel: string, socket: WebSocket): Promise<unknown> {
    let group = this.groups.get(channel);
    if (!group) {
      const sockets = new Set<WebSocket>();
      const ready = this.pubsub.subscribe(channel, (message) => this.fanOut(sockets, message));
      group = { sockets, ready };
      this.groups.set(channel, group);
      ready.catch((err: unknown) => {
        this.log.error({ err, channel }, 'realtime subscription failed');
        if (this.groups.get(channel) === group) this.groups.delete(channel);
        for (const member of sockets) member.close(1011, 'subscription failed');
      });
    }
    group.sockets.add(socket);
    return group.ready;
  }

  private leave(channel: string, socket: WebSocket): void {
    const group = this.groups.get(channel);
    if (!group?.sockets.delete(socket) || group.sockets.size > 0) return;
    this.groups.delete(channel);
    group.ready
      .then((unsubscribe) => unsubscribe())
      .catch((err: unknown) => this.log.warn({ err, channel }, 'realtime unsubscribe failed'));
  }

  private fanOut(sockets: Set<WebSocket>, message: string): void {
    if (message.startsWith(controlPrefix)) return this.control(sockets, message.slice(1));
    for (const socket of sockets) {
      if (socket.readyState !== socket.OPEN) continue;
      if (socket.bufferedAmount > maxBufferedBytes) {
        socket.terminate();
        continue;
      }
      socket.send(message);
    }
  }

  private control(sockets: Set<WebSocket>, text: string): void {
    let ids: Set<string>;
    try {
      ids = new Set((JSON.parse(text) as { endSessions: string[] }).endSessions);
    } catch (err) {
      this.log.warn({ err }, 'malformed realtime control message');
      return;
    }
    for (const socket of sockets) {
      const session = this.sessionOf.get(socket);
      if (session && ids.has(session)) socket.close(sessionEndedCloseCode, 'session ended');
    }
  }
}
