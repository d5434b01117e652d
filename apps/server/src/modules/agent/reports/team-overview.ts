import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/db.ts';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { dayRange, type DayRange } from '../../histories/day-range.ts';
import { askingAgent, type AgentRef } from '../team-scope.ts';
import { daySql } from './definitions.ts';
import { noFigures, scopeFigures, wireFigures } from './figures.ts';

/**
 * The team as it is now: its size, direct downlines, agents among it (types in the configured
 * agent list, as `accountRoles(config).isAgent` reads them) and their main balances.
 */
async function teamNow(q: Queryable, merchant: Merchant, agent: AgentRef, agentTypes: number[]) {
  const [row] = await q.query<{ size: number; direct: number; agents: number; balance: bigint }>(
    `select count(*)::int as size, (count(*) filter (where t.depth = 1))::int as direct,
       (count(*) filter (where m.type = any($3::int[])))::int as agents,
       coalesce(sum(a.balance), 0)::int8 as balance
     from agent_tree t
     join member m on m.id = t.descendant_id
     left join ledger_account a on a.merchant_id = $1 and a.owner_member_id = t.descendant_id
       and a.kind = 'main' and a.currency = $4
     where t.ancestor_id = $2`,
    [merchant.id, agent.agentId, agentTypes, merchant.currency],
  );
  return row!;
}

/** Team members registered in the period, per day. */
async function newMembersByDay(
  q: Queryable,
  merchant: Merchant,
  agent: AgentRef,
  range: DayRange,
): Promise<Map<string, number>> {
  const rows = await q.query<{ day: string; n: number }>(
    `select ${daySql('m.created_at', '$4')} as day, count(*)::int as n
     from agent_tree t join member m on m.id = t.descendant_id
     where t.ancestor_id = $1 and m.created_at >= $2 and m.created_at < $3
     group by 1`,
    [agent.agentId, range.from, range.to, merchant.timeZone],
  );
  return new Map(rows.map((row) => [row.day, row.n]));
}

/**
 * Team members whose first deposit ever falls in the period, and the sum of those first
 * deposits: each member's earliest deposit of the period (by time, then ledger number) that has
 * no deposit before the period.
 */
async function firstDeposits(q: Queryable, merchant: Merchant, agent: AgentRef, range: DayRange) {
  const [row] = await q.query<{ n: number; amount: bigint }>(
    `with firsts as (
       select distinct on (a.id) a.id as account_id, e.amount
       from agent_tree tr
       join ledger_account a on a.merchant_id = $1 and a.owner_member_id = tr.descendant_id
         and a.kind = 'main' and a.currency = $5
       join ledger_entry e on e.account_id = a.id
       join ledger_txn t on t.id = e.txn_id
       where tr.ancestor_id = $2 and t.merchant_id = $1 and t.kind = 'deposit'
         and t.created_at >= $3 and t.created_at < $4
       order by a.id, t.created_at, t.id
     )
     select count(*)::int as n, coalesce(sum(f.amount), 0)::int8 as amount
     from firsts f
     where not exists (
       select 1 from ledger_entry e join ledger_txn t on t.id = e.txn_id
       where e.account_id = f.account_id and t.merchant_id = $1 and t.kind = 'deposit'
         and t.created_at < $3
     )`,
    [merchant.id, agent.agentId, range.from, range.to, merchant.currency],
  );
  return row!;
}

/**
 * GET /wps/agent/team/overview: the asking agent's team now (size, agents, balances) and its
 * figures over the period, in total and per day (definitions.ts).
 */
export function registerTeamOverview(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, agentEndpoints.teamOverview, async ({ input, merchant, session }) => {
    const { db, config } = platform;
    const agent = await askingAgent(db, platform, session);
    const range = dayRange(input.startDate, input.endDate, merchant.timeZone);
    const [team, joined, firsts, figures] = await Promise.all([
      teamNow(db, merchant, agent, config.agentTypes),
      newMembersByDay(db, merchant, agent, range),
      firstDeposits(db, merchant, agent, range),
      scopeFigures(db, merchant, range, { own: [], teams: [agent.agentId] }, true),
    ]);
    const group = figures.get(agent.agentId);
    return {
      currency: merchant.currency,
      team: {
        size: team.size,
        directSize: team.direct,
        agents: team.agents,
        newMembers: [...joined.values()].reduce((sum, n) => sum + n, 0),
        activeMembers: group?.total.activeMembers ?? 0,
        firstDeposits: firsts.n,
        firstDepositAmount: merchant.money.format(firsts.amount),
        balance: merchant.money.format(team.balance),
      },
      totals: wireFigures(merchant, group?.total ?? noFigures()),
      byDay: range.days.map((date) => {
        const day = group?.days.get(date) ?? noFigures();
        return {
          date,
          newMembers: joined.get(date) ?? 0,
          activeMembers: day.activeMembers,
          ...wireFigures(merchant, day),
        };
      }),
    };
  });
}
