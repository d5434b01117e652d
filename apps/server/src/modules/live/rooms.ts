import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/db.ts';
import type { Realtime, RealtimeEvent, SocketIdentity } from '../../realtime/realtime.ts';
import { presenceFreshSeconds } from './hosts.ts';
import { activeRestriction } from './restrictions.ts';

/** The pub/sub channel of a host's room. */
export const roomChannel = (merchantId: number, hostId: string) => `live:${merchantId}:${hostId}`;

/** How often a node refreshes its presence rows (well inside `presenceFreshSeconds`). */
const refreshMs = (presenceFreshSeconds * 1000) / 3;
/** Joins and leaves within this window are written (and announced) together. */
const flushDelayMs = 250;

const roomIdShape = /^[1-9][0-9]{0,17}$/u;

/**
 * The chat rooms of one server node. Sockets join a room with `{type:'live.join', roomId}` and
 * leave with `live.leave` (or by closing); room events (`live.message`, `live.delete`,
 * `live.presence`) go through the realtime pub/sub, so a message published on any node reaches
 * the room's sockets on every node (Redis when configured). Each node writes how many sockets
 * it holds per room to `live_presence`; the presence of a room is the sum of fresh rows.
 */
export class LiveRooms {
  /** This node's name in `live_presence`. */
  readonly node = randomUUID();
  /** Room id → this node's sockets in it. */
  private readonly local = new Map<string, { merchantId: number; sockets: Set<WebSocket> }>();
  private readonly dirty = new Set<string>();
  /** The rooms each socket of this node is in (one close listener per socket). */
  private readonly roomsOf = new WeakMap<WebSocket, Set<string>>();
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly refresher: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly log: FastifyBaseLogger,
  ) {
    realtime.onClientMessage('live', (socket, identity, message) =>
      this.onMessage(socket, identity, message),
    );
    this.refresher = setInterval(() => void this.refresh(), refreshMs);
    this.refresher.unref();
  }

  /** Publishes a room event to every node. */
  publish(merchantId: number, hostId: string, event: RealtimeEvent): Promise<void> {
    return this.realtime.publish(roomChannel(merchantId, hostId), event);
  }

  /** Resolves once pending presence writes are done (tests, shutdown). */
  async settled(): Promise<void> {
    if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushTimer = null;
      this.flushing = this.flushing.then(() => this.flush());
    }
    await this.flushing;
  }

  /** Stops refreshing and removes this node's presence rows. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.refresher);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await this.flushing;
    await this.db
      .query('delete from live_presence where node = $1', [this.node])
      .catch((err: unknown) => this.log.warn({ err }, 'live presence cleanup failed'));
  }

  private async onMessage(
    socket: WebSocket,
    identity: SocketIdentity,
    message: { type: string } & Record<string, unknown>,
  ): Promise<void> {
    const roomId = typeof message.roomId === 'string' ? message.roomId : '';
    if (!roomIdShape.test(roomId)) return;
    if (message.type === 'live.leave') return this.leave(roomId, socket);
    if (message.type !== 'live.join') return;
    const [host] = await this.db.query<{ id: string }>(
      'select id::text as id from live_host where merchant_id = $1 and id = $2 and active',
      [identity.merchantId, roomId],
    );
    const refuse = (code: string) =>
      socket.send(JSON.stringify({ type: 'live.refused', payload: { roomId, code } }));
    if (!host) return refuse('live_disabled');
    const restriction = await activeRestriction(this.db, roomId, identity.memberId);
    if (restriction?.kind === 'ban') return refuse('live_banned');
    await this.realtime.joinChannel(roomChannel(identity.merchantId, roomId), socket);
    if (socket.readyState !== socket.OPEN) return;
    let room = this.local.get(roomId);
    if (!room) {
      room = { merchantId: identity.merchantId, sockets: new Set() };
      this.local.set(roomId, room);
    }
    if (!room.sockets.has(socket)) {
      room.sockets.add(socket);
      let joined = this.roomsOf.get(socket);
      if (!joined) {
        const rooms = new Set<string>();
        joined = rooms;
        this.roomsOf.set(socket, rooms);
        socket.once('close', () => {
          for (const id of [...rooms]) this.leave(id, socket);
        });
      }
      joined.add(roomId);
      this.touch(roomId);
    }
    socket.send(JSON.stringify({ type: 'live.joined', payload: { roomId } }));
  }

  private leave(roomId: string, socket: WebSocket): void {
    this.roomsOf.get(socket)?.delete(roomId);
    const room = this.local.get(roomId);
    if (!room?.sockets.delete(socket)) return;
    this.realtime.leaveChannel(roomChannel(room.merchantId, roomId), socket);
    this.touch(roomId);
  }

  private touch(roomId: string): void {
    this.dirty.add(roomId);
    if (this.flushTimer || this.closed) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.flushing = this.flushing.then(() => this.flush());
    }, flushDelayMs);
    this.flushTimer.unref();
  }

  /** Writes the changed rooms' counts, then announces each room's presence across nodes. */
  private async flush(): Promise<void> {
    const rooms = [...this.dirty];
    this.dirty.clear();
    for (const roomId of rooms) {
      const room = this.local.get(roomId);
      const count = room?.sockets.size ?? 0;
      try {
        if (count === 0) {
          await this.db.query('delete from live_presence where node = $1 and host_id = $2', [
            this.node,
            roomId,
          ]);
          this.local.delete(roomId);
        } else {
          await this.db.query(
            `insert into live_presence (node, host_id, sockets, seen_at) values ($1, $2, $3, now())
             on conflict (node, host_id) do update set sockets = excluded.sockets, seen_at = now()`,
            [this.node, roomId, count],
          );
        }
        const [total] = await this.db.query<{ n: number }>(
          `select coalesce(sum(sockets), 0)::int as n from live_presence
           where host_id = $1 and seen_at > now() - interval '${presenceFreshSeconds} seconds'`,
          [roomId],
        );
        const merchantId =
          room?.merchantId ??
          (
            await this.db.query<{ merchant_id: number }>(
              'select merchant_id from live_host where id = $1',
              [roomId],
            )
          )[0]?.merchant_id;
        if (merchantId !== undefined)
          await this.publish(merchantId, roomId, {
            type: 'live.presence',
            payload: { roomId, count: total?.n ?? 0 },
          });
      } catch (err) {
        this.log.warn({ err, roomId }, 'live presence write failed');
      }
    }
  }

  /** Keeps this node's rows fresh while it holds sockets. */
  private async refresh(): Promise<void> {
    if (this.closed || this.local.size === 0) return;
    await this.db
      .query('update live_presence set seen_at = now() where node = $1', [this.node])
      .catch((err: unknown) => this.log.warn({ err }, 'live presence refresh failed'));
  }
}
