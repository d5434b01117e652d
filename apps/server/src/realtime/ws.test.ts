import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { tokenHash, type SessionResolver } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { fakeSession } from '../testing/fake-session.ts';
import { createTestApp, testRedisPubSub, type TestApp } from '../testing/test-app.ts';
import { createTestDb } from '../testing/test-db.ts';
import { unauthorizedCloseCode } from './ws-route.ts';
import { until } from '../testing/until.ts';

const tokens = { ana: 'a'.repeat(43), bob: 'b'.repeat(43) };

function resolverFor(merchantId: () => number): SessionResolver {
  return {
    resolve: async (hash) => {
      if (hash === tokenHash(tokens.ana))
        return fakeSession({ id: 's-ana', merchantId: merchantId(), memberId: '101' });
      if (hash === tokenHash(tokens.bob))
        return fakeSession({ id: 's-bob', merchantId: merchantId(), memberId: '102' });
      return null;
    },
  };
}

/** Listens on a free local port and returns the websocket base URL. */
async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `ws://127.0.0.1:${address.port}`;
}

/** Opens a real socket and collects its messages; resolves after the server's `ready` event. */
async function connect(base: string, path: string, protocols: string[] = []) {
  const messages: Array<{ type: string; payload?: unknown }> = [];
  const socket = new WebSocket(`${base}${path}`, protocols);
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as { type: string };
      if (event.type === 'ready') resolve();
      else messages.push(event);
    });
    socket.on('close', (code) => reject(new Error(`closed with ${code}`)));
    socket.on('error', reject);
  });
  return { socket, messages };
}

function closeCode(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}${path}`);
    socket.on('close', (code: number) => resolve(code));
    socket.on('error', reject);
  });
}

describe('websocket /ws', () => {
  let db: Db;
  let t: TestApp;
  let base: string;
  let demoId = 0;
  beforeAll(async () => {
    db = await createTestDb();
    const [row] = await db.query<{ id: number }>(`select id from merchant where code = 'demo'`);
    demoId = row!.id;
    t = await createTestApp({ db, sessions: resolverFor(() => demoId) });
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await db.close();
  });

  it('closes sockets without a live session with 4401', async () => {
    expect(await closeCode(base, '/ws')).toBe(unauthorizedCloseCode);
    expect(await closeCode(base, `/ws?token=${'z'.repeat(43)}`)).toBe(unauthorizedCloseCode);
    expect(await closeCode(base, '/ws?token=short')).toBe(unauthorizedCloseCode);
    // Without an upgrade, /ws is just an unknown call.
    expect((await t.app.inject({ method: 'GET', url: '/ws' })).json()).toMatchObject({
      success: false,
      code: 'not_found',
    });
  });

  it('delivers member events to that member only, and broadcasts to all', async () => {
    const ana = await connect(base, `/ws?token=${tokens.ana}`);
    const bob = await connect(base, '/ws', ['portal', `bearer.${tokens.bob}`]);
    // The server picks the application protocol, so the token is not echoed back.
    expect(bob.socket.protocol).toBe('portal');
    await t.app.platform.realtime.sendToMember(demoId, '101', {
      type: 'balance',
      payload: { amount: '10.00' },
    });
    await t.app.platform.realtime.broadcast(demoId, { type: 'notice' });
    await t.app.platform.realtime.broadcast(demoId + 1, { type: 'other-brand' });
    await until(() => ana.messages.length === 2 && bob.messages.length === 1);
    expect(ana.messages).toEqual([
      { type: 'balance', payload: { amount: '10.00' } },
      { type: 'notice' },
    ]);
    expect(bob.messages).toEqual([{ type: 'notice' }]);
    ana.socket.close();
    bob.socket.close();
    await until(() => t.app.platform.realtime.localSocketCount === 0);
  });

  describe.skipIf(!process.env.REDIS_URL)('across two nodes sharing Redis', () => {
    it('reaches a socket on one node from an event raised on the other', async () => {
      const [busA, busB] = [(await testRedisPubSub())!, (await testRedisPubSub())!];
      const nodeA = await createTestApp({ db, pubsub: busA, sessions: resolverFor(() => demoId) });
      const nodeB = await createTestApp({ db, pubsub: busB, sessions: resolverFor(() => demoId) });
      try {
        const ana = await connect(await listen(nodeA), `/ws?token=${tokens.ana}`);
        await nodeB.app.platform.realtime.sendToMember(demoId, '101', {
          type: 'win',
          payload: { game: 'x' },
        });
        await until(() => ana.messages.length === 1);
        expect(ana.messages).toEqual([{ type: 'win', payload: { game: 'x' } }]);
        ana.socket.close();
      } finally {
        await nodeA.close();
        await nodeB.close();
        await busA.close();
        await busB.close();
      }
    });
  });
});
