import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { pageOf } from '../histories/day-range.ts';
import { downlineRows } from './downline-row.ts';
import { askingAgent } from './team-scope.ts';

/** Sort keys of the contract and their SQL; nulls (never logged in) sort last either way. */
const sortSql = {
  registeredAt: 'm.created_at',
  lastLoginAt: 'm.last_login_at',
  balance: 'coalesce(a.balance, 0)',
  account: 'lower(m.account)',
} as const;

/**
 * GET /wps/agent/downlines: the agent's direct downlines or its whole team, searched by account
 * prefix (case-insensitive) and role, sorted and paged. Only the page's ids come out of the
 * tree query (the balance joins in only to sort by it); the rows' figures are then summed for
 * those ids alone.
 */
export function registerDownlines(app: FastifyInstance, platform: Platform): void {
  const { db, config } = platform;
  registerEndpoint(app, agentEndpoints.downlines, async ({ input, merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    const params: unknown[] = [agent.agentId];
    const where = ['t.ancestor_id = $1'];
    if (input.scope === 'direct') where.push('t.depth = 1');
    if (input.account) {
      params.push(input.account.toLowerCase());
      where.push(`left(lower(m.account), length($${params.length})) = $${params.length}`);
    }
    if (input.role) {
      // The same list `accountRoles(config).isAgent` reads, handed to SQL.
      params.push(config.agentTypes);
      const isAgent = `m.type = any($${params.length}::int[])`;
      where.push(input.role === 'agent' ? isAgent : `not ${isAgent}`);
    }
    let balanceJoin = '';
    if (input.sort === 'balance') {
      params.push(merchant.currency);
      balanceJoin = `left join ledger_account a on a.merchant_id = m.merchant_id
        and a.owner_member_id = m.id and a.kind = 'main' and a.currency = $${params.length}`;
    }
    const from = `from agent_tree t join member m on m.id = t.descendant_id ${balanceJoin}
      where ${where.join(' and ')}`;
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${from}`, params);
    const direction = input.order === 'asc' ? 'asc' : 'desc';
    const page = await db.query<{ id: string }>(
      `select m.id::text as id ${from}
       order by ${sortSql[input.sort]} ${direction} nulls last, m.id ${direction}
       limit ${input.pageSize} offset ${(input.pageNo - 1) * input.pageSize}`,
      params,
    );
    const list = await downlineRows(
      db,
      platform,
      merchant,
      agent,
      page.map((row) => row.id),
    );
    return { list, ...pageOf(count?.n ?? 0, input) };
  });
}
