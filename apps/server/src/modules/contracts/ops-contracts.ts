import { contractsOpsEndpoints } from '@portal/contract/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { registerSettingEndpoints } from '../ops/ops-setting.ts';
import { runJobAsOf } from '../ops/operator-job-run.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { accountRoles } from '../session/policies.ts';
import { contractSettings } from './contract-settings.ts';
import { contractSelect, contractViewOf, type ContractRow } from './contract-store.ts';
import { runContractEngine } from './engine/engine.ts';
import { contractsEngineJob } from './engine/job.ts';
import { offerContract, processContract } from './lifecycle.ts';

/**
 * The operator's contract calls (`/operator/contracts`, permission `agents.write`). The house
 * is the payer of top agents' contracts (agents without an upline agent), so an operator speaks
 * for it: the brand's rules (`settings`, audited `setting_change`), its contracts, the house's
 * offers and its side of its contracts (audited on the downline with the operator, as
 * `contract_offer` and `contract_action`), and a run of the engine now (audited `job_run`;
 * `asOf` only on a server with TEST_CLOCK).
 */
export function registerContractOps(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const e = contractsOpsEndpoints;

  registerSettingEndpoints(app, platform, {
    read: e.opsSettings,
    save: e.opsSettingsSave,
    key: 'contracts',
  });

  registerEndpoint(
    app,
    e.opsList,
    async ({ input, merchant }) => {
      const rows = await db.query<ContractRow>(
        `${contractSelect} where c.merchant_id = $1 and ($2::text is null or c.kind = $2)
           and ($3::text is null or c.state = $3) order by c.id desc limit 500`,
        [merchant.id, input.kind ?? null, input.state ?? null],
      );
      return rows.map(contractViewOf);
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsOffer,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      if (!(await contractSettings(db, merchant)).housePaysTopAgents)
        throw new AppError('feature_disabled');
      const [agent] = await db.query<{ id: string; account: string; type: number }>(
        `select id::text as id, account, type::int as type from member
         where merchant_id = $1 and lower(account) = lower($2) and parent_agent_id is null`,
        [merchant.id, input.account],
      );
      if (!agent) throw new AppError('not_found');
      if (!accountRoles(platform.config).isAgent(agent.type))
        throw new AppError('contract_downline_not_agent');
      return offerContract(
        platform,
        merchant,
        { id: null, account: null, operatorId: act.operator.operatorId },
        agent,
        input.kind,
        input.terms,
        act.ip,
        act.log,
      );
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsProcess,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const [row] = await db.query<{ kind: ContractRow['kind'] }>(
        'select kind from agent_contract where merchant_id = $1 and id = $2',
        [merchant.id, input.contractId],
      );
      if (!row) throw new AppError('not_found');
      return processContract(
        platform,
        merchant,
        { house: true, operatorId: act.operator.operatorId },
        row.kind,
        input.contractId,
        input.action,
        act.ip,
        act.log,
      );
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsRun,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      return runJobAsOf(platform, act, { name: contractsEngineJob, asOf: input.asOf }, (now) =>
        runContractEngine(platform, merchant, { now, log: act.log }),
      );
    },
    ungated,
  );
}
