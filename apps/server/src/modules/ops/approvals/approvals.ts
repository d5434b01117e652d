import type { ApprovalView } from '@portal/contract/ops';
import type { Queryable, Tx } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import type { Platform } from '../../../platform.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import {
  houseAccount,
  InsufficientFunds,
  memberAccount,
  postTransfer,
} from '../../ledger/ledger.ts';
import { publishBalance } from '../../wallet/wallet-services.ts';
import { dispatchAndWait } from '../../withdrawals/payout-settle.ts';
import { payoutWaitMs } from '../../withdrawals/withdraw.ts';
import {
  releaseForPayout,
  resolveDispute,
  type Moved,
} from '../../withdrawals/withdrawal-review.ts';
import type { OperatorAct } from '../operators/operator-admin.ts';
import { giveOperatorBonus, termsOf, type GrantTerms } from '../../rewards/bonuses/bonus-grant.ts';
import { pageOf } from '../../histories/day-range.ts';

/** The house account manual adjustments are booked against. */
const adjustmentHouse = 'adjustments';

interface ApprovalRow {
  id: bigint;
  kind: ApprovalView['kind'];
  state: 'pending' | 'approved' | 'rejected';
  member_id: bigint;
  withdrawal_id: bigint | null;
  member_account: string;
  amount: bigint;
  reason: string;
  requested_by: bigint;
  requested_by_name: string;
  requested_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  remark: string | null;
  /** A `bonus_grant` request's grant terms. */
  payload: unknown;
}

const columns = `a.id, a.kind, a.state, a.member_id, a.withdrawal_id, m.account as member_account,
  a.amount, a.reason,
  a.requested_by, r.username as requested_by_name, a.requested_at, d.username as decided_by_name,
  a.decided_at, a.remark, a.payload`;
const from = `operator_approval a join member m on m.id = a.member_id
  join operator r on r.id = a.requested_by left join operator d on d.id = a.decided_by`;

function view(row: ApprovalRow, merchant: Merchant): ApprovalView {
  return {
    id: String(row.id),
    kind: row.kind,
    state: row.state,
    memberId: String(row.member_id),
    memberAccount: row.member_account,
    withdrawalId: row.withdrawal_id === null ? null : String(row.withdrawal_id),
    amount: merchant.money.format(row.amount),
    reason: row.reason,
    requestedBy: row.requested_by_name,
    requestedAt: row.requested_at.toISOString(),
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at?.toISOString() ?? null,
    remark: row.remark,
  };
}

async function approvalOf(
  q: Queryable,
  merchantId: number,
  id: string,
  lock = false,
): Promise<ApprovalRow | null> {
  const [row] = await q.query<ApprovalRow>(
    `select ${columns} from ${from} where a.merchant_id = $1 and a.id = $2${lock ? ' for update of a' : ''}`,
    [merchantId, id],
  );
  return row ?? null;
}

/** A request as the console shows it, or null when the merchant has none of that id. */
export async function approvalView(
  q: Queryable,
  merchant: Merchant,
  id: string,
): Promise<ApprovalView | null> {
  const row = await approvalOf(q, merchant.id, id);
  return row ? view(row, merchant) : null;
}

/** What a request asks for: its kind, the member (and withdrawal) and the amount. */
export interface ApprovalAsk {
  kind: ApprovalView['kind'];
  memberId: string;
  withdrawalId?: string;
  amount: bigint;
  reason: string;
  /** What the decision needs besides the amount (a bonus grant's terms), kept as JSON. */
  payload?: GrantTerms;
}

/**
 * Records a four-eyes request in the caller's transaction, with its audit row: nothing it asks
 * for happens until another operator approves it (`decideApproval`). A withdrawal holds one open
 * request at a time (409 `approval_pending`).
 */
