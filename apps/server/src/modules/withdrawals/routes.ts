import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { autoReceiveDue } from './auto-receive.ts';
import { retryPendingPayouts } from './payout-settle.ts';
import { registerReceivingAccounts } from './receiving-accounts.ts';
import { registerWithdraw } from './withdraw.ts';
import { registerWithdrawConfirm } from './withdraw-confirm.ts';
import { registerWithdrawPassword } from './withdraw-password.ts';
import { registerWithdrawReads } from './withdraw-settings.ts';

/**
 * Withdrawals: the withdrawal password, receiving accounts, the withdraw page's settings, the
 * request, the list and the confirmation flow, and the recurring jobs that complete unanswered
 * withdrawals (`withdrawal-auto-receive`) and re-send payouts left pending
 * (`withdrawal-payout-retry`). The operator's side is `ops-withdrawals.ts`.
 */
export function registerWithdrawalRoutes(app: FastifyInstance, platform: Platform): void {
  registerWithdrawPassword(app, platform);
  registerReceivingAccounts(app, platform);
  registerWithdrawReads(app, platform);
  registerWithdraw(app, platform);
  registerWithdrawConfirm(app, platform);
  platform.jobs.every('withdrawal-auto-receive', 60, async () => {
    await autoReceiveDue(platform, platform.clock.now());
  });
  platform.jobs.every('withdrawal-payout-retry', 60, async () => {
    await retryPendingPayouts(platform, platform.clock.now(), app.log);
  });
}
