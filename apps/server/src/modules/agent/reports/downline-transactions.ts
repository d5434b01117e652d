import { agentEndpoints } from '@portal/contract/agent';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Platform } from '../../../platform.ts';
import { transactionPage } from '../../histories/transactions.ts';
import { askingAgent, teamMember } from '../team-scope.ts';

/**
 * GET /wps/agent/reports/downlineTransactions: one team member's main-wallet movements, the
 * very rows its own transaction history shows (404 for an account outside the team).
 */
export function registerDownlineTransactions(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    agentEndpoints.downlineTransactions,
    async ({ input, merchant, session }) => {
      const agent = await askingAgent(platform.db, platform, session);
      const member = await teamMember(platform.db, agent, input.account);
      return transactionPage(platform.db, merchant, member.id, input);
    },
  );
}
