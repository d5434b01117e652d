import { agentEndpoints } from '@portal/contract/agent';
import { memberEndpoints } from '@portal/contract/member';
import { moduleIds } from '@portal/contract/whitelabel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  callEncrypted,
  register,
  registration,
  rowCounts,
  setField,
  setModule,
} from '../../testing/accounts.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs } from '../../testing/wallet-kit.ts';
import { kitAgent, type KitAccount } from './agent-test-kit.ts';

describe('register centre and invitation links', () => {
  let t: TestApp;
  let agent: KitAccount;

  beforeAll(async () => {
    t = await createTestApp({ config: { registerMaxPerIpHour: 10_000 } });
    await setField(t, 'captcha', false);
    agent = await kitAgent(t, 'linkagent1');
  });
  afterAll(async () => {
    await t.close();
  });

  const createLink = (input: Record<string, unknown>) =>
    callAs(t, agentEndpoints.createLink, agent.token, input);

  async function memberRow(account: string) {
    const [row] = await t.db.query<{
      id: string;
      type: number;
      prize_group: number | null;
      invite_link_id: string | null;
      parent: string | null;
      depth: number | null;
    }>(
      `select m.id::text as id, m.type::int as type, m.prize_group,
         m.invite_link_id::text as invite_link_id, m.parent_agent_id::text as parent,
         (select depth from agent_tree where ancestor_id = $2 and descendant_id = m.id) as depth
       from member m where m.account = $1`,
      [account, agent.id],
    );
    return row;
  }

  it('shows what the agent may give', async () => {
    expect(
      expectOk(
        await callAs(t, agentEndpoints.registerCentre, agent.token),
        agentEndpoints.registerCentre,
      ),
    ).toEqual({
      allowed: true,
      types: [
        { type: 0, isAgent: false },
        { type: 1, isAgent: true },
      ],
      prizeGroup: { min: 1700, max: 1960 },
      affiliateCode: null,
    });
  });

  it('creates links, registers through them with their type and group, and counts them', async () => {
    const member = expectOk(
      await createLink({ type: 0, prizeGroup: 1900 }),
      agentEndpoints.createLink,
    );
    expect(member).toMatchObject({ type: 0, isAgent: false, prizeGroup: 1900, registrations: 0 });
    expect(member.code).toMatch(/^[A-Z0-9]{12}$/u);
    const sub = expectOk(await createLink({ type: 1 }), agentEndpoints.createLink);
    // Without a group, the agent's own.
    expect(sub).toMatchObject({ type: 1, isAgent: true, prizeGroup: 1960, disabled: false });

    // The code check accepts link codes, in any case.
    expect(
      expectOk(
        await call(t, agentEndpoints.affiliate, { code: member.code.toLowerCase() }),
        agentEndpoints.affiliate,
      ),
    ).toEqual({ valid: true, agentAccount: 'linkagent1' });

    expectOk(
      await register(t, registration({ username: 'viamember1', affiliateCode: member.code })),
      memberEndpoints.register,
    );
    expectOk(
      await register(t, registration({ username: 'viaagent01', affiliateCode: sub.code })),
      memberEndpoints.register,
    );
    expect(await memberRow('viamember1')).toMatchObject({
      type: 0,
      prize_group: 1900,
      invite_link_id: member.id,
      parent: agent.id,
      depth: 1,
    });
    expect(await memberRow('viaagent01')).toMatchObject({
      type: 1,
      prize_group: 1960,
      invite_link_id: sub.id,
      parent: agent.id,
      depth: 1,
    });

    const list = expectOk(await callAs(t, agentEndpoints.links, agent.token), agentEndpoints.links);
    expect(list).toMatchObject({ total: 2, totalPages: 1, pageNum: 1 });
    expect(list.list.map((link) => [link.id, link.registrations])).toEqual([
      [sub.id, 1],
      [member.id, 1],
    ]);
  });

  it('refuses a disabled link, writing nothing', async () => {
    const link = expectOk(await createLink({ type: 0 }), agentEndpoints.createLink);
    const disabled = expectOk(
      await callAs(t, agentEndpoints.disableLink, agent.token, { id: link.id }),
      agentEndpoints.disableLink,
    );
    expect(disabled).toMatchObject({ id: link.id, disabled: true });
    // The encrypted body's nonce is remembered whatever the answer; nothing else may change.
    const counts = async () => {
      const { used_nonce: _nonces, ...rest } = await rowCounts(t);
      return rest;
    };
    const before = await counts();
    expectError(
      await register(t, registration({ username: 'viadisab1', affiliateCode: link.code })),
      400,
      'invitation_code_error',
    );
    expect(await counts()).toEqual(before);
    expect(
      expectOk(
        await call(t, agentEndpoints.affiliate, { code: link.code }),
        agentEndpoints.affiliate,
      ),
    ).toEqual({ valid: false, agentAccount: null });
    // Someone else's link, or none: 404.
    const other = await kitAgent(t, 'linkagent2');
    expectError(
      await callAs(t, agentEndpoints.disableLink, other.token, { id: link.id }),
      404,
      'not_found',
    );
  });

  it('refuses types and prize groups the agent may not give', async () => {
    expectError(await createLink({ type: 2 }), 400, 'downline_type_not_allowed');
    expectError(await createLink({ type: 0, prizeGroup: 1961 }), 400, 'prize_group_not_allowed');
    expectError(await createLink({ type: 0, prizeGroup: 1699 }), 400, 'prize_group_not_allowed');
    // An agent with a lower group of its own gives at most that.
    await t.db.query('update member set prize_group = 1800 where id = $1', [agent.id]);
    try {
      expectError(await createLink({ type: 0, prizeGroup: 1801 }), 400, 'prize_group_not_allowed');
      expect(expectOk(await createLink({ type: 0 }), agentEndpoints.createLink).prizeGroup).toBe(
        1800,
      );
    } finally {
      await t.db.query('update member set prize_group = null where id = $1', [agent.id]);
    }
  });

  it('closes the register centre while AGENTPOLICY3 is off, links included', async () => {
    const link = expectOk(await createLink({ type: 0 }), agentEndpoints.createLink);
    await setModule(t, moduleIds.agentPolicy, false);
    try {
      const centre = expectOk(
        await callAs(t, agentEndpoints.registerCentre, agent.token),
        agentEndpoints.registerCentre,
      );
      expect(centre.allowed).toBe(false);
      expectError(await createLink({ type: 0 }), 403, 'feature_disabled');
      expectError(
        await callAs(t, agentEndpoints.disableLink, agent.token, { id: link.id }),
        403,
        'feature_disabled',
      );
      expectError(
        await callEncrypted(
          t,
          agentEndpoints.createDownline,
          { account: 'polloff01', password: 'secret99', type: 0 },
          { token: agent.token },
        ),
        403,
        'feature_disabled',
      );
      expectError(
        await register(t, registration({ username: 'viapoloff', affiliateCode: link.code })),
        400,
        'invitation_code_error',
      );
      // Agents' own codes keep working.
      expectOk(
        await register(t, registration({ username: 'viaown001', affiliateCode: 'AGENT01' })),
        memberEndpoints.register,
      );
    } finally {
      await setModule(t, moduleIds.agentPolicy, true);
    }
    expectOk(
      await register(t, registration({ username: 'viapolon1', affiliateCode: link.code })),
      memberEndpoints.register,
    );
  });
});
