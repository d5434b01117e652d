import { WebSocket } from 'ws';
import { createMember, loginOk } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** A fresh member of the demo brand, logged in once. */
export async function freshMember(t: TestApp, account: string) {
  const id = await createMember(t, { account });
  const { token } = await loginOk(t, account, 'secret99');
  return { id, account, token };
}

/** Opens a websocket as a member and collects its events after `ready`. */
export async function openSocket(t: TestApp, token: string) {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const events: Array<{ type: string; payload?: unknown }> = [];
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/ws?token=${token}`);
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as { type: string };
      if (event.type === 'ready') resolve();
      else events.push(event);
    });
    socket.on('error', reject);
  });
  return { socket, events };
}
