import { agentEndpoints } from '@portal/contract/agent';
import { moduleIds } from '@portal/contract/whitelabel';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { moduleOn, requireModule } from '../accounts/module-switches.ts';
import { accountRoles } from '../session/policies.ts';
import { agentSettings } from './agent-settings.ts';
import { prizeRangeOf } from './downline-rules.ts';
import { askingAgent } from './team-scope.ts';

/**
 * AGENTPOLICY3 decides whether agents may register downlines and manage invitation links: off,
 * the register centre shows why instead of its forms, and its write calls answer 403
 * `feature_disabled`.
 */
export function requireAgentPolicy(platform: Platform, merchant: Merchant): Promise<void> {
  return requireModule(platform, merchant, moduleIds.agentPolicy);
}

/**
 * GET /wps/agent/registerCentre: whether the agent may register downlines, the types it may
 * give, the prize groups from the brand's minimum up to its own (null when its own is below the
 * minimum: it can give none), and its own invitation code.
 */
export function registerRegisterCentre(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const roles = accountRoles(platform.config);
  registerEndpoint(app, agentEndpoints.registerCentre, async ({ merchant, session }) => {
    const agent = await askingAgent(db, platform, session);
    const settings = await agentSettings(db, platform, merchant);
    const [own] = await db.query<{ affiliate_code: string | null }>(
      'select affiliate_code from member where id = $1',
      [agent.agentId],
    );
    return {
      allowed: await moduleOn(platform, merchant, moduleIds.agentPolicy),
      types: settings.downlineTypes.map((type) => ({ type, isAgent: roles.isAgent(type) })),
      prizeGroup: await prizeRangeOf(db, agent.agentId, settings),
      affiliateCode: own?.affiliate_code ?? null,
    };
  });
}
