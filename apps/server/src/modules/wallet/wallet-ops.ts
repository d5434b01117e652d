import type { Db, Queryable, Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import {
  IdempotencyConflict,
  InsufficientFunds,
  memberAndHouseAccounts,
  postTransfer,
} from '../ledger/ledger.ts';
import { addTurnoverFor } from '../withdrawals/turnover.ts';

/**
 * Two-phase wallet operations (ADR 0010). Phase 1 (`openOp`, inside the caller's transaction)
 * records the operation as pending and holds the money that leaves the member; the outside
 * call happens after that transaction committed; phase 2 (`settleOp`) posts or voids it in its
 * own transaction, exactly once, under the row's lock.
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

/**
 * The two accounts a step of an operation moves money between, read together: the member's
 * main or vendor wallet, and the house account on the other side (the vendor's hold account,
 * or the provider's deposits account for a deposit).
 */
function legs(q: Queryable, merchant: Merchant, op: WalletOp, wallet: 'main' | 'vendor') {
  const base = { merchantId: merchant.id, memberId: op.memberId, currency: op.currency };
  return memberAndHouseAccounts(
    q,
    wallet === 'main' ? base : { ...base, kind: 'vendor', vendor: op.vendor! },
    {
      merchantId: merchant.id,
      name: op.kind === 'deposit' ? `deposits:${op.provider}` : `transfer-hold:${op.vendor}`,
      currency: op.currency,
      spread: op.memberId,
    },
  );
}

async function move(tx: Tx, op: WalletOp, kind: string, from: bigint, to: bigint, step: string) {
  await postTransfer(tx, {
    merchantId: op.merchantId,
    kind,
    idempotencyKey: `wop:${op.id}:${step}`,
    entries: [
      { accountId: from, amount: -op.amount },
      { accountId: to, amount: op.amount },
    ],
  });
}

/**
 * Phase 1: records the operation as pending and, for money leaving the member's main wallet
 * or vendor wallet, moves it to the vendor's hold account. The same key with the same request
 * answers the existing operation (`created: false`); with another request it is a 409.
 * Errors: `transfer_pending` (another transfer with the vendor is pending),
 * `insufficient_funds`, `idempotency_mismatch`.
 */
export async function openOp(
  tx: Tx,
  merchant: Merchant,
  spec: OpenOpSpec,
): Promise<{ op: WalletOp; created: boolean }> {
  let row: OpRow | undefined;
  try {
    [row] = await tx.query<OpRow>(
      `insert into wallet_op (merchant_id, member_id, kind, idempotency_key, request_hash, amount,
         currency, vendor, channel_id, provider)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (merchant_id, member_id, idempotency_key) do nothing returning ${opColumns}`,
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
      ],
    );
  } catch (err) {
    // The partial index of pending transfers; PGlite names it in the message only.
    const { code, constraint } = err as { code?: string; constraint?: string };
    const name = 'wallet_op_one_pending_transfer';
    if (code === '23505' && (constraint === name || String((err as Error).message).includes(name)))
      throw new AppError('transfer_pending');
    throw err;
  }
  if (!row) {
    const [existing] = await tx.query<OpRow>(
      `select ${opColumns} from wallet_op where merchant_id = $1 and member_id = $2 and idempotency_key = $3`,
      [merchant.id, spec.memberId, spec.idempotencyKey],
    );
    if (!existing || existing.request_hash !== spec.requestHash)
      throw new AppError('idempotency_mismatch');
    return { op: opFromRow(existing), created: false };
  }
  const op = opFromRow(row!);
  try {
    if (op.kind === 'transfer_in') {
      const { member: main, house: hold } = await legs(tx, merchant, op, 'main');
      await move(tx, op, 'transfer_in', main, hold, 'hold');
    }
    if (op.kind === 'transfer_out') {
      const { member: vendor, house: hold } = await legs(tx, merchant, op, 'vendor');
      await move(tx, op, 'transfer_out_hold', vendor, hold, 'hold');
    }
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new AppError('insufficient_funds');
    if (err instanceof IdempotencyConflict) throw new AppError('idempotency_mismatch');
    throw err;
  }
  return { op, created: true };
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

/** The ledger kind of each settlement's movement (none: nothing was held). */
const settleKinds = {
  transfer_in: { posted: 'transfer_in_post', voided: 'transfer_in_void' },
  transfer_out: { posted: 'transfer_out', voided: 'transfer_out_void' },
  deposit: { posted: 'deposit', voided: null },
} as const;

/**
 * Phase 2: posts (`posted`: held funds reach the vendor wallet, the vendor's money reaches the
 * main wallet, a deposit credits it) or voids (`voided`: held funds go back) a pending
 * operation, once. An operation already settled is answered as it is (`changed: false`).
 */
export async function settleOp(
  db: Db,
  merchant: Merchant,
  opId: bigint,
  outcome: 'posted' | 'voided',
  reason: string | null = null,
): Promise<{ op: WalletOp; changed: boolean }> {
  return db.transaction(async (tx) => {
    // Settling the operation first takes its row lock: a settlement running at the same time
    // waits, then finds it settled and changes nothing. The money moves below, in the same
    // transaction, or nothing does.
    const [updated] = await tx.query<OpRow>(
      `update wallet_op set state = $3, reason = $4, settled_at = now(), updated_at = now()
       where id = $1 and merchant_id = $2 and state = 'pending' returning ${opColumns}`,
      [opId.toString(), merchant.id, outcome, reason],
    );
    if (!updated) {
      const [row] = await tx.query<OpRow>(
        `select ${opColumns} from wallet_op where id = $1 and merchant_id = $2`,
        [opId.toString(), merchant.id],
      );
      if (!row) throw new AppError('not_found');
      return { op: opFromRow(row), changed: false };
    }
    const op = opFromRow(updated);
    const kind = settleKinds[op.kind][outcome];
    // Every settlement moves money from the house side to the member's side: held money on to
    // the vendor wallet (transfer in) or the main wallet (transfer out), or back where it came
    // from (voided); a deposit's money into the main wallet. A voided deposit held nothing.
    if (kind) {
      const toVendor = (op.kind === 'transfer_in') === (outcome === 'posted');
      const { member, house } = await legs(tx, merchant, op, toVendor ? 'vendor' : 'main');
      await move(tx, op, kind, house, member, outcome === 'posted' ? 'post' : 'void');
      if (op.kind === 'deposit') await depositTurnover(tx, op);
    }
    return { op, changed: true };
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
