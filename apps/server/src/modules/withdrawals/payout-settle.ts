import type { FastifyBaseLogger } from 'fastify';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { payoutProvider, type PayoutOutcome } from './payout-provider.ts';
import { publishBalance } from '../wallet/wallet-services.ts';

/**
 * Phase two of a withdrawal: the payout provider is asked outside any transaction, then its
 * answer is applied exactly once (the status change is conditional on `pending` and the ledger
 * keys are fixed per withdrawal). Paid: the held funds go to the house `payouts` account and the
 * member has `WITHDRAW_AUTO_RECEIVE_MINUTES` to confirm. Failed: they go back to the main wallet.
 */

/** House account holding the funds of withdrawals whose payout has not answered. */
export const holdAccountName = 'withdrawal_hold';
/** House account of money paid out to members. */
export const payoutsAccountName = 'payouts';

interface PendingRow {
  id: bigint;
  member_id: bigint;
  amount: bigint;
  kind: 'bank' | 'wallet';
  holder_name: string;
  institution: string;
  number: string;
}

/** Applies a provider's answer; false when the withdrawal was no longer pending. */
export async function settlePayout(
  platform: Platform,
  merchant: Merchant,
  withdrawalId: string,
  outcome: PayoutOutcome,
): Promise<boolean> {
  const now = platform.clock.now();
  const { currency } = merchant;
  const settled = await platform.db.transaction(async (tx) => {
    const [row] = await tx.query<{ member_id: bigint; amount: bigint }>(
      `select member_id, amount from withdrawal
       where merchant_id = $1 and id = $2 and status = 'pending' for update`,
      [merchant.id, withdrawalId],
    );
    if (!row) return null;
    const memberId = row.member_id.toString();
    const hold = await houseAccount(tx, {
      merchantId: merchant.id,
      name: holdAccountName,
      currency,
    });
    if (outcome.status === 'paid') {
      const receiveAt = now + platform.config.withdrawals.autoReceiveMinutes * 60_000;
      await tx.query(
        `update withdrawal set status = 'awaiting_confirmation', provider_ref = $2, paid_at = $3,
           auto_receive_at = $4 where id = $1`,
        [withdrawalId, outcome.providerRef, new Date(now), new Date(receiveAt)],
      );
      const payouts = await houseAccount(tx, {
        merchantId: merchant.id,
        name: payoutsAccountName,
        currency,
      });
      await postTransfer(tx, {
        merchantId: merchant.id,
        kind: 'withdrawal_payout',
        idempotencyKey: `withdrawal:${withdrawalId}:paid`,
        entries: [
          { accountId: hold, amount: -row.amount },
          { accountId: payouts, amount: row.amount },
        ],
      });
      return { memberId, refunded: false };
    }
    await tx.query(`update withdrawal set status = 'failed', failure_reason = $2 where id = $1`, [
      withdrawalId,
      outcome.reason.slice(0, 200),
    ]);
    const main = await memberAccount(tx, { merchantId: merchant.id, memberId, currency });
    await postTransfer(tx, {
      merchantId: merchant.id,
      kind: 'withdrawal_refund',
      idempotencyKey: `withdrawal:${withdrawalId}:refund`,
      entries: [
        { accountId: hold, amount: -row.amount },
        { accountId: main, amount: row.amount },
      ],
    });
    return { memberId, refunded: true };
  });
  if (settled?.refunded) publishBalance(platform, merchant, settled.memberId);
  return settled !== null;
}

/**
 * Sends (or re-sends) the payout of a pending withdrawal and applies the answer. A provider
 * that throws leaves the withdrawal pending for the retry job.
 */
export async function dispatchPayout(
  platform: Platform,
  merchant: Merchant,
  withdrawalId: string,
): Promise<void> {
  const [row] = await platform.db.query<PendingRow>(
    `select w.id, w.member_id, w.amount, a.kind, a.holder_name, a.institution, a.number
     from withdrawal w join receiving_account a on a.id = w.account_id
     where w.merchant_id = $1 and w.id = $2 and w.status = 'pending'`,
    [merchant.id, withdrawalId],
  );
  if (!row) return;
  const outcome = await payoutProvider(platform).send({
    reference: `W${row.id}`,
    merchantId: merchant.id,
    amount: row.amount,
    currency: merchant.currency,
    account: {
      kind: row.kind,
      holderName: row.holder_name,
      institution: row.institution,
      number: row.number,
    },
  });
  await settlePayout(platform, merchant, withdrawalId, outcome);
}

/** Runs a dispatch in the background: errors are logged and left to the retry job. */
export function dispatchInBackground(
  platform: Platform,
  merchant: Merchant,
  withdrawalId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  return dispatchPayout(platform, merchant, withdrawalId).catch((err: unknown) => {
    log.warn({ err, withdrawalId }, 'payout left pending for retry');
  });
}

/**
 * Dispatches in the background and waits for the answer at most `waitMs`: a fast provider's
 * outcome is in the caller's answer, a slow one's is left to finish (or to the retry job).
 */
export async function dispatchAndWait(
  platform: Platform,
  merchant: Merchant,
  withdrawalId: string,
  log: FastifyBaseLogger,
  waitMs: number,
): Promise<void> {
  const payout = dispatchInBackground(platform, merchant, withdrawalId, log);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    payout,
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * The retry job: re-sends the payouts of withdrawals still pending `olderThanMs` after they were
 * made or let go by an operator (a crash between phases, a provider that did not answer). The provider answers a
 * re-sent reference with its first outcome, so nothing is paid twice.
 */
export async function retryPendingPayouts(
  platform: Platform,
  now: number,
  log: FastifyBaseLogger,
  olderThanMs = 60_000,
): Promise<number> {
  const rows = await platform.db.query<{ id: bigint; merchant_id: number }>(
    `select id, merchant_id from withdrawal
     where status = 'pending' and coalesce(reviewed_at, created_at) < $1
     order by id limit 100`,
    [new Date(now - olderThanMs)],
  );
  // Side by side: one provider that hangs must not hold up the others.
  await Promise.all(
    rows.map(async (row) => {
      const merchant = await platform.directory.byId(row.merchant_id);
      if (merchant) await dispatchInBackground(platform, merchant, row.id.toString(), log);
    }),
  );
  return rows.length;
}
