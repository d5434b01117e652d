import { liveEndpoints, liveOpsEndpoints } from '@portal/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession, ownerSession } from '../../testing/operators.ts';
import { walletKit, type WalletKit } from '../../testing/wallet-kit.ts';

/**
 * The operator's view of a room, for moderation: the latest messages with the senders' real
 * accounts (members only see them masked), without deleted ones, for operators who may read
 * members only.
 */
const { modelList, send } = liveEndpoints;
const { opsRoomMessages, opsModerate } = liveOpsEndpoints;

describe('operator room messages', () => {
  let kit: WalletKit;
  let operator = '';
  let room = '';

  beforeAll(async () => {
    kit = await walletKit();
    operator = await ownerSession(kit.t);
    room = expectOk(await call(kit.t, modelList), modelList).list[2]!.id;
  });
  afterAll(async () => kit.t.close());

  it('lists messages with the real account, and drops a deleted one', async () => {
    const member = await kit.member();
    const [row] = await kit.t.db.query<{ account: string }>(
      'select account from member where id = $1',
      [member.id],
    );
    const first = expectOk(
      await call(kit.t, send, { roomId: room, text: 'olá a todos' }, { token: member.token }),
      send,
    );
    expectOk(
      await call(kit.t, send, { roomId: room, text: 'segunda' }, { token: member.token }),
      send,
    );
    const seen = expectOk(
      await call(kit.t, opsRoomMessages, { roomId: room }, { token: operator }),
      opsRoomMessages,
    );
    const mine = seen.list.filter((m) => m.account === row!.account);
    expect(mine.map((m) => m.text)).toEqual(['olá a todos', 'segunda']);
    expect(mine[0]!.author).not.toBe(row!.account);

    expectOk(
      await call(
        kit.t,
        opsModerate,
        { action: 'delete', messageId: first.id },
        { token: operator },
      ),
      opsModerate,
    );
    const after = expectOk(
      await call(kit.t, opsRoomMessages, { roomId: room }, { token: operator }),
      opsRoomMessages,
    );
    expect(after.list.map((m) => m.id)).not.toContain(first.id);
    expect(after.list.filter((m) => m.account === row!.account)).toHaveLength(1);

    // Older than a message: only what came before it.
    const before = expectOk(
      await call(
        kit.t,
        opsRoomMessages,
        { roomId: room, before: mine[1]!.id },
        { token: operator },
      ),
      opsRoomMessages,
    );
    expect(before.list.every((m) => BigInt(m.id) < BigInt(mine[1]!.id))).toBe(true);
  });

  it('refuses an operator who may not read members, and an unknown room', async () => {
    const content = await operatorSession(kit.t, 'content');
    expectError(
      await call(kit.t, opsRoomMessages, { roomId: room }, { token: content }),
      403,
      'forbidden',
    );
    expectError(
      await call(kit.t, opsRoomMessages, { roomId: '999999' }, { token: operator }),
      404,
      'live_disabled',
    );
  });
});