export async function requestApproval(
  tx: Queryable,
  act: OperatorAct,
  ask: ApprovalAsk,
): Promise<ApprovalView> {
  if (ask.withdrawalId !== undefined) {
    const [open] = await tx.query(
      `select 1 from operator_approval where withdrawal_id = $1 and state = 'pending'`,
      [ask.withdrawalId],
    );
    if (open) throw new AppError('approval_pending');
  }
  const [row] = await tx.query<{ id: bigint }>(
    `insert into operator_approval (merchant_id, kind, member_id, withdrawal_id, amount, reason,
       requested_by, payload)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      act.merchant.id,
      ask.kind,
      ask.memberId,
      ask.withdrawalId ?? null,
      ask.amount,
      ask.reason,
      act.operator.operatorId,
      ask.payload === undefined ? null : JSON.stringify(ask.payload),
    ],
  );
  const created = (await approvalOf(tx, act.merchant.id, String(row!.id)))!;
  await recordAudit(tx, {
    merchantId: act.merchant.id,
    memberId: ask.memberId,
    operatorId: act.operator.operatorId,
    action: 'approval_request',
    ip: act.ip,
    detail: {
      approval: String(created.id),
      kind: created.kind,
      withdrawal: ask.withdrawalId ?? null,
      amount: act.merchant.money.format(ask.amount),
      reason: ask.reason,
    },
  });
  return view(created, act.merchant);
}

/**
 * Asks for a manual change of a member's main balance. The amount is signed, in the brand's
 * currency, never zero.
 */
export async function requestAdjustment(
  platform: Pick<Platform, 'db'>,
  act: OperatorAct,
  input: { memberId: string; amount: string; reason: string },
): Promise<ApprovalView> {
  let amount: bigint;
  try {
    amount = act.merchant.money.parse(input.amount);
  } catch {
    throw new AppError('invalid_amount');
  }
  if (amount === 0n) throw new AppError('invalid_amount');
  return platform.db.transaction(async (tx) => {
    const [member] = await tx.query('select 1 from member where merchant_id = $1 and id = $2', [
      act.merchant.id,
      input.memberId,
    ]);
    if (!member) throw new AppError('not_found');
    return requestApproval(tx, act, {
      kind: 'balance_adjustment',
      memberId: input.memberId,
      amount,
      reason: input.reason,
    });
  });
}

/** The adjustment's transfer: the member's main wallet against the house `adjustments`. */
async function postAdjustment(tx: Tx, merchant: Merchant, row: ApprovalRow): Promise<Moved> {
  const memberId = String(row.member_id);
  const member = await memberAccount(tx, {
    merchantId: merchant.id,
    memberId,
    currency: merchant.currency,
  });
  const house = await houseAccount(tx, {
    merchantId: merchant.id,
    name: adjustmentHouse,
    currency: merchant.currency,
    spread: memberId,
  });
  try {
    const { txnId } = await postTransfer(tx, {
      merchantId: merchant.id,
      kind: 'operator_adjustment',
      idempotencyKey: `approval:${row.id}`,
      entries: [
        { accountId: member, amount: row.amount },
        { accountId: house, amount: -row.amount },
      ],
    });
    return { memberId, txnId };
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new AppError('insufficient_funds');
    throw err;
  }
}

/** Carries out an approved request in the decision's transaction. */
async function carryOut(tx: Tx, act: OperatorAct, row: ApprovalRow, now: Date): Promise<Moved> {
  const withdrawalId = String(row.withdrawal_id);
  switch (row.kind) {
    case 'balance_adjustment':
      return postAdjustment(tx, act.merchant, row);
    case 'withdrawal_payout':
      // The payout is sent after the commit.
      await releaseForPayout(tx, act.merchant, withdrawalId, act.operator.operatorId, now);
      return { memberId: String(row.member_id), txnId: null };
    case 'withdrawal_dispute':
      return resolveDispute(tx, act.merchant, withdrawalId, row.amount, now);
    case 'bonus_grant': {
      const memberId = String(row.member_id);
      const { bonus } = await giveOperatorBonus(
        tx,
        act,
        { memberId, amount: row.amount, terms: termsOf(row.payload), approval: String(row.id) },
        now.getTime(),
      );
      // A claimable bonus moves no money yet; one credited at once names its transfer.
      return { memberId, txnId: bonus.ledger_txn_id };
    }
  }
}

/**
 * Decides a request, exactly once: the request row is locked, an approval carries it out (an
 * adjustment posts its transfer with key `approval:<id>`, a payout leaves review, a dispute's
 * refund is posted) and records the decision in the same transaction, so a crash leaves it
 * either pending or done. The operator who asked cannot decide (403 `four_eyes_self`); the same
 * decision again answers the decided request, another one is a 409 `conflict`. A debit the
 * member's balance cannot cover is refused and stays pending. A refusal changes nothing else:
 * the withdrawal it was about stays where it was.
 */
export async function decideApproval(
  platform: Platform,
  act: OperatorAct,
  input: { id: string; decision: 'approve' | 'reject'; remark: string },
): Promise<ApprovalView> {
  const state = input.decision === 'approve' ? 'approved' : 'rejected';
  const { merchant } = act;
  const now = new Date(platform.clock.now());
  const decided = await platform.db.transaction(async (tx) => {
    const row = await approvalOf(tx, merchant.id, input.id, true);
    if (!row) throw new AppError('not_found');
    if (String(row.requested_by) === act.operator.operatorId) throw new AppError('four_eyes_self');
    if (row.state !== 'pending') {
      if (row.state === state) return { row, moved: null };
      throw new AppError('conflict');
    }
    const moved = state === 'approved' ? await carryOut(tx, act, row, now) : null;
    await tx.query(
      `update operator_approval set state = $2, decided_by = $3, decided_at = $6,
         remark = $4, ledger_txn_id = $5 where id = $1`,
      [row.id, state, act.operator.operatorId, input.remark || null, moved?.txnId ?? null, now],
    );
    await recordAudit(tx, {
      merchantId: merchant.id,
      memberId: String(row.member_id),
      operatorId: act.operator.operatorId,
      action: 'approval_decision',
      ip: act.ip,
      detail: {
        approval: String(row.id),
        kind: row.kind,
        withdrawal: row.withdrawal_id === null ? null : String(row.withdrawal_id),
        before: { state: row.state },
        after: { state, remark: input.remark },
      },
    });
    return { row: (await approvalOf(tx, merchant.id, input.id))!, moved };
  });
  const { row, moved } = decided;
  if (moved?.txnId) publishBalance(platform, merchant, moved.memberId);
  if (moved && row.kind === 'withdrawal_payout') {
    await dispatchAndWait(platform, merchant, String(row.withdrawal_id), act.log, payoutWaitMs);
  }
  return view(row, merchant);
}

/** A page of the merchant's requests, newest first, optionally in one state. */
export async function approvalPage(
  q: Queryable,
  merchant: Merchant,
  input: { pageNo: number; pageSize: number; state?: ApprovalView['state'] | undefined },
) {
  const state = input.state ?? null;
  const rows = await q.query<ApprovalRow & { total: number }>(
    `select ${columns}, count(*) over ()::int as total from ${from}
     where a.merchant_id = $1 and ($2::text is null or a.state = $2)
     order by a.id desc limit $3 offset $4`,
    [merchant.id, state, input.pageSize, (input.pageNo - 1) * input.pageSize],
  );
  const total = rows[0]?.total ?? 0;
  return {
    ...pageOf(total, input),
    items: rows.map((row) => view(row, merchant)),
  };
}
