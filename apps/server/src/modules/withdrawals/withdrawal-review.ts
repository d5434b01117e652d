import type { Queryable, Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { holdAccountName, payoutsAccountName } from './payout-settle.ts';

/**
 * What an operator's decision does to a withdrawal, inside the caller's transaction (which also
 * records the decision and its audit row, so a crash leaves both or neither). Each step is
 * conditional on the withdrawal's status, locked first, and its ledger key is fixed per
 * withdrawal: a repeat finds nothing to do and answers 409 `conflict`.
 */

interface Locked {
  member_id: bigint;
  amount: bigint;
  missing_amount: bigint | null;
}

async function lockIn(
  tx: Queryable,
  merchant: Merchant,
  id: string,
  status: 'review' | 'disputed',
): Promise<Locked> {
  const [row] = await tx.query<Locked>(
    `select member_id, amount, missing_amount from withdrawal
     where merchant_id = $1 and id = $2 and status = $3 for update`,
    [merchant.id, id, status],
  );
  if (!row) throw new AppError('conflict');
  return row;
}

/** The withdrawal's amount, if it is in review (for the four-eyes threshold); else 409. */
export async function reviewedAmount(
  tx: Queryable,
  merchant: Merchant,
  id: string,
): Promise<{ memberId: string; amount: bigint }> {
  const row = await lockIn(tx, merchant, id, 'review');
  return { memberId: row.member_id.toString(), amount: row.amount };
}

/** Review -> pending: the payout may go (the caller dispatches it after the commit). */
export async function releaseForPayout(
  tx: Queryable,
  merchant: Merchant,
  id: string,
  operatorId: string,
  now: Date,
): Promise<void> {
  await lockIn(tx, merchant, id, 'review');
  await tx.query(
    `update withdrawal set status = 'pending', reviewed_by = $2, reviewed_at = $3 where id = $1`,
    [id, operatorId, now],
  );
}

/** What a step moved: the member whose balance changed, and the ledger transaction. */
export interface Moved {
  memberId: string;
  txnId: bigint | null;
}

/** Review -> failed: the held funds go back to the member's main wallet. */
export async function refuseWithdrawal(
  tx: Tx,
  merchant: Merchant,
  id: string,
  operatorId: string,
  now: Date,
): Promise<Moved> {
  const row = await lockIn(tx, merchant, id, 'review');
  const memberId = row.member_id.toString();
  const spec = { merchantId: merchant.id, currency: merchant.currency };
  const main = await memberAccount(tx, { ...spec, memberId });
  const hold = await houseAccount(tx, { ...spec, name: holdAccountName });
  const { txnId } = await postTransfer(tx, {
    merchantId: merchant.id,
    kind: 'withdrawal_refund',
    idempotencyKey: `withdrawal:${id}:refund`,
    entries: [
      { accountId: hold, amount: -row.amount },
      { accountId: main, amount: row.amount },
    ],
  });
  await tx.query(
    `update withdrawal set status = 'failed', failure_reason = 'refused_by_operator',
       reviewed_by = $2, reviewed_at = $3 where id = $1`,
    [id, operatorId, now],
  );
  return { memberId, txnId };
}

/**
 * The amount a dispute's resolution gives back: `refund` of `amount` (the missing amount when
 * absent), more than zero and at most the whole; `reject` gives nothing. 400 `invalid_amount`.
 */
export async function disputeRefund(
  tx: Queryable,
  merchant: Merchant,
  id: string,
  action: 'refund' | 'reject',
  amount: bigint | null,
): Promise<{ memberId: string; refund: bigint }> {
  const row = await lockIn(tx, merchant, id, 'disputed');
  const memberId = row.member_id.toString();
  if (action === 'reject') return { memberId, refund: 0n };
  const refund = amount ?? row.missing_amount ?? row.amount;
  if (refund <= 0n || refund > row.amount) throw new AppError('invalid_amount');
  return { memberId, refund };
}

/**
 * Disputed -> resolved: `refund` (more than zero) moves from the house `payouts` account back to
 * the main wallet; the whole amount makes the withdrawal `failed`, less leaves it `completed`.
 * Zero rejects the dispute: `completed` with nothing back.
 */
export async function resolveDispute(
  tx: Tx,
  merchant: Merchant,
  id: string,
  refund: bigint,
  now: Date,
): Promise<Moved> {
  const row = await lockIn(tx, merchant, id, 'disputed');
  const memberId = row.member_id.toString();
  if (refund === 0n) {
    await tx.query(
      `update withdrawal set status = 'completed', resolution = 'rejected', resolved_at = $2
       where id = $1`,
      [id, now],
    );
    return { memberId, txnId: null };
  }
  if (refund < 0n || refund > row.amount) throw new AppError('invalid_amount');
  const spec = { merchantId: merchant.id, currency: merchant.currency };
  const main = await memberAccount(tx, { ...spec, memberId });
  const payouts = await houseAccount(tx, { ...spec, name: payoutsAccountName });
  const { txnId } = await postTransfer(tx, {
    merchantId: merchant.id,
    kind: 'withdrawal_refund',
    idempotencyKey: `withdrawal:${id}:resolve`,
    entries: [
      { accountId: payouts, amount: -refund },
      { accountId: main, amount: refund },
    ],
  });
  await tx.query(
    `update withdrawal set status = $2, resolution = 'refunded', refunded_amount = $3,
       resolved_at = $4 where id = $1`,
    [id, refund === row.amount ? 'failed' : 'completed', refund.toString(), now],
  );
  return { memberId, txnId };
}
