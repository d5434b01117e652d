import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/db.ts';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Platform } from '../../../platform.ts';
import { dayRange, pageOf } from '../../histories/day-range.ts';
import { accountRoles } from '../../session/policies.ts';
import { askingAgent, teamMember, type AgentRef } from '../team-scope.ts';
import { noFigures, scopeFigures, wireFigures } from './figures.ts';

interface Account {
  id: string;
  account: string;
  type: number;
}

/**
 * The viewed account and its path from the asking agent (asking agent first): the agent itself
 * when `account` is omitted or names it, else a member of its team (404 outside it).
 */
async function viewed(q: Queryable, agent: AgentRef, account: string | undefined) {
  const self = { id: agent.agentId, account: agent.account, type: agent.type };
  if (account === undefined || account.toLowerCase() === agent.account.toLowerCase()) {
    return { target: self, path: [agent.account] };
  }
  const member = await teamMember(q, agent, account);
  // The member's ancestors up to the asking agent (at the member's depth under it), top first.
  const above = await q.query<{ account: string }>(
    `select m.account from agent_tree t join member m on m.id = t.ancestor_id
     where t.descendant_id = $1 and t.depth <= $2 order by t.depth desc`,
    [member.id, member.depth],
  );
  return {
    target: { id: member.id, account: member.account, type: member.type },
    path: [...above.map((row) => row.account), member.account],
  };
}

/** A page of the account's direct downlines by account name, and how many there are. */
async function directDownlines(q: Queryable, parentId: string, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : q.query<Account>(
          `select m.id::text as id, m.account, m.type::int as type
           from agent_tree t join member m on m.id = t.descendant_id
           where t.ancestor_id = $1 and t.depth = 1
           order by lower(m.account), m.id limit $2 offset $3`,
          [parentId, limit, offset],
        ),
    q.query<{ n: number }>(
      'select count(*)::int as n from agent_tree where ancestor_id = $1 and depth = 1',
      [parentId],
    ),
  ]);
  return { rows, total: count!.n };
}

/**
 * GET /wps/agent/reports/profitLoss: the viewed account's own figures (scope `self`), then one
 * row per direct downline of it with the figures of that downline and its team (scope `team`),
 * and totals over the viewed account and its whole team (definitions.ts). The list is one
 * sequence, the self row first and the direct downlines by account name after it, cut into
 * pages evenly: the self row is on page 1 only, and `total` counts it.
 */
export function registerProfitLoss(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, agentEndpoints.profitLoss, async ({ input, merchant, session }) => {
    const { db } = platform;
    const agent = await askingAgent(db, platform, session);
    const range = dayRange(input.startDate, input.endDate, merchant.timeZone);
    const { target, path } = await viewed(db, agent, input.account);
    const start = (input.pageNo - 1) * input.pageSize;
    const withSelf = start === 0;
    const page = await directDownlines(
      db,
      target.id,
      withSelf ? input.pageSize - 1 : input.pageSize,
      withSelf ? 0 : start - 1,
    );
    const heads = page.rows.map((row) => row.id);
    const [rows, totals] = await Promise.all([
      // The self row counts only the viewed account's own play; each head counts its subtree.
      scopeFigures(db, merchant, range, { own: [target.id, ...heads], teams: heads }, false),
      scopeFigures(db, merchant, range, { own: [target.id], teams: [target.id] }, false),
    ]);
    const roles = accountRoles(platform.config);
    const row = (account: Account, scope: 'self' | 'team') => {
      const figures = rows.get(account.id)?.total ?? noFigures();
      return {
        account: account.account,
        isAgent: roles.isAgent(account.type),
        scope,
        activeMembers: figures.activeMembers,
        ...wireFigures(merchant, figures),
      };
    };
    return {
      path,
      list: [
        ...(withSelf ? [row(target, 'self')] : []),
        ...page.rows.map((head) => row(head, 'team')),
      ],
      totals: wireFigures(merchant, totals.get(target.id)?.total ?? noFigures()),
      ...pageOf(page.total + 1, input),
    };
  });
}
