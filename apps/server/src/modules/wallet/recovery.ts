import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform.ts';
import { applyPaymentReport } from '../deposits/deposit-webhook.ts';
import { recoverTransfer } from './vendor-transfer.ts';
import { opColumns, opFromRow, settleOp, type WalletOp } from './wallet-ops.ts';
import { walletServices } from './wallet-services.ts';

/** The job name other nodes and the README refer to. */
export const recoverPendingJob = 'wallet-recover-pending';

async function recoverDeposit(platform: Platform, op: WalletOp): Promise<void> {
  const merchant = (await platform.directory.byId(op.merchantId))!;
  if (!op.externalRef) {
    // The request died between phase 1 and the provider's checkout: nobody can pay it.
    await settleOp(platform.db, merchant, op, 'voided', 'no_checkout');
    return;
  }
  const report = await walletServices(platform).payments.paymentStatus({
    merchant,
    reference: op.externalRef,
  });
  if (!report) {
    await settleOp(platform.db, merchant, op, 'voided', 'unknown_to_provider');
    return;
  }
  await applyPaymentReport(platform, merchant, op, report);
}

/**
 * Settles the pending operations older than `WALLET_RECOVERY_AFTER_SECONDS` by asking the
 * outside party what happened, by reference: a vendor transfer it applied is posted, one it
 * never saw is voided; a deposit follows the provider's answer (paid, failed, expired) and
 * waits while the checkout is still open. Idempotent: settling is once per operation, and a
 * party that does not answer leaves the operation for the next run.
 */
export async function recoverPending(
  platform: Platform,
  log: FastifyBaseLogger,
  options: { olderThanSeconds?: number; limit?: number } = {},
): Promise<{ settled: number; left: number }> {
  const age = options.olderThanSeconds ?? platform.config.wallet.recoveryAfterSeconds;
  const rows = await platform.db.query<Parameters<typeof opFromRow>[0]>(
    `update wallet_op set attempts = attempts + 1, updated_at = now()
     where id in (select id from wallet_op where state = 'pending'
       and created_at < now() - make_interval(secs => $1) order by id limit $2)
     returning ${opColumns}`,
    [age, options.limit ?? 200],
  );
  let settled = 0;
  for (const row of rows) {
    const op = opFromRow(row);
    try {
      if (op.kind === 'deposit') await recoverDeposit(platform, op);
      else await recoverTransfer(platform, (await platform.directory.byId(op.merchantId))!, op);
      const [after] = await platform.db.query<{ state: string }>(
        'select state from wallet_op where id = $1',
        [op.id.toString()],
      );
      if (after?.state !== 'pending') settled += 1;
    } catch (err) {
      log.warn({ err, op: op.id.toString() }, 'pending wallet operation not recovered yet');
    }
  }
  return { settled, left: rows.length - settled };
}
