import { liveEndpoints, liveOpsEndpoints } from '@portal/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { ownerSession } from '../../testing/operators.ts';
import { walletKit, type WalletKit } from '../../testing/wallet-kit.ts';

/**
 * A visitor's customer-service chat: the contact is checked, the conversation lives under a
 * token only the visitor holds (its hash in the table), operators see it marked as a visitor's
 * and answer it, and sending is limited per address and per token.
 */
const { supportVisitorOpen, supportVisitorSend, supportVisitorThread } = liveEndpoints;
const { opsConversations, opsThread, opsReply } = liveOpsEndpoints;

describe('visitor customer-service chat', () => {
  let kit: WalletKit;
  let operator = '';
  let lastIp = 10;
  /** Each test from an address of its own, so the per-address limits do not meet. */
  const nextIp = () => `198.51.100.${(lastIp += 1)}`;

  beforeAll(async () => {
    kit = await walletKit();
    operator = await ownerSession(kit.t);
  });
  afterAll(async () => kit.t.close());

  it('refuses a contact that is neither a phone nor an e-mail, and keeps nothing', async () => {
    const ip = nextIp();
    const before = await kit.t.db.query('select id from live_support_conversation');
    for (const contact of ['', 'abc', 'rui@', '12 34', 'x'.repeat(129)]) {
      const res = await call(
        kit.t,
        supportVisitorOpen,
        { name: 'Rui', contact, text: 'Olá' },
        { ip },
      );
      expectError(res, 400, 'invalid_input');
      expect(JSON.stringify(res.json())).toContain('contact');
    }
    expectError(
      await call(
        kit.t,
        supportVisitorOpen,
        { name: ' ', contact: 'rui@example.com', text: 'Olá' },
        { ip },
      ),
      400,
      'invalid_input',
    );
    const after = await kit.t.db.query('select id from live_support_conversation');
    expect(after).toHaveLength(before.length);
  });

  it('opens a conversation, shows it to operators as a visitor, and carries the answer back', async () => {
    const ip = nextIp();
    const opened = expectOk(
      await call(
        kit.t,
        supportVisitorOpen,
        { name: 'Rui', contact: '+351 912 345 678', text: 'Como me registo?' },
        { ip },
      ),
      supportVisitorOpen,
    );
    expect(opened.token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    // Only the token's hash is kept.
    const stored = await kit.t.db.query<{ visitor_token_hash: string }>(
      'select visitor_token_hash from live_support_conversation where visitor_token_hash is not null',
    );
    expect(stored.map((r) => r.visitor_token_hash)).not.toContain(opened.token);
    expectOk(
      await call(kit.t, supportVisitorSend, { token: opened.token, text: 'Obrigado' }, { ip }),
      supportVisitorSend,
    );

    const inbox = expectOk(
      await call(kit.t, opsConversations, {}, { token: operator }),
      opsConversations,
    );
    const mine = inbox.list.find((c) => c.visitor?.contact === '+351 912 345 678')!;
    expect(mine).toMatchObject({ account: null, visitor: { name: 'Rui' }, unread: 2 });
    expect(mine.lastText).toBe('Obrigado');
    expectOk(
      await call(kit.t, opsThread, { conversationId: mine.id }, { token: operator }),
      opsThread,
    );
    expectOk(
      await call(
        kit.t,
        opsReply,
        { conversationId: mine.id, text: 'No botão Registar.' },
        { token: operator },
      ),
      opsReply,
    );

    const thread = expectOk(
      await call(kit.t, supportVisitorThread, { token: opened.token }, { ip }),
      supportVisitorThread,
    );
    expect(thread.name).toBe('Rui');
    expect(thread.unread).toBe(1);
    expect(thread.list.map((m) => [m.from, m.text])).toEqual([
      ['member', 'Como me registo?'],
      ['member', 'Obrigado'],
      ['operator', 'No botão Registar.'],
    ]);
    const again = expectOk(
      await call(
        kit.t,
        supportVisitorThread,
        { token: opened.token, after: thread.list[1]!.id },
        { ip },
      ),
      supportVisitorThread,
    );
    expect(again.unread).toBe(0);
    expect(again.list.map((m) => m.text)).toEqual(['No botão Registar.']);
  });

  it("cannot read or write another visitor's conversation without its token", async () => {
    const ip = nextIp();
    const a = expectOk(
      await call(
        kit.t,
        supportVisitorOpen,
        { name: 'Ana', contact: 'ana@example.com', text: 'segredo' },
        { ip },
      ),
      supportVisitorOpen,
    );
    const guess = `${a.token.slice(0, 42)}${a.token.endsWith('A') ? 'B' : 'A'}`;
    expectError(
      await call(kit.t, supportVisitorThread, { token: guess }, { ip }),
      404,
      'not_found',
    );
    expectError(
      await call(kit.t, supportVisitorSend, { token: guess, text: 'olá' }, { ip }),
      404,
      'not_found',
    );
    expectError(
      await call(kit.t, supportVisitorThread, { token: 'short' }, { ip }),
      400,
      'invalid_input',
    );
    // Each token opens its own conversation only.
    const other = expectOk(
      await call(
        kit.t,
        supportVisitorOpen,
        { name: 'Bea', contact: 'bea@example.com', text: 'oi' },
        { ip },
      ),
      supportVisitorOpen,
    );
    const theirs = expectOk(
      await call(kit.t, supportVisitorThread, { token: other.token }, { ip }),
      supportVisitorThread,
    );
    expect(theirs.list.map((m) => m.text)).toEqual(['oi']);
  });

  it('limits sending per address and opening per address', async () => {
    const ip = nextIp();
    const opened = expectOk(
      await call(
        kit.t,
        supportVisitorOpen,
        { name: 'Rui', contact: 'rui@example.com', text: '1' },
        { ip },
      ),
      supportVisitorOpen,
    );
    // The demo brand's supportRate: 10 a minute, the opening message included.
    for (let i = 2; i <= 10; i += 1)
      expectOk(
        await call(kit.t, supportVisitorSend, { token: opened.token, text: String(i) }, { ip }),
        supportVisitorSend,
      );
    expectError(
      await call(kit.t, supportVisitorSend, { token: opened.token, text: '11' }, { ip }),
      429,
      'live_slow_down',
    );
    // A new address does not lift the token's own limit.
    expectError(
      await call(kit.t, supportVisitorSend, { token: opened.token, text: '11' }, { ip: nextIp() }),
      429,
      'live_slow_down',
    );
    const thread = expectOk(
      await call(kit.t, supportVisitorThread, { token: opened.token }, { ip }),
      supportVisitorThread,
    );
    expect(thread.list).toHaveLength(10);

    const opener = nextIp();
    for (let i = 0; i < 5; i += 1)
      expectOk(
        await call(
          kit.t,
          supportVisitorOpen,
          { name: 'N', contact: 'n@example.com', text: 'x' },
          { ip: opener },
        ),
        supportVisitorOpen,
      );
    expectError(
      await call(
        kit.t,
        supportVisitorOpen,
        { name: 'N', contact: 'n@example.com', text: 'x' },
        { ip: opener },
      ),
      429,
      'live_slow_down',
    );
  });
});
