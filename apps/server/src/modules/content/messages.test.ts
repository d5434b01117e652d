import { contentEndpoints, contentOpsEndpoints } from '@portal/contract/content';
import { memberEndpoints } from '@portal/contract/member';
import { responsibleGamingEndpoints } from '@portal/contract/responsible-gaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, loginOk } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { until } from '../../testing/until.ts';
import { freshMember, openSocket } from './content-test-kit.ts';

const { opsMessageSend } = contentOpsEndpoints;

let t: TestApp;
/** A content operator of the demo brand: it sends messages (`content.write`). */
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = await operatorSession(t, 'content');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

async function send(memberId: string, title: string, content = '<p>Olá <script>x()</script></p>') {
  const res = await call(t, opsMessageSend, { memberId, title, content }, { token: operator });
  return expectOk(res, opsMessageSend);
}

const unread = async (token: string) =>
  expectOk(await call(t, contentEndpoints.unreadCount, {}, { token }), contentEndpoints.unreadCount)
    .count;

describe('platform messages', () => {
  it('has the seeded inbox of demo01', async () => {
    const { token } = await loginOk(t, 'demo01', 'demo1234');
    const inbox = expectOk(
      await call(t, contentEndpoints.messages, {}, { token }),
      contentEndpoints.messages,
    );
    expect(inbox.total).toBe(3);
    expect(inbox.unread).toBe(3);
    expect(inbox.list[0]!.preview).not.toContain('<');
    const info = expectOk(await call(t, memberEndpoints.info, {}, { token }), memberEndpoints.info);
    // Open activities and raffles (first deposit, weekly slots, welcome and Friday raffles)
    // and the demo welcome bonus to claim.
    expect(info).toMatchObject({ unreadMessageCount: 3, availablePromoCount: 5 });
  });

  it('keeps one member’s messages invisible to another', async () => {
    const ana = await freshMember(t, 'msgana01');
    const bob = await freshMember(t, 'msgbob01');
    const { messageId } = await send(ana.id, 'Só para a Ana');
    const bobInbox = expectOk(
      await call(t, contentEndpoints.messages, {}, { token: bob.token }),
      contentEndpoints.messages,
    );
    expect(bobInbox.list.map((m) => m.messageId)).not.toContain(messageId);
    expectError(
      await call(t, contentEndpoints.messageDetail, { messageId }, { token: bob.token }),
      404,
      'not_found',
    );
    expectError(
      await call(t, contentEndpoints.messageDelete, { messageId }, { token: bob.token }),
      404,
      'not_found',
    );
    expect(
      expectOk(
        await call(
          t,
          contentEndpoints.messageRead,
          { messageIds: [messageId] },
          { token: bob.token },
        ),
        contentEndpoints.messageRead,
      ).count,
    ).toBe(0);
    expect(
      expectOk(
        await call(t, contentEndpoints.messageRead, { all: true }, { token: bob.token }),
        contentEndpoints.messageRead,
      ).count,
    ).toBe(0);
    // Bob's calls changed nothing of Ana's.
    const detail = expectOk(
      await call(t, contentEndpoints.messageDetail, { messageId }, { token: ana.token }),
      contentEndpoints.messageDetail,
    );
    expect(detail).toMatchObject({ title: 'Só para a Ana', read: false, content: '<p>Olá </p>' });
    expectError(await call(t, contentEndpoints.messages, {}), 401, 'in_no_login');
  });

  it('counts unread and pushes the count to every tab on send, read and delete', async () => {
    const ana = await freshMember(t, 'msgpush01');
    const tab1 = await openSocket(t, ana.token);
    const tab2 = await openSocket(t, ana.token);
    const counts = (tab: typeof tab1) =>
      tab.events
        .filter((e) => e.type === 'unread')
        .map((e) => (e.payload as { count: number }).count);
    const first = await send(ana.id, 'Um');
    await send(ana.id, 'Dois');
    expect(await unread(ana.token)).toBe(2);
    await until(() => counts(tab1).length === 2 && counts(tab2).length === 2);
    expect(counts(tab1)).toEqual([1, 2]);
    expect(counts(tab2)).toEqual([1, 2]);

    const read = expectOk(
      await call(
        t,
        contentEndpoints.messageRead,
        { messageIds: [first.messageId] },
        { token: ana.token },
      ),
      contentEndpoints.messageRead,
    );
    expect(read.count).toBe(1);
    await until(() => counts(tab2).length === 3);
    expect(counts(tab2).at(-1)).toBe(1);

    const inbox = expectOk(
      await call(t, contentEndpoints.messages, {}, { token: ana.token }),
      contentEndpoints.messages,
    );
    const second = inbox.list.find((m) => !m.read)!;
    const deleted = expectOk(
      await call(
        t,
        contentEndpoints.messageDelete,
        { messageId: second.messageId },
        { token: ana.token },
      ),
      contentEndpoints.messageDelete,
    );
    expect(deleted.count).toBe(0);
    await until(() => counts(tab1).at(-1) === 0);
    const after = expectOk(
      await call(t, contentEndpoints.messages, {}, { token: ana.token }),
      contentEndpoints.messages,
    );
    expect(after.total).toBe(1);
    expect(after.unread).toBe(0);
    tab1.socket.close();
    tab2.socket.close();
  });
  it('sends as a content operator only, to a member of the brand, audited', async () => {
    const cleo = await freshMember(t, 'msgcleo01');
    const { messageId, unread: count } = await send(cleo.id, 'Olá Cleo', '<p>Oi</p>');
    expect(count).toBe(1);
    const [audit] = await t.db.query<{ detail: Record<string, unknown>; member_id: string }>(
      `select detail, member_id::text as member_id from audit_log
       where action = 'message_send' and detail->>'message' = $1`,
      [messageId],
    );
    expect(audit).toMatchObject({ member_id: cleo.id, detail: { title: 'Olá Cleo' } });

    const messages = async () =>
      (
        await t.db.query<{ n: number }>(
          'select count(*)::int as n from platform_message where member_id = $1',
          [cleo.id],
        )
      )[0]!.n;
    const bad = expectError(
      await call(
        t,
        opsMessageSend,
        { memberId: 'x1', title: '  ', content: '' },
        { token: operator },
      ),
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['content', 'memberId', 'title']);
    expectError(
      await call(
        t,
        opsMessageSend,
        { memberId: '999999999', title: 'x', content: 'x' },
        {
          token: operator,
        },
      ),
      404,
      'not_found',
    );
    await createSecondMerchant(t);
    const stranger = await createMember(t, { account: 'msgstrange1', merchantCode: 'beta' });
    expectError(
      await call(
        t,
        opsMessageSend,
        { memberId: stranger, title: 'x', content: 'x' },
        {
          token: operator,
        },
      ),
      404,
      'not_found',
    );
    const finance = await operatorSession(t, 'finance');
    expectError(
      await call(
        t,
        opsMessageSend,
        { memberId: cleo.id, title: 'x', content: 'x' },
        {
          token: finance,
        },
      ),
      403,
      'forbidden',
    );
    expect(await messages()).toBe(1);
  });

  it('reaches a member in a cool-off with service messages only, never marketing', async () => {
    const paused = await freshMember(t, 'msgpause1');
    expectOk(
      await call(
        t,
        responsibleGamingEndpoints.exclude,
        { kind: 'cool_off', hours: 24 },
        { token: paused.token },
      ),
      responsibleGamingEndpoints.exclude,
    );
    await send(paused.id, 'Your payout');
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          'select count(*)::int as n from platform_message where member_id = $1',
          [paused.id],
        )
      )[0]!.n;
    expect(await count()).toBe(1);

    // A marketing message is refused with the pause's end, and writes neither message nor audit.
    const audits = async () =>
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from audit_log where member_id = $1 and action = 'message_send'`,
          [paused.id],
        )
      )[0]!.n;
    const auditsBefore = await audits();
    const offer = { memberId: paused.id, title: 'Bónus de fim de semana', content: '<p>100%</p>' };
    const refused = expectError(
      await call(t, opsMessageSend, { ...offer, purpose: 'marketing' }, { token: operator }),
      409,
      'rg_marketing_refused',
    );
    expect(refused.details).toMatchObject({ kind: 'cool_off' });
    expect(Date.parse(String(refused.details?.until))).toBeGreaterThan(Date.now());
    expect(await count()).toBe(1);
    expect(await audits()).toBe(auditsBefore);

    // The same offer reaches a member who plays.
    const playing = await freshMember(t, 'msgplay01');
    expectOk(
      await call(
        t,
        opsMessageSend,
        { ...offer, memberId: playing.id, purpose: 'marketing' },
        {
          token: operator,
        },
      ),
      opsMessageSend,
    );
  });
});
