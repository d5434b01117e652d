import { agentEndpoints } from '@portal/contract/agent';
import { memberEndpoints } from '@portal/contract/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOk, register, registration, setField } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { callAs } from '../../testing/wallet-kit.ts';
import { kitAgent } from './agent-test-kit.ts';

/**
 * The closure table of migration 0018: its triggers keep `agent_tree` in step with
 * `member.parent_agent_id` on registration and on moves.
 */
describe('the agent tree', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { registerMaxPerIpHour: 10_000 } });
    await setField(t, 'captcha', false);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every (ancestor, descendant, depth) among the accounts, by account name. */
  async function pairs(accounts: string[]) {
    return t.db.query<{ up: string; down: string; depth: number }>(
      `select a.account as up, d.account as down, t.depth
       from agent_tree t join member a on a.id = t.ancestor_id join member d on d.id = t.descendant_id
       where a.account = any($1::text[]) or d.account = any($1::text[])
       order by a.account, d.account`,
      [accounts],
    );
  }

  /** An agent-type invitation link of a logged-in agent. */
  async function agentLink(token: string) {
    return expectOk(
      await callAs(t, agentEndpoints.createLink, token, { type: 1 }),
      agentEndpoints.createLink,
    ).code;
  }

  it('places registrations at their depth, moves subtrees and refuses cycles', async () => {
    const top = await kitAgent(t, 'treetop1');
    const midCode = await agentLink(top.token);
    expectOk(
      await register(t, registration({ username: 'treemid1', affiliateCode: midCode })),
      memberEndpoints.register,
    );
    const mid = await loginOk(t, 'treemid1', 'secret77');
    const lowCode = await agentLink(mid.token);
    expectOk(
      await register(t, registration({ username: 'treelow1', affiliateCode: lowCode })),
      memberEndpoints.register,
    );
    const names = ['treetop1', 'treemid1', 'treelow1', 'treeoth1'];
    expect(await pairs(names)).toEqual([
      { up: 'treemid1', down: 'treelow1', depth: 1 },
      { up: 'treetop1', down: 'treelow1', depth: 2 },
      { up: 'treetop1', down: 'treemid1', depth: 1 },
    ]);

    // Moving the middle agent under another takes its downline along.
    const other = await kitAgent(t, 'treeoth1');
    await t.db.query(`update member set parent_agent_id = $1 where account = 'treemid1'`, [
      other.id,
    ]);
    expect(await pairs(names)).toEqual([
      { up: 'treemid1', down: 'treelow1', depth: 1 },
      { up: 'treeoth1', down: 'treelow1', depth: 2 },
      { up: 'treeoth1', down: 'treemid1', depth: 1 },
    ]);

    // Under its own downline: a cycle, refused, and nothing changes.
    const before = await pairs(names);
    await expect(
      t.db.query(
        `update member set parent_agent_id = (select id from member where account = 'treelow1')
         where account = 'treeoth1'`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await pairs(names)).toEqual(before);

    // Out of every downline: only its own subtree stays.
    await t.db.query(`update member set parent_agent_id = null where account = 'treemid1'`);
    expect(await pairs(names)).toEqual([{ up: 'treemid1', down: 'treelow1', depth: 1 }]);
  });
});
