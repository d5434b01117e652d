import WebSocket from 'ws';
import { until } from '../../testing/until.ts';

/** A test's chat client: a real socket on `/ws` and every event it received. */
export interface RoomClient {
  socket: WebSocket;
  events: Array<{ type: string; payload?: unknown }>;
  /** Joins a room and resolves once the server confirmed it. */
  join(roomId: string): Promise<void>;
  /** Events of one type, in order of arrival. */
  of<T>(type: string): T[];
  close(): void;
}

/** Opens a socket at `wsBase` with `token` and waits for the server's `ready`. */
export async function roomClient(wsBase: string, token: string): Promise<RoomClient> {
  const events: Array<{ type: string; payload?: unknown }> = [];
  const socket = new WebSocket(`${wsBase}/ws?token=${token}`);
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as { type: string; payload?: unknown };
      if (event.type === 'ready') resolve();
      events.push(event);
    });
    socket.once('close', (code) => reject(new Error(`closed with ${code}`)));
    socket.once('error', reject);
  });
  const of = <T>(type: string) => events.filter((e) => e.type === type).map((e) => e.payload as T);
  return {
    socket,
    events,
    of,
    async join(roomId) {
      const joined = () => of<{ roomId: string }>('live.joined').some((p) => p.roomId === roomId);
      socket.send(JSON.stringify({ type: 'live.join', roomId }));
      await until(joined);
    },
    close: () => socket.close(),
  };
}
