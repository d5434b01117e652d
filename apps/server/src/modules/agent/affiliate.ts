import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { invitationOf } from './invitation.ts';

/**
 * GET /wps/agent/affiliate: whether an invitation code (an agent's own, or one of its enabled
 * links) registers members under an agent of this merchant, and which. Limited per IP so codes
 * cannot be swept.
 */
export function registerAffiliate(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    agentEndpoints.affiliate,
    async ({ input, merchant }) => {
      const invitation = await invitationOf(platform.db, platform, merchant, input.code);
      return invitation
        ? { valid: true, agentAccount: invitation.agentAccount }
        : { valid: false, agentAccount: null };
    },
    { rateLimit: { name: 'affiliate', max: 30, windowMs: 60_000 } },
  );
}
