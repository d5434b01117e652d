import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isTokenShaped, tokenHash, type SessionResolver } from '../auth/session.ts';
import { AppError } from '../http/app-error.ts';
import type { Realtime } from './realtime.ts';

/** Close code for a socket without a live session (4000-4999 are for applications). */
export const unauthorizedCloseCode = 4401;
const bearerProtocol = 'bearer.';
const heartbeatMs = 30_000;

/** The session token of an upgrade request: `?token=` or the `bearer.<token>` subprotocol. */
export function socketToken(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown>;
  if (typeof query.token === 'string' && isTokenShaped(query.token)) return query.token;
  const offered = request.headers['sec-websocket-protocol'];
  for (const protocol of (offered ?? '').split(',').map((p) => p.trim())) {
    if (protocol.startsWith(bearerProtocol)) {
      const token = protocol.slice(bearerProtocol.length);
      if (isTokenShaped(token)) return token;
    }
  }
  return null;
}

/**
 * Browsers fail the handshake unless the server picks one of the offered subprotocols: pick an
 * application protocol when one is offered besides the token, else echo the token's entry.
 */
export function chooseProtocol(protocols: Set<string>): string | false {
  const list = [...protocols];
  return list.find((p) => !p.startsWith(bearerProtocol)) ?? list[0] ?? false;
}

/**
 * `/ws`: authenticates through the same SessionResolver as HTTP, then receives events; client
 * messages go to the feature that registered their type (`Realtime.onClientMessage`, e.g. a
 * chat room's join and leave), others are ignored. Dead peers are found by ping and dropped.
 */
export function registerWebsocketRoute(
  app: FastifyInstance,
  sessions: SessionResolver,
  realtime: Realtime,
): void {
  app.route({
    method: 'GET',
    url: '/ws',
    // A plain HTTP request (no upgrade) gets an envelope like any other unknown call.
    handler: async () => {
      throw new AppError('not_found');
    },
    wsHandler: async (socket, request) => {
      const token = socketToken(request);
      const session = token ? await sessions.resolve(tokenHash(token)) : null;
      if (!session || session.pendingVerification) {
        socket.close(unauthorizedCloseCode, 'unauthorized');
        return;
      }
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, heartbeatMs);
      heartbeat.unref();
      socket.once('close', () => clearInterval(heartbeat));
      socket.on('message', (data) => void realtime.receive(socket, data));
      await realtime.attach(socket, {
        merchantId: session.merchantId,
        memberId: session.memberId,
        sessionId: session.id,
      });
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'ready' }));
    },
  });
}
