import { contractKind, contractTerms } from '@portal/contract/contracts/terms';
import { contractActions, contractView, type ContractView } from '@portal/contract/contracts/views';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { opsRoute } from '../ops/ops-route.ts';
import { opsSettingRoutes } from '../ops/ops-setting.ts';
import { accountRoles } from '../session/policies.ts';
import { contractSettings, contractsSetting } from './contract-settings.ts';
import { contractSelect, contractViewOf, type ContractRow } from './contract-store.ts';
import { runContractEngine } from './engine/engine.ts';
import { offerContract, processContract } from './lifecycle.ts';

/**
 * The operator's contract calls, inside the authenticated `/ops` scope. The house is the payer
 * of top agents' contracts (agents without an upline agent), so an operator speaks for it:
 * - GET/PUT /ops/merchants/:code/contracts/settings: the brand's rules (contract-settings.ts);
 * - GET /ops/merchants/:code/contracts?kind=&state=: contracts of the brand;
 * - POST /ops/merchants/:code/contracts/offer {kind, account, terms}: the house offers a top agent;
 * - POST /ops/merchants/:code/contracts/:id/process {action}: the house's side of its contracts;
 * - POST /ops/merchants/:code/contracts/run {asOf?}: runs the engine now (terminations, expiries,
 *   bills, retries of short bills); `asOf` (an ISO instant) only on a server with TEST_CLOCK.
 */
const params = z.object({ code: z.string().min(1).max(32) });
const idParams = params.extend({ id: z.string().regex(/^[1-9][0-9]{0,17}$/u) });
/** The wire's contract view (a zod/mini schema) checked inside this zod route. */
const viewOutput = z.custom<ContractView>((value) => contractView.safeParse(value).success);

export function registerContractOps(ops: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const merchantOf = async (code: string): Promise<Merchant> => {
    const merchant = await platform.directory.byCode(code);
    if (!merchant) throw new AppError('not_found');
    return merchant;
  };

  opsSettingRoutes(ops, platform, {
    path: 'contracts/settings',
    key: 'contracts',
    schema: contractsSetting,
  });

  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/contracts',
    params,
    query: z.object({
      kind: z.enum(contractKind.options).optional(),
      state: z.string().max(32).optional(),
    }),
    output: z.array(viewOutput),
    handler: async ({ params: p, query }) => {
      const merchant = await merchantOf(p.code);
      const rows = await db.query<ContractRow>(
        `${contractSelect} where c.merchant_id = $1 and ($2::text is null or c.kind = $2)
           and ($3::text is null or c.state = $3) order by c.id desc limit 500`,
        [merchant.id, query.kind ?? null, query.state ?? null],
      );
      return rows.map(contractViewOf);
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/contracts/offer',
    params,
    body: z.object({
      kind: z.enum(contractKind.options),
      account: z.string().min(1).max(32),
      terms: z.custom((value) => contractTerms.safeParse(value).success, 'invalid terms'),
    }),
    output: viewOutput,
    handler: async ({ params: p, body }, request) => {
      const merchant = await merchantOf(p.code);
      if (!(await contractSettings(db, merchant)).housePaysTopAgents)
        throw new AppError('feature_disabled');
      const [agent] = await db.query<{ id: string; account: string; type: number }>(
        `select id::text as id, account, type::int as type from member
         where merchant_id = $1 and lower(account) = lower($2) and parent_agent_id is null`,
        [merchant.id, body.account],
      );
      if (!agent) throw new AppError('not_found');
      if (!accountRoles(platform.config).isAgent(agent.type))
        throw new AppError('contract_downline_not_agent');
      return offerContract(
        platform,
        merchant,
        { id: null, account: null },
        agent,
        body.kind,
        contractTerms.parse(body.terms),
        request.ip,
        request.log,
      );
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/contracts/:id/process',
    params: idParams,
    body: z.object({ action: z.enum(contractActions) }),
    output: viewOutput,
    handler: async ({ params: p, body }, request) => {
      const merchant = await merchantOf(p.code);
      const [row] = await db.query<{ kind: ContractRow['kind'] }>(
        'select kind from agent_contract where merchant_id = $1 and id = $2',
        [merchant.id, p.id],
      );
      if (!row) throw new AppError('not_found');
      return processContract(
        platform,
        merchant,
        { house: true },
        row.kind,
        p.id,
        body.action,
        request.ip,
        request.log,
      );
    },
  });

  opsRoute(ops, {
    method: 'POST',
    url: '/ops/merchants/:code/contracts/run',
    params,
    body: z.object({ asOf: z.string().datetime().optional() }),
    output: z.object({ ranAt: z.string() }),
    handler: async ({ params: p, body }) => {
      const merchant = await merchantOf(p.code);
      if (body.asOf !== undefined && !platform.config.testClock) throw new AppError('forbidden');
      const now = body.asOf !== undefined ? Date.parse(body.asOf) : platform.clock.now();
      await runContractEngine(platform, merchant, { now });
      return { ranAt: new Date(now).toISOString() };
    },
  });
}
