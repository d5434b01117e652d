import { liveEndpoints, liveOpsEndpoints } from '@portal/contract/live';
import type { LiveMessage } from '@portal/contract/live/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { ownerSession } from '../../testing/operators.ts';
import { until } from '../../testing/until.ts';
import { walletKit, type WalletKit } from '../../testing/wallet-kit.ts';
import { roomClient, type RoomClient } from './live-socket-kit.ts';

/**
 * Rooms over the websocket on one node: members join a room and get its messages, gifts,
 * deletions and presence as they happen; a socket that left, or never joined, gets nothing; a
 * banned member's join is refused.
 */
const { send, modelList, gift } = liveEndpoints;

describe('live rooms over /ws', () => {
  let kit: WalletKit;
  let wsBase = '';
  let room = '';
  let other = '';
  let operator = '';
  const clients: RoomClient[] = [];

  const client = async (token: string) => {
    const c = await roomClient(wsBase, token);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    kit = await walletKit();
    await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = kit.t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    wsBase = `ws://127.0.0.1:${address.port}`;
    operator = await ownerSession(kit.t);
    const hosts = expectOk(await call(kit.t, modelList), modelList).list;
    room = hosts[0]!.id;
    other = hosts[1]!.id;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await kit.t.close();
  });

  it('fans messages and gifts out to the room, and only to it', async () => {
    const ana = await kit.member();
    const bob = await kit.member();
    const eve = await kit.member();
    await kit.fund(bob.id, 10_000n);
    const a = await client(ana.token);
    const b = await client(bob.token);
    const e = await client(eve.token);
    await a.join(room);
    await b.join(room);
    await e.join(other);

    const sent = expectOk(
      await call(kit.t, send, { roomId: room, text: 'Olá a todos 👋' }, { token: ana.token }),
      send,
    );
    const given = expectOk(
      await kit.call(gift, { roomId: room, gift: 'rose' }, { token: bob.token, key: 'ws-gift' }),
      gift,
    );
    const seen = (c: RoomClient) => c.of<LiveMessage>('live.message').map((m) => m.id);
    await until(() => seen(b).length === 2 && seen(a).length === 2);
    expect(seen(b)).toEqual([sent.id, given.message.id]);
    expect(b.of<LiveMessage>('live.message')[0]!.text).toBe('Olá a todos 👋');
    expect(seen(e)).toEqual([]);

    // Presence: two sockets in the room (announced after the joins are written).
    await until(() =>
      a.of<{ roomId: string; count: number }>('live.presence').some((p) => p.count === 2),
    );
  });

  it('removes a deleted message from every open room and stops after leaving', async () => {
    const ana = await kit.member();
    const bob = await kit.member();
    const a = await client(ana.token);
    const b = await client(bob.token);
    await a.join(other);
    await b.join(other);
    const sent = expectOk(
      await call(kit.t, send, { roomId: other, text: 'oops' }, { token: ana.token }),
      send,
    );
    await until(() => b.of('live.message').length === 1);
    expectOk(
      await call(
        kit.t,
        liveOpsEndpoints.opsModerate,
        { action: 'delete', messageId: sent.id },
        { token: operator },
      ),
      liveOpsEndpoints.opsModerate,
    );
    await until(() => a.of('live.delete').length === 1 && b.of('live.delete').length === 1);
    expect(b.of<{ messageId: string }>('live.delete')[0]!.messageId).toBe(sent.id);

    // Three sockets in the room (Eve's from the first test too), then two once Bob left.
    const last = () => a.of<{ count: number }>('live.presence').at(-1)?.count;
    await until(() => last() === 3);
    b.socket.send(JSON.stringify({ type: 'live.leave', roomId: other }));
    await until(() => last() === 2);
    expectOk(
      await call(kit.t, send, { roomId: other, text: 'after leaving' }, { token: ana.token }),
      send,
    );
    await until(() => a.of('live.message').length === 2);
    expect(b.of('live.message')).toHaveLength(1);
  });

  it('refuses a banned member joining the room', async () => {
    const mallory = await kit.member();
    const [row] = await kit.t.db.query<{ account: string }>(
      'select account from member where id = $1',
      [mallory.id],
    );
    expectOk(
      await call(
        kit.t,
        liveOpsEndpoints.opsModerate,
        { action: 'ban', roomId: room, account: row!.account },
        { token: operator },
      ),
      liveOpsEndpoints.opsModerate,
    );
    const m = await client(mallory.token);
    m.socket.send(JSON.stringify({ type: 'live.join', roomId: room }));
    await until(() => m.of('live.refused').length === 1);
    expect(m.of<{ code: string }>('live.refused')[0]!.code).toBe('live_banned');
    expect(m.of('live.joined')).toEqual([]);
  });
});
