import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../../platform.ts';
import { registerDownlineTransactions } from './downline-transactions.ts';
import { registerProfitLoss } from './profit-loss.ts';
import { registerRevenue } from './revenue.ts';
import { registerTeamOverview } from './team-overview.ts';

/** The agent reports (issue #14): team overview, profit and loss, revenue, downline movements. */
export function registerAgentReports(app: FastifyInstance, platform: Platform): void {
  registerTeamOverview(app, platform);
  registerProfitLoss(app, platform);
  registerRevenue(app, platform);
  registerDownlineTransactions(app, platform);
}
