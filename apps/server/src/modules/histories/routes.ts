import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerBets } from './bets.ts';
import { registerProfit } from './profit.ts';
import { registerTransactions } from './transactions.ts';

/** The member's histories: transactions, bets and profit and loss. */
export function registerHistoryRoutes(app: FastifyInstance, platform: Platform): void {
  registerTransactions(app, platform);
  registerBets(app, platform);
  registerProfit(app, platform);
}
