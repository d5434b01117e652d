import { agentEndpoints } from '@portal/contract/agent';
import { contentEndpoints, contentOpsEndpoints } from '@portal/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { operatorSession } from '../../testing/operators.ts';
import { createSecondMerchant } from '../../testing/second-merchant.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs } from '../../testing/wallet-kit.ts';
import { kitAgent, type KitAccount } from './agent-test-kit.ts';

describe('announcements for agents', () => {
  let t: TestApp;
  let agent: KitAccount;
  /** A platform owner: it writes content on either brand, named by the request's host. */
  let operator: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createSecondMerchant(t);
    agent = await kitAgent(t, 'annagent1');
    operator = await operatorSession(t, 'owner', null);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An announcement made by an operator; its id. */
  async function announce(merchant: string, body: Record<string, unknown>): Promise<string> {
    const created = contentOpsEndpoints.opsAnnouncementCreate;
    const input = {
      audience: 'A',
      titles: { PT: 'Aviso', EN: 'Notice' },
      contents: { PT: '<p>Olá<script>x()</script></p>', EN: '<p>Hello</p>' },
      ...body,
    };
    const host = merchant === 'demo' ? 'localhost' : `${merchant}.example`;
    return expectOk(await call(t, created, input, { token: operator, host }), created).id;
  }

  const list = (language = 'EN') =>
    call(t, agentEndpoints.announcements, {}, { token: agent.token, language });

  it('lists the brand’s AG announcements with the agent’s read state', async () => {
    // The demo brand's seeded ones come after the new ones.
    const seeded = expectOk(await list(), agentEndpoints.announcements).total;
    const first = await announce('demo', { type: 'AG' });
    const second = await announce('demo', { type: 'AG', titles: { PT: 'Só PT' } });
    const player = await announce('demo', { type: 'PL' });
    const elsewhere = await announce('beta', { type: 'AG' });
    // Agents' news never goes to the public audience.
    const publicOne = await call(
      t,
      contentOpsEndpoints.opsAnnouncementCreate,
      { type: 'AG', audience: 'B', titles: { EN: 'x' }, contents: { EN: 'x' } },
      { token: operator },
    );
    expect(expectError(publicOne, 400, 'invalid_input').fields).toHaveProperty('audience');

    const en = expectOk(await list(), agentEndpoints.announcements);
    expect(en).toMatchObject({ unread: seeded + 2, total: seeded + 2, pageNum: 1 });
    expect(en.list.slice(0, 2).map((a) => [a.id, a.title, a.read])).toEqual([
      [second, 'Só PT', false],
      [first, 'Notice', false],
    ]);
    const pt = expectOk(await list('PT'), agentEndpoints.announcements);
    expect(pt.list[1]).toMatchObject({ title: 'Aviso', content: '<p>Olá</p>' });

    const read = (id: string) => callAs(t, agentEndpoints.readAnnouncement, agent.token, { id });
    expectOk(await read(first), agentEndpoints.readAnnouncement);
    expectOk(await read(first), agentEndpoints.readAnnouncement);
    const after = expectOk(await list(), agentEndpoints.announcements);
    expect(after.unread).toBe(seeded + 1);
    expect(after.list.slice(0, 2).map((a) => a.read)).toEqual([false, true]);
    for (const id of [player, elsewhere, '999999999'])
      expectError(await read(id), 404, 'not_found');

    // Members never see them in their own lists.
    const everything = expectOk(
      await call(
        t,
        contentEndpoints.announcements,
        { types: 'B,PL,PU,PR,H' },
        { token: agent.token },
      ),
      contentEndpoints.announcements,
    );
    const shown = [...everything.banners, ...everything.player, ...everything.popup];
    expect(shown.some((a) => [first, second].includes(a.id))).toBe(false);
  });

  it('keeps them to their window: none before the start or from the end', async () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const later = await announce('demo', { type: 'AG', startTime: at(hour), endTime: null });
    const ended = await announce('demo', {
      type: 'AG',
      startTime: at(-2 * hour),
      endTime: at(-hour),
    });
    const current = await announce('demo', { type: 'AG', startTime: at(-hour), endTime: at(hour) });
    const listed = expectOk(await list(), agentEndpoints.announcements).list.map((a) => a.id);
    expect(listed).toContain(current);
    expect(listed).not.toContain(later);
    expect(listed).not.toContain(ended);
    const read = (id: string) => callAs(t, agentEndpoints.readAnnouncement, agent.token, { id });
    for (const id of [later, ended]) expectError(await read(id), 404, 'not_found');
    expectOk(await read(current), agentEndpoints.readAnnouncement);
  });
});
