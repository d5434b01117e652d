import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerAffiliate } from './affiliate.ts';
import { registerAgentAnnouncements } from './announcements.ts';
import { registerCreateDownline } from './create-downline.ts';
import { registerDownlineActions } from './downline-actions.ts';
import { registerDownlineSummary } from './downline-summary.ts';
import { registerDownlines } from './downlines.ts';
import { registerLinks } from './links.ts';
import { registerRegisterCentre } from './register-centre.ts';
import { registerAgentReports } from './reports/routes.ts';
import { registerTransferDownline } from './transfer-downline.ts';

/**
 * The agent module: the invitation-code check, and the agent centre (team, register centre and
 * links, transfers to downlines, announcements for agents).
 */
export function registerAgentRoutes(app: FastifyInstance, platform: Platform): void {
  registerAffiliate(app, platform);
  registerDownlines(app, platform);
  registerDownlineSummary(app, platform);
  registerDownlineActions(app, platform);
  registerRegisterCentre(app, platform);
  registerCreateDownline(app, platform);
  registerLinks(app, platform);
  registerTransferDownline(app, platform);
  registerAgentAnnouncements(app, platform);
  registerAgentReports(app, platform);
}
