import { liveEndpoints, liveOpsEndpoints } from '@portal/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../seed/seeders.ts';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import {
  addOperator,
  operatorSession,
  operatorSessionToken,
  ownerSession,
} from '../../testing/operators.ts';
import { walletKit, type WalletKit } from '../../testing/wallet-kit.ts';
import { demoHostCode, demoHostOperatorSeeder, demoHostUsername } from './demo-host-operator.ts';

/**
 * Hosts as accounts: an owner links a `host` operator to a room and sets the catalogue game
 * it presents; the host sees their own room, sets their status and deletes, mutes and bans
 * in it (audited under the host's account), and reaches no other room and nothing else of
 * the back office.
 */
const { modelList, send, launch } = liveEndpoints;
const {
  opsHosts,
  opsHostEdit,
  opsModerate,
  opsRoomMessages,
  opsConversations,
  opsMyRoom,
  opsMyRoomMessages,
  opsMyRoomModerate,
  opsMyRoomStatus,
} = liveOpsEndpoints;

describe('host operators and their own room', () => {
  let kit: WalletKit;
  let owner = '';
  let host = { id: '', username: '', token: '' };
  let room = '';
  let otherRoom = '';

  const asHost = <E extends Parameters<typeof call>[1]>(
    endpoint: E,
    input: Record<string, unknown> = {},
  ) => call(kit.t, endpoint, input, { token: host.token });
  const accountOf = async (id: string) =>
    (
      await kit.t.db.query<{ account: string }>('select account from member where id = $1', [id])
    )[0]!.account;

  beforeAll(async () => {
    kit = await walletKit();
    owner = await ownerSession(kit.t);
    const made = await addOperator(kit.t, { username: 'hostluna', role: 'host' });
    host = {
      id: made.id,
      username: made.username,
      token: await operatorSessionToken(kit.t.db, made.id, kit.t.app.platform.clock.now()),
    };
    const list = expectOk(await call(kit.t, modelList), modelList).list;
    room = list[2]!.id;
    otherRoom = list[3]!.id;
  });
  afterAll(async () => kit.t.close());

  it('has no room until an owner links the account, then sees and lists it', async () => {
    expect(expectOk(await asHost(opsMyRoom), opsMyRoom).host).toBeNull();
    expectError(await asHost(opsMyRoomMessages), 404, 'not_found');

    expectOk(
      await call(kit.t, opsHostEdit, { hostId: room, operator: 'HostLuna' }, { token: owner }),
      opsHostEdit,
    );
    const mine = expectOk(await asHost(opsMyRoom), opsMyRoom).host;
    expect(mine?.id).toBe(room);
    const listed = expectOk(await call(kit.t, opsHosts, {}, { token: owner }), opsHosts).list;
    expect(listed.find((h) => h.id === room)?.operator).toBe('hostluna');
    expect(listed.find((h) => h.id === otherRoom)?.operator).toBeNull();
  });

  it('refuses an account that is not a host, and a host who presents another room', async () => {
    const support = await addOperator(kit.t, { username: 'notahost', role: 'support' });
    const refused = expectError(
      await call(
        kit.t,
        opsHostEdit,
        { hostId: otherRoom, operator: support.username },
        { token: owner },
      ),
      400,
      'invalid_input',
    );
    expect(Object.keys(refused.fields ?? {})).toEqual(['operator']);
    const taken = expectError(
      await call(
        kit.t,
        opsHostEdit,
        { hostId: otherRoom, operator: host.username },
        { token: owner },
      ),
      400,
      'invalid_input',
    );
    expect(Object.keys(taken.fields ?? {})).toEqual(['operator']);
    // Nothing changed: the other room still has no host account.
    const [row] = await kit.t.db.query<{ operator_id: string | null }>(
      'select operator_id::text as operator_id from live_host where id = $1',
      [otherRoom],
    );
    expect(row!.operator_id).toBeNull();
    // Only an operator who may change content links accounts.
    expectError(
      await call(kit.t, opsHostEdit, { hostId: otherRoom, operator: null }, { token: host.token }),
      403,
      'forbidden',
    );
  });

  it('sets the game from the lobby with its catalogue names, and refuses one not on it', async () => {
    const bad = expectError(
      await call(kit.t, opsHostEdit, { hostId: room, gameCode: 'NO_SUCH_GAME' }, { token: owner }),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['gameCode']);
    expectOk(
      await call(
        kit.t,
        opsHostEdit,
        { hostId: room, gameCode: 'LOTUS_LIVE_0001' },
        { token: owner },
      ),
      opsHostEdit,
    );
    const member = await kit.member();
    const opened = expectOk(
      await call(kit.t, launch, { modelId: room }, { token: member.token, language: 'EN' }),
      launch,
    );
    expect(opened.game?.gameCode).toBe('LOTUS_LIVE_0001');
    expect(opened.host.gameName).toBe(opened.game?.gameName ?? opened.game?.displayName);
    const audits = await kit.t.db.query<{ after: string }>(
      `select detail->>'gameAfter' as after from audit_log where action = 'live_host_edit'
       order by id desc limit 1`,
    );
    expect(audits[0]!.after).toBe('LOTUS_LIVE_0001');
    // No game: the room shows no card.
    expectOk(
      await call(kit.t, opsHostEdit, { hostId: room, gameCode: null }, { token: owner }),
      opsHostEdit,
    );
    const bare = expectOk(await call(kit.t, launch, { modelId: room }), launch);
    expect(bare.game).toBeNull();
    expect(bare.host.gameName).toBeNull();
  });

  it('moderates the own room only, audited under the host account', async () => {
    const member = await kit.member();
    const account = await accountOf(member.id);
    const here = expectOk(
      await call(kit.t, send, { roomId: room, text: 'olá Luna' }, { token: member.token }),
      send,
    );
    const elsewhere = expectOk(
      await call(kit.t, send, { roomId: otherRoom, text: 'noutra sala' }, { token: member.token }),
      send,
    );
    const seen = expectOk(await asHost(opsMyRoomMessages), opsMyRoomMessages);
    expect(seen.list.find((m) => m.id === here.id)?.account).toBe(account);
    expect(seen.list.map((m) => m.id)).not.toContain(elsewhere.id);

    // Another room's message is not found, and stays.
    expectError(
      await asHost(opsMyRoomModerate, { action: 'delete', messageId: elsewhere.id }),
      404,
      'not_found',
    );
    const other = expectOk(
      await call(kit.t, opsRoomMessages, { roomId: otherRoom }, { token: owner }),
      opsRoomMessages,
    );
    expect(other.list.map((m) => m.id)).toContain(elsewhere.id);

    expectOk(
      await asHost(opsMyRoomModerate, { action: 'delete', messageId: here.id }),
      opsMyRoomModerate,
    );
    const after = expectOk(await asHost(opsMyRoomMessages), opsMyRoomMessages);
    expect(after.list.map((m) => m.id)).not.toContain(here.id);

    expectOk(
      await asHost(opsMyRoomModerate, { action: 'mute', account, minutes: 5, reason: 'calma' }),
      opsMyRoomModerate,
    );
    expectError(
      await call(kit.t, send, { roomId: room, text: 'again' }, { token: member.token }),
      403,
      'live_muted',
    );
    // The mute is for the host's room: another room still takes the member's messages.
    const [restriction] = await kit.t.db.query<{ host_id: string; operator_id: string }>(
      `select host_id::text as host_id, operator_id::text as operator_id from live_restriction
       where member_id = $1`,
      [member.id],
    );
    expect(restriction).toEqual({ host_id: room, operator_id: host.id });
    const audits = await kit.t.db.query<{ action: string; operator_id: string }>(
      `select detail->>'action' as action, operator_id::text as operator_id from audit_log
       where action = 'live_moderation' and operator_id = $1 order by id`,
      [host.id],
    );
    expect(audits.map((a) => a.action)).toEqual(['delete', 'mute']);
  });

  it('sets the own status, audited, and the host list follows', async () => {
    expectOk(await asHost(opsMyRoomStatus, { status: 'streaming' }), opsMyRoomStatus);
    const list = expectOk(await call(kit.t, modelList), modelList).list;
    expect(list.find((h) => h.id === room)?.status).toBe('streaming');
    expectOk(await asHost(opsMyRoomStatus, { status: 'offline' }), opsMyRoomStatus);
    const [audit] = await kit.t.db.query<{ after: string }>(
      `select detail->>'after' as after from audit_log
       where action = 'live_host_status' and operator_id = $1 order by id desc limit 1`,
      [host.id],
    );
    expect(audit!.after).toBe('offline');
  });

  it("keeps a host out of the back office's calls, and others out of the host's", async () => {
    expectError(await asHost(opsModerate, { action: 'delete', messageId: '1' }), 403, 'forbidden');
    expectError(await asHost(opsRoomMessages, { roomId: otherRoom }), 403, 'forbidden');
    expectError(await asHost(opsConversations), 403, 'forbidden');
    expectError(await asHost(opsHosts), 403, 'forbidden');
    const content = await operatorSession(kit.t, 'content');
    expectError(await call(kit.t, opsMyRoom, {}, { token: content }), 403, 'forbidden');
  });

  it('seeds the demo host account, linked to the first room, its password shown once', async () => {
    const [demo] = await kit.t.db.query<{ id: number }>(
      `select id from merchant where code = 'demo'`,
    );
    const context: SeedContext = { merchants: new Map([['demo', demo!.id]]), generated: [] };
    await kit.t.db.transaction((tx) => demoHostOperatorSeeder.run(tx, context));
    expect(context.generated).toHaveLength(1);
    expect(context.generated[0]).toMatchObject({ role: 'console', username: demoHostUsername });
    const [row] = await kit.t.db.query<{ role: string; code: string }>(
      `select o.role, h.code from operator o join live_host h on h.operator_id = o.id
       where o.username = $1`,
      [demoHostUsername],
    );
    expect(row).toEqual({ role: 'host', code: demoHostCode });
  });
});
