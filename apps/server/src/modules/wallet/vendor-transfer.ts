import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { assertWithinLimits } from '../responsible-gaming/enforce.ts';
import { openOp, settleMovesMain, settleOp, vendorRef, type WalletOp } from './wallet-ops.ts';
import { timed } from './transfer-phases.ts';
import { publishBalance, timedOut, walletServices, withTimeout } from './wallet-services.ts';

/** What a member asks: money to (`in`) or from (`out`) one vendor's wallet. */
export interface TransferAsk {
  vendor: string;
  direction: 'in' | 'out';
  amount: bigint;
  /** Unique per member: the request's key (plus `#vendor` within a recall-all). */
  key: string;
  requestHash: string;
}

/**
 * Phase 2 from the vendor's answer: posted when it applied the transfer, voided when it
 * refused (an expected `AppError` such as its own insufficient funds), left pending when it did
 * not answer (the recovery job asks it later). Returns the operation as it now stands.
 */
async function callVendor(
  platform: Platform,
  merchant: Merchant,
  op: WalletOp,
  log: FastifyBaseLogger,
): Promise<WalletOp> {
  const adapter = walletServices(platform).adapterFor(op.vendor!);
  const spec = {
    merchant,
    memberId: op.memberId,
    amount: op.amount,
    idempotencyKey: vendorRef(op),
  };
  const call = timed(platform, 'vendor', () =>
    op.kind === 'transfer_in' ? adapter.transferIn(spec) : adapter.transferOut(spec),
  );
  const settle = async (outcome: 'posted' | 'voided', reason: string | null) => {
    const settled = await timed(platform, 'settle', () =>
      settleOp(platform.db, merchant, op, outcome, reason),
    );
    if (settled.changed && settleMovesMain(settled.op)) {
      publishBalance(platform, merchant, op.memberId);
    }
    return settled.op;
  };
  const outcome = call.then(
    () => settle('posted', null),
    (err: unknown) => {
      if (err instanceof AppError && err.status < 500) return settle('voided', err.code);
      log.warn({ err, op: op.id.toString() }, 'vendor transfer failed; left for recovery');
      return op;
    },
  );
  // A late answer still settles the operation in the background.
  outcome.catch((err: unknown) => log.error({ err, op: op.id.toString() }, 'settle failed'));
  const answer = await withTimeout(outcome, platform.config.wallet.vendorTimeoutMs);
  return answer === timedOut ? op : answer;
}

/**
 * One vendor transfer, both phases: holds the money (phase 1), calls the vendor outside any
 * transaction, then posts or voids (phase 2). A replay of the key finds the same operation and
 * only repeats the vendor call while it is still pending (the vendor dedupes by reference).
 * The caller books the vendor's rounds before money leaves a vendor (`syncVendorRounds`), so
 * the ledger's vendor account holds the member's winnings there.
 */
export async function vendorTransfer(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  ask: TransferAsk,
  log: FastifyBaseLogger,
): Promise<WalletOp> {
  const open = (q: Queryable) =>
    openOp(q, merchant, {
      memberId,
      kind: ask.direction === 'in' ? 'transfer_in' : 'transfer_out',
      idempotencyKey: ask.key,
      requestHash: ask.requestHash,
      amount: ask.amount,
      vendor: ask.vendor,
    });
  const { op, created } = await timed(platform, 'hold', () =>
    ask.direction === 'in'
      ? platform.db.transaction(async (tx) => {
          // Responsible gaming: money into a vendor's wallet may all be staked there. The
          // limits are counted in the hold's transaction, under the member's lock.
          await assertWithinLimits(tx, {
            merchant,
            memberId,
            now: platform.clock.now(),
            action: 'transfer_in',
            amount: ask.amount,
            opKey: ask.key,
          });
          return open(tx);
        })
      : // Money coming home asks no limit: the hold is one statement, atomic on its own.
        open(platform.db),
  );
  if (created && op.kind === 'transfer_in') {
    publishBalance(platform, merchant, memberId);
  }
  if (op.state !== 'pending') return op;
  return callVendor(platform, merchant, op, log);
}

/**
 * Asks the vendor about a pending transfer (recovery): posted when it applied it, voided when
 * it never saw it. Unanswered: stays pending for the next run.
 */
export async function recoverTransfer(
  platform: Platform,
  merchant: Merchant,
  op: WalletOp,
): Promise<WalletOp> {
  const adapter = walletServices(platform).adapterFor(op.vendor!);
  const status = await adapter.transferStatus({
    merchant,
    memberId: op.memberId,
    idempotencyKey: vendorRef(op),
    direction: op.kind === 'transfer_in' ? 'in' : 'out',
  });
  const settled = await settleOp(
    platform.db,
    merchant,
    op,
    status === 'done' ? 'posted' : 'voided',
    status === 'done' ? null : 'vendor_absent',
  );
  if (settled.changed && settleMovesMain(settled.op))
    publishBalance(platform, merchant, op.memberId);
  return settled.op;
}
