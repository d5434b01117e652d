import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { accountRoles } from '../session/policies.ts';

/**
 * GET /wps/agent/affiliate: whether an invitation code belongs to an agent of this merchant,
 * and which. Limited per IP so codes cannot be swept.
 */
export function registerAffiliate(app: FastifyInstance, platform: Platform): void {
  const roles = accountRoles(platform.config);
  registerEndpoint(
    app,
    agentEndpoints.affiliate,
    async ({ input, merchant }) => {
      const [agent] = await platform.db.query<{ account: string; type: number }>(
        `select account, type::int as type from member
         where merchant_id = $1 and upper(affiliate_code) = upper($2)`,
        [merchant.id, input.code],
      );
      return agent && roles.isAgent(agent.type)
        ? { valid: true, agentAccount: agent.account }
        : { valid: false, agentAccount: null };
    },
    { rateLimit: { name: 'affiliate', max: 30, windowMs: 60_000 } },
  );
}
