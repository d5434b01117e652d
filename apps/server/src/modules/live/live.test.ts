import { liveEndpoints, liveOpsEndpoints } from '@portal/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../merchant/merchant.ts';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { ownerSession } from '../../testing/operators.ts';
import { demoBrand } from '../../testing/play-kit.ts';
import { walletKit, type WalletKit } from '../../testing/wallet-kit.ts';
import { demoLiveSetting } from './live-seeder.ts';

/**
 * Live hosts and chat through the wire: the host list and launch for visitors, trial accounts
 * and members; sending with the word filter, the length limit, the rate limit and slow mode;
 * mutes, bans and deletions by an operator (audited, gone for everyone); history paging and
 * resuming after a drop without duplicates; customer-service chat with unread counts.
 */
const { modelList, launch, history, send, supportSend, supportThread, supportUnread, supportRead } =
  liveEndpoints;
const { opsModerate, opsSettingsSave, opsConversations, opsThread, opsReply } = liveOpsEndpoints;

describe('live hosts and chat', () => {
  let kit: WalletKit;
  let merchant: Merchant;
  let operator = '';
  let room = '';
  let otherRoom = '';

  const rules = (patch: Record<string, unknown>) =>
    call(kit.t, opsSettingsSave, { ...demoLiveSetting, ...patch }, { token: operator });
  const say = (token: string, text: string, roomId = room) =>
    call(kit.t, send, { roomId, text }, { token });
  const moderate = (input: Record<string, unknown>) =>
    call(kit.t, opsModerate, input, { token: operator });
  const accountOf = async (id: string) =>
    (
      await kit.t.db.query<{ account: string }>('select account from member where id = $1', [id])
    )[0]!.account;

  beforeAll(async () => {
    kit = await walletKit();
    merchant = await demoBrand(kit.t.db);
    operator = await ownerSession(kit.t);
    const hosts = expectOk(await call(kit.t, modelList), modelList).list;
    room = hosts[0]!.id;
    otherRoom = hosts[1]!.id;
  });
  afterAll(async () => kit.t.close());

  it('lists the demo hosts to visitors, streaming and online before offline', async () => {
    const { list } = expectOk(await call(kit.t, modelList), modelList);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const rank = { streaming: 0, online: 1, offline: 2 };
    const ranks = list.map((h) => rank[h.status]);
    expect([...ranks].sort()).toEqual(ranks);
    expect(list[0]!.posterUrl).toMatch(/^\/wps\/live\/art\/poster-/u);
    // The game's name and tags in the language of the page.
    expect(list[0]!.gameName).toBe('Live Roulette');
    const pt = expectOk(await call(kit.t, modelList, {}, { language: 'PT' }), modelList);
    expect(pt.list[0]!.gameName).toBe('Roleta ao Vivo');
    expect(pt.list[0]!.tags).toContain('roleta');
    const poster = await kit.t.app.inject({ method: 'GET', url: list[0]!.posterUrl! });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toContain('image/svg+xml');
  });

  it('lets a visitor and a trial account read a room but not write in it', async () => {
    const visitor = expectOk(await call(kit.t, launch, { modelId: room }), launch);
    expect(visitor.canRead).toBe(true);
    expect(visitor.writeBlock).toBe('login');
    expect(visitor.gifts.map((g) => g.code)).toContain('rose');
    expectError(await call(kit.t, send, { roomId: room, text: 'olá' }), 401, 'in_no_login');

    const trial = await kit.member({ trial: true });
    const seen = expectOk(
      await call(kit.t, launch, { modelId: room }, { token: trial.token }),
      launch,
    );
    expect(seen.writeBlock).toBe('trial');
    expectError(await say(trial.token, 'olá'), 403, 'in_need_true_account');
    expectError(
      await kit.call(
        liveEndpoints.gift,
        { roomId: room, gift: 'rose' },
        { token: trial.token, key: 'trial-gift' },
      ),
      403,
      'in_need_true_account',
    );
  });

  it('sends a message to the room, masking filtered words and refusing long ones', async () => {
    const member = await kit.member();
    const sent = expectOk(await say(member.token, 'Que jogo idiota, mas gosto'), send);
    expect(sent.text).toBe('Que jogo ******, mas gosto');
    expect(sent.mine).toBe(true);
    expect(sent.author).toMatch(/\*\*\*/u);
    expectError(await say(member.token, 'x'.repeat(201)), 400, 'live_message_too_long');
    const page = expectOk(await call(kit.t, history, { roomId: room }), history);
    expect(page.list.at(-1)!.id).toBe(sent.id);
    expect(page.list.at(-1)!.mine).toBe(false);
  });

  it('enforces the per-member rate limit and slow mode on the server', async () => {
    expectOk(await rules({ memberRate: { count: 3, seconds: 3600 } }), opsSettingsSave);
    const member = await kit.member();
    for (let i = 0; i < 3; i += 1) expectOk(await say(member.token, `m${i}`, otherRoom), send);
    expectError(await say(member.token, 'one too many', otherRoom), 429, 'live_slow_down');

    expectOk(await rules({ slowModeSeconds: 600 }), opsSettingsSave);
    const slow = await kit.member();
    expectOk(await say(slow.token, 'first', otherRoom), send);
    expectError(await say(slow.token, 'second', otherRoom), 429, 'live_slow_down');
    expectOk(await rules({}), opsSettingsSave);
  });

  it('mutes and bans a member by operator, audited, and lifts them', async () => {
    const member = await kit.member();
    const account = await accountOf(member.id);
    expectOk(await moderate({ action: 'mute', roomId: room, account, minutes: 5 }), opsModerate);
    expectError(await say(member.token, 'hello'), 403, 'live_muted');
    const muted = expectOk(
      await call(kit.t, launch, { modelId: room }, { token: member.token }),
      launch,
    );
    expect(muted.writeBlock).toBe('muted');
    // Another room is not affected.
    expectOk(await say(member.token, 'hello elsewhere', otherRoom), send);
    expectOk(await moderate({ action: 'unmute', roomId: room, account }), opsModerate);
    expectOk(await say(member.token, 'back again'), send);

    expectOk(await moderate({ action: 'ban', roomId: room, account, reason: 'spam' }), opsModerate);
    expectError(await say(member.token, 'hello'), 403, 'live_banned');
    expectError(
      await call(kit.t, history, { roomId: room }, { token: member.token }),
      403,
      'live_banned',
    );
    expectOk(await moderate({ action: 'unban', roomId: room, account }), opsModerate);
    expectOk(await say(member.token, 'thanks'), send);

    const audits = await kit.t.db.query<{ action: string }>(
      `select detail->>'action' as action from audit_log
       where member_id = $1 and action = 'live_moderation' order by id`,
      [member.id],
    );
    expect(audits.map((a) => a.action)).toEqual(['mute', 'unmute', 'ban', 'unban']);
    expectError(await moderate({ action: 'mute', roomId: room }), 400, 'invalid_input');
  });

  it('deletes a message for everyone: it leaves history and the launch answer', async () => {
    const member = await kit.member();
    const sent = expectOk(await say(member.token, 'to be deleted'), send);
    expectOk(await moderate({ action: 'delete', messageId: sent.id }), opsModerate);
    const page = expectOk(await call(kit.t, history, { roomId: room }), history);
    expect(page.list.map((m) => m.id)).not.toContain(sent.id);
    const launched = expectOk(await call(kit.t, launch, { modelId: room }), launch);
    expect(launched.history.map((m) => m.id)).not.toContain(sent.id);
    expectError(await moderate({ action: 'delete', messageId: sent.id }), 404, 'not_found');
  });

  it('pages back through history and resumes after an id without duplicates', async () => {
    expectOk(await rules({ historySize: 5 }), opsSettingsSave);
    const member = await kit.member();
    const roomId = otherRoom;
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const [row] = await kit.t.db.query<{ id: string }>(
        `insert into live_message (merchant_id, host_id, member_id, author, kind, body)
         values ($1, $2, $3, 'te***st', 'text', $4) returning id::text as id`,
        [merchant.id, roomId, member.id, `page ${i}`],
      );
      ids.push(row!.id);
    }
    const latest = expectOk(await call(kit.t, history, { roomId }), history);
    expect(latest.list.map((m) => m.id)).toEqual(ids.slice(-5));
    expect(latest.hasMore).toBe(true);
    const older = expectOk(await call(kit.t, history, { roomId, before: ids.at(-5)! }), history);
    expect(older.list.map((m) => m.id)).toEqual(ids.slice(-10, -5));
    // A client that saw up to ids[3] before its socket dropped asks for what came after.
    const seen = new Set(ids.slice(0, 4));
    let after = ids[3]!;
    const resumed: string[] = [];
    for (;;) {
      const page = expectOk(await call(kit.t, history, { roomId, after }), history);
      if (page.list.length === 0) break;
      for (const m of page.list) {
        expect(seen.has(m.id)).toBe(false);
        seen.add(m.id);
        resumed.push(m.id);
      }
      after = page.list.at(-1)!.id;
    }
    expect(resumed).toEqual(ids.slice(4));
    expectOk(await rules({}), opsSettingsSave);
  });

  it('refuses unknown rooms and rooms of a brand with live chat off', async () => {
    expectError(await call(kit.t, launch, { modelId: '999999' }), 404, 'live_disabled');
    expectError(await call(kit.t, launch, { modelId: 'abc' }), 400, 'invalid_input');
    expectOk(await rules({ enabled: false }), opsSettingsSave);
    expect(expectOk(await call(kit.t, modelList), modelList).list).toEqual([]);
    expectError(await call(kit.t, launch, { modelId: room }), 404, 'live_disabled');
    expectOk(await rules({}), opsSettingsSave);
  });

  it('runs customer-service chat with unread counts on both sides', async () => {
    const member = await kit.member();
    const account = await accountOf(member.id);
    const empty = expectOk(
      await call(kit.t, supportThread, {}, { token: member.token }),
      supportThread,
    );
    expect(empty).toEqual({ conversationId: null, list: [], unread: 0 });
    expectOk(
      await call(kit.t, supportSend, { text: 'Preciso de ajuda' }, { token: member.token }),
      supportSend,
    );
    expectOk(
      await call(kit.t, supportSend, { text: 'com um depósito' }, { token: member.token }),
      supportSend,
    );

    const inbox = expectOk(
      await call(kit.t, opsConversations, {}, { token: operator }),
      opsConversations,
    );
    const mine = inbox.list.find((c) => c.account === account)!;
    expect(mine.unread).toBe(2);
    expect(mine.lastText).toBe('com um depósito');
    const thread = expectOk(
      await call(kit.t, opsThread, { conversationId: mine.id }, { token: operator }),
      opsThread,
    );
    expect(thread.list.map((m) => m.text)).toEqual(['Preciso de ajuda', 'com um depósito']);
    const after = expectOk(
      await call(kit.t, opsConversations, {}, { token: operator }),
      opsConversations,
    );
    expect(after.list.find((c) => c.id === mine.id)!.unread).toBe(0);

    expectOk(
      await call(
        kit.t,
        opsReply,
        { conversationId: mine.id, text: 'Claro, diga.' },
        { token: operator },
      ),
      opsReply,
    );
    expect(
      expectOk(await call(kit.t, supportUnread, {}, { token: member.token }), supportUnread).unread,
    ).toBe(1);
    const seen = expectOk(
      await call(kit.t, supportThread, {}, { token: member.token }),
      supportThread,
    );
    expect(seen.list.map((m) => [m.from, m.text])).toEqual([
      ['member', 'Preciso de ajuda'],
      ['member', 'com um depósito'],
      ['operator', 'Claro, diga.'],
    ]);
    expectOk(await call(kit.t, supportRead, {}, { token: member.token }), supportRead);
    expect(
      expectOk(await call(kit.t, supportUnread, {}, { token: member.token }), supportUnread).unread,
    ).toBe(0);
    expectError(
      await call(kit.t, opsReply, { conversationId: '999999', text: 'x' }, { token: operator }),
      404,
      'not_found',
    );
    expectError(
      await call(kit.t, supportSend, { text: '' }, { token: member.token }),
      400,
      'invalid_input',
    );
  });
});
