import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { registerBalance } from './balance.ts';
import { registerConsolidated } from './consolidated.ts';
import { recoverPending, recoverPendingJob } from './recovery.ts';
import { registerTransfer } from './transfer.ts';
import { registerTransferList } from './transfer-list.ts';
import { registerVendorRoundsJob } from './vendor-rounds.ts';

/**
 * The wallet module's core: balances, wallet mode, vendor transfers, the recovery job of pending
 * operations (transfers and deposits), which also runs once when the server starts listening,
 * and the job booking the transfer vendors' rounds.
 */
export async function registerWalletRoutes(
  app: FastifyInstance,
  platform: Platform,
): Promise<void> {
  registerBalance(app, platform);
  registerConsolidated(app, platform);
  registerTransfer(app, platform);
  registerTransferList(app, platform);
  platform.jobs.every(recoverPendingJob, platform.config.wallet.recoveryEverySeconds, async () => {
    await recoverPending(platform, app.log);
  });
  registerVendorRoundsJob(platform, app.log);
  app.addHook('onListen', async () => {
    void platform.jobs.runNow(recoverPendingJob).catch((err: unknown) => {
      app.log.error({ err }, 'start-up wallet recovery failed');
    });
  });
}
