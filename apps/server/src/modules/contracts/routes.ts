import { contractsEndpoints, processEndpointOf } from '@portal/contract/contracts';
import { contractKinds } from '@portal/contract/contracts/terms';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireModule } from '../accounts/module-switches.ts';
import { askingAgent, directDownline } from '../agent/team-scope.ts';
import { accountRoles, requireRealMember } from '../session/policies.ts';
import { registerContractBills } from './bills.ts';
import {
  contractSelect,
  contractViewOf,
  earningContract,
  kindModule,
  termsOf,
} from './contract-store.ts';
import type { ContractRow } from './contract-store.ts';
import { registerContractsEngine } from './engine/job.ts';
import { offerContract, processContract } from './lifecycle.ts';
import { enabledKinds } from './pending-offers.ts';

/**
 * Agent contracts (issue #15): the four spec calls that answer an offer or end a contract, the
 * list, offer and pending calls of the agent centre, the bills with their statements, and the
 * engine that bills and pays them. Every call needs an agent's session and the kind's switch.
 */
export function registerContractsRoutes(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  registerContractsEngine(platform, app.log);
  registerContractBills(app, platform);

  for (const kind of contractKinds) {
    registerEndpoint(
      app,
      processEndpointOf[kind],
      async ({ input, merchant, session, request }) => {
        const agent = await askingAgent(db, platform, session);
        requireRealMember(session!);
        return processContract(
          platform,
          merchant,
          { memberId: agent.agentId, account: agent.account },
          kind,
          input.contractId,
          input.action,
          request.ip,
          request.log,
        );
      },
    );
  }

  registerEndpoint(app, contractsEndpoints.list, async ({ input, merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    await requireModule(platform, merchant, kindModule[input.kind]);
    const states =
      input.scope === 'all' ? '' : `and c.state in ('offered', 'active', 'terminationRequested')`;
    const [received, given, own, offerTo] = await Promise.all([
      db.query<ContractRow>(
        `${contractSelect} where c.merchant_id = $1 and c.downline_id = $2 and c.kind = $3 ${states}
         order by c.id desc limit 200`,
        [merchant.id, agent.agentId, input.kind],
      ),
      db.query<ContractRow>(
        `${contractSelect} where c.merchant_id = $1 and c.upline_id = $2 and c.kind = $3 ${states}
         order by d.account, c.id desc limit 1000`,
        [merchant.id, agent.agentId, input.kind],
      ),
      earningContract(db, merchant.id, agent.agentId, input.kind),
      db.query<{ account: string; type: number }>(
        `select m.account, m.type::int as type from member m
         where m.merchant_id = $1 and m.parent_agent_id = $2 order by m.account`,
        [merchant.id, agent.agentId],
      ),
    ]);
    const roles = accountRoles(platform.config);
    return {
      kind: input.kind,
      received: received.map(contractViewOf),
      given: given.map(contractViewOf),
      ownTerms: own ? termsOf(own) : null,
      offerTo: own ? offerTo.filter((m) => roles.isAgent(m.type)).map((m) => m.account) : [],
    };
  });

  registerEndpoint(app, contractsEndpoints.offer, async ({ input, merchant, session, request }) => {
    const agent = await askingAgent(db, platform, session);
    requireRealMember(session!);
    await requireModule(platform, merchant, kindModule[input.kind]);
    const target = await directDownline(db, agent, input.account);
    if (!accountRoles(platform.config).isAgent(target.type))
      throw new AppError('contract_downline_not_agent');
    return offerContract(
      platform,
      merchant,
      { id: agent.agentId, account: agent.account },
      { id: target.id, account: target.account },
      input.kind,
      input.terms,
      request.ip,
      request.log,
    );
  });

  registerEndpoint(app, contractsEndpoints.pending, async ({ merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    const kinds = await enabledKinds(platform, merchant);
    const rows = await db.query<ContractRow>(
      `${contractSelect} where c.merchant_id = $1 and c.downline_id = $2 and c.state = 'offered'
         and c.kind = any($3::text[]) order by c.id`,
      [merchant.id, agent.agentId, kinds],
    );
    return rows.map(contractViewOf);
  });
}
