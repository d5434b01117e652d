import type { Db, Queryable, Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { houseBucketOf } from '../ledger/ledger.ts';
import { addTurnoverFor } from '../withdrawals/turnover.ts';

/**
 * Two-phase wallet operations (ADR 0010; each phase one statement, ADR 0025). Phase 1 (`openOp`,
 * alone or in the caller's transaction) records the operation as pending and holds the money
 * that leaves the member; the outside call happens after it committed; phase 2 (`settleOp`)
 * posts or voids it, exactly once, under the row's lock.
 *
 * Ledger kinds on the member's main wallet: `transfer_in` (debit, funds held), `transfer_in_void`
 * (credit, the vendor refused), `transfer_out` (credit), `deposit` (credit).
 */
export type OpKind = 'transfer_in' | 'transfer_out' | 'deposit';
export type OpState = 'pending' | 'posted' | 'voided';

export interface WalletOp {
  id: bigint;
  merchantId: number;
  memberId: string;
  kind: OpKind;
  idempotencyKey: string;
  state: OpState;
  amount: bigint;
  currency: string;
  vendor: string | null;
  channelId: string | null;
  provider: string | null;
  externalRef: string | null;
  reason: string | null;
  attempts: number;
  createdAt: Date;
  settledAt: Date | null;
}

interface OpRow {
  id: bigint;
  merchant_id: number;
  member_id: bigint;
  kind: OpKind;
  idempotency_key: string;
  request_hash: string;
  state: OpState;
  amount: bigint;
  currency: string;
  vendor: string | null;
  channel_id: string | null;
  provider: string | null;
  external_ref: string | null;
  reason: string | null;
  attempts: number;
  created_at: Date;
  settled_at: Date | null;
}

export const opColumns = `id, merchant_id, member_id, kind, idempotency_key, request_hash, state, amount,
  currency, vendor, channel_id, provider, external_ref, reason, attempts, created_at, settled_at`;

export function opFromRow(row: OpRow): WalletOp {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    memberId: row.member_id.toString(),
    kind: row.kind,
    idempotencyKey: row.idempotency_key,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    vendor: row.vendor,
    channelId: row.channel_id,
    provider: row.provider,
    externalRef: row.external_ref,
    reason: row.reason,
    attempts: row.attempts,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

/** The reference a vendor knows a transfer by: stable across retries and recovery. */
export const vendorRef = (op: Pick<WalletOp, 'merchantId' | 'id'>) =>
  `wop-${op.merchantId}-${op.id}`;

export interface OpenOpSpec {
  memberId: string;
  kind: OpKind;
  idempotencyKey: string;
  requestHash: string;
  amount: bigint;
  vendor?: string;
  channelId?: string;
  provider?: string;
}

/** What `portal_wallet_open` and `portal_wallet_settle` answer: the operation, and whether
 * the call wrote it. */
type StepRow = OpRow & { changed: boolean };

/** The database's refusals of an operation's step (migration 0046), as the wallet's errors. */
function stepError(err: unknown): unknown {
  const { code, constraint } = err as { code?: string; constraint?: string };
  // The partial index of pending transfers; PGlite names it in the message only.
  const pending = 'wallet_op_one_pending_transfer';
  if (
    code === '23505' &&
    (constraint === pending || String((err as Error).message).includes(pending))
  )
    return new AppError('transfer_pending');
  if (code === 'WL001') return new AppError('insufficient_funds');
  if (code === 'WL002') return new AppError('idempotency_mismatch');
  return err;
}

/**
 * Phase 1: records the operation as pending and, for a transfer, moves its amount from the
 * member's main wallet (in) or vendor wallet (out) to the vendor's hold account, in one
 * statement (`portal_wallet_open`, migration 0046, ADR 0025): atomic on its own, or part of
 * the caller's transaction. The same key with the same request answers the existing operation
 * (`created: false`); with another request it is a 409.
 * Errors: `transfer_pending` (another transfer with the vendor is pending),
 * `insufficient_funds`, `idempotency_mismatch`.
 */
export async function openOp(
  q: Queryable,
  merchant: Merchant,
  spec: OpenOpSpec,
): Promise<{ op: WalletOp; created: boolean }> {
  let row: StepRow | undefined;
  try {
    [row] = await q.query<StepRow>(
      'select * from portal_wallet_open($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
      [
        merchant.id,
        spec.memberId,
        spec.kind,
        spec.idempotencyKey,
        spec.requestHash,
        spec.amount.toString(),
        merchant.currency,
        spec.vendor ?? null,
        spec.channelId ?? null,
        spec.provider ?? null,
        houseBucketOf(spec.memberId),
      ],
    );
  } catch (err) {
    throw stepError(err);
  }
  if (!row || (!row.changed && row.request_hash !== spec.requestHash))
    throw new AppError('idempotency_mismatch');
  return { op: opFromRow(row), created: row.changed };
}

/** The turnover a posted deposit carries: its channel's percent of the amount. */
async function depositTurnover(tx: Tx, op: WalletOp): Promise<void> {
  const [channel] = await tx.query<{ turnover_percent: number }>(
    'select turnover_percent from deposit_channel where merchant_id = $1 and channel_id = $2',
    [op.merchantId, op.channelId],
  );
  await addTurnoverFor(tx, {
    merchantId: op.merchantId,
    memberId: op.memberId,
    credited: op.amount,
    percent: channel?.turnover_percent ?? 0,
    source: 'deposit',
    reference: op.id.toString(),
  });
}

/**
 * Phase 2: posts (`posted`: held funds reach the vendor wallet, the vendor's money reaches the
 * main wallet, a deposit credits it) or voids (`voided`: held funds go back) a pending
 * operation, once. An operation already settled is answered as it is (`changed: false`).
 * The settlement and its money are one statement, `portal_wallet_settle` (migration 0046, ADR
 * 0025); a posted deposit's turnover joins it in one transaction.
 */
export async function settleOp(
  db: Db,
  merchant: Merchant,
  pending: Pick<WalletOp, 'id' | 'memberId' | 'kind'>,
  outcome: 'posted' | 'voided',
  reason: string | null = null,
): Promise<{ op: WalletOp; changed: boolean }> {
  const settle = async (q: Queryable) => {
    const [row] = await q.query<StepRow>('select * from portal_wallet_settle($1, $2, $3, $4, $5)', [
      pending.id.toString(),
      merchant.id,
      outcome,
      reason,
      houseBucketOf(pending.memberId),
    ]);
    if (!row) throw new AppError('not_found');
    return { op: opFromRow(row), changed: row.changed };
  };
  if (pending.kind !== 'deposit' || outcome !== 'posted') return settle(db);
  return db.transaction(async (tx) => {
    const settled = await settle(tx);
    if (settled.changed) await depositTurnover(tx, settled.op);
    return settled;
  });
}

/**
 * Whether an operation's settlement moved money into or out of the main wallet (what the
 * header shows): a transfer in that was voided, a transfer out or a deposit that was posted.
 */
export function settleMovesMain(op: Pick<WalletOp, 'kind' | 'state'>): boolean {
  if (op.kind === 'transfer_in') return op.state === 'voided';
  return op.state === 'posted';
}

/** One operation of a member (null when it is not theirs). */
export async function findOp(
  q: Queryable,
  spec: { merchantId: number; memberId: string; opId: string; kind?: OpKind },
): Promise<WalletOp | null> {
  if (!/^[0-9]{1,18}$/u.test(spec.opId)) return null;
  const [row] = await q.query<OpRow>(
    `select ${opColumns} from wallet_op where id = $1 and merchant_id = $2 and member_id = $3
       and ($4::text is null or kind = $4)`,
    [spec.opId, spec.merchantId, spec.memberId, spec.kind ?? null],
  );
  return row ? opFromRow(row) : null;
}

/** One operation of a merchant by id (webhooks and recovery; no member check). */
export async function findOpById(
  q: Queryable,
  merchantId: number,
  opId: string,
): Promise<WalletOp | null> {
  if (!/^[0-9]{1,18}$/u.test(opId)) return null;
  const [row] = await q.query<OpRow>(
    `select ${opColumns} from wallet_op where id = $1 and merchant_id = $2`,
    [opId, merchantId],
  );
  return row ? opFromRow(row) : null;
}
