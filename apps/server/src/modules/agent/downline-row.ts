import type { DownlineRow } from '@portal/contract/agent/team';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { accountRoles } from '../session/policies.ts';
import type { AgentRef } from './team-scope.ts';

interface Row {
  id: string;
  account: string;
  type: number;
  depth: number;
  upline: string;
  balance: bigint;
  created_at: Date;
  last_login_at: Date | null;
  login_locked: boolean;
  deposits: bigint;
  valid_bets: bigint;
  team_size: number;
}

/**
 * The list rows of some of the agent's team members, in the order of `ids`; ids outside the team
 * are left out. The per-account figures (all-time deposits from the main wallet's `deposit`
 * entries, valid bets from settled bets, team size from the tree) are computed only for these
 * ids: the list pages first, so a team of 100,000 costs one page of sums.
 */
export async function downlineRows(
  q: Queryable,
  platform: Pick<Platform, 'config'>,
  merchant: Merchant,
  agent: AgentRef,
  ids: readonly string[],
): Promise<DownlineRow[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<Row>(
    `select m.id::text as id, m.account, m.type::int as type, t.depth, p.account as upline,
       coalesce(a.balance, 0)::int8 as balance, m.created_at, m.last_login_at, m.login_locked,
       coalesce((select sum(e.amount) from ledger_entry e join ledger_txn x on x.id = e.txn_id
                 where e.account_id = a.id and x.kind = 'deposit' and e.amount > 0), 0)::int8
         as deposits,
       coalesce((select sum(b.stake) from bet b
                 where b.member_id = m.id and b.status = 'settled'), 0)::int8 as valid_bets,
       (select count(*) from agent_tree s where s.ancestor_id = m.id)::int as team_size
     from unnest($3::bigint[]) with ordinality as u (id, ord)
     join member m on m.id = u.id and m.merchant_id = $1
     join agent_tree t on t.descendant_id = m.id and t.ancestor_id = $2
     join member p on p.id = m.parent_agent_id
     left join ledger_account a on a.merchant_id = m.merchant_id and a.owner_member_id = m.id
       and a.kind = 'main' and a.currency = $4
     order by u.ord`,
    [merchant.id, agent.agentId, ids, merchant.currency],
  );
  const roles = accountRoles(platform.config);
  return rows.map((row) => ({
    account: row.account,
    type: row.type,
    isAgent: roles.isAgent(row.type),
    level: row.depth,
    upline: row.upline,
    balance: merchant.money.format(row.balance),
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    locked: row.login_locked,
    deposits: merchant.money.format(row.deposits),
    validBets: merchant.money.format(row.valid_bets),
    teamSize: row.team_size,
  }));
}

/** One team member's row (it must be in the team: callers found it through `teamMember`). */
export async function downlineRow(
  q: Queryable,
  platform: Pick<Platform, 'config'>,
  merchant: Merchant,
  agent: AgentRef,
  id: string,
): Promise<DownlineRow> {
  const [row] = await downlineRows(q, platform, merchant, agent, [id]);
  if (!row) throw new Error(`member ${id} is not in the team of ${agent.agentId}`);
  return row;
}
