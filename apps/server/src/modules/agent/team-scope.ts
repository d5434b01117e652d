import type { Session } from '../../auth/session.ts';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { accountRoles, requireAgent } from '../session/policies.ts';

/**
 * The one gate of the agent centre: who is asking (an agent, checked against its stored type, so
 * an agent made member by its upline loses the centre at once) and which accounts it may see
 * (its team: `agent_tree` rows under it). A downline outside the team is a 404, as if it did not
 * exist, so an agent cannot probe other teams' account names.
 */

/** The asking agent. */
export interface AgentRef {
  merchantId: number;
  agentId: string;
  account: string;
  type: number;
}

/** A member of the asking agent's team, with its depth under the agent (1: direct). */
export interface TeamMember {
  id: string;
  account: string;
  type: number;
  depth: number;
  parentId: string;
}

/** The session's agent, or 403 `forbidden` for anyone else. */
export async function askingAgent(
  q: Queryable,
  platform: Pick<Platform, 'config'>,
  session: Session | null,
): Promise<AgentRef> {
  if (!session) throw new AppError('in_no_login');
  requireAgent(session);
  const [row] = await q.query<{ account: string; type: number }>(
    'select account, type::int as type from member where merchant_id = $1 and id = $2',
    [session.merchantId, session.memberId],
  );
  if (!row || !accountRoles(platform.config).isAgent(row.type)) throw new AppError('forbidden');
  return {
    merchantId: session.merchantId,
    agentId: session.memberId,
    account: row.account,
    type: row.type,
  };
}

/** A member of the agent's team by account name (case-insensitive), or 404 `not_found`. */
export async function teamMember(
  q: Queryable,
  agent: AgentRef,
  account: string,
): Promise<TeamMember> {
  const [row] = await q.query<{
    id: string;
    account: string;
    type: number;
    depth: number;
    parent_id: string;
  }>(
    `select m.id::text as id, m.account, m.type::int as type, t.depth,
       m.parent_agent_id::text as parent_id
     from member m join agent_tree t on t.descendant_id = m.id and t.ancestor_id = $2
     where m.merchant_id = $1 and lower(m.account) = lower($3)`,
    [agent.merchantId, agent.agentId, account],
  );
  if (!row) throw new AppError('not_found');
  return {
    id: row.id,
    account: row.account,
    type: row.type,
    depth: row.depth,
    parentId: row.parent_id,
  };
}

/** A direct downline of the agent by account name: 404 outside the team, 403 deeper in it. */
export async function directDownline(
  q: Queryable,
  agent: AgentRef,
  account: string,
): Promise<TeamMember> {
  const member = await teamMember(q, agent, account);
  // Deeper downlines are visible to the agent but managed by their own upline.
  if (member.depth !== 1) throw new AppError('forbidden');
  return member;
}
