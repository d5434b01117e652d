import type { ApprovalView } from '@portal/contract/ops';
import type { Queryable } from '../../../db/db.ts';
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
import type { OperatorAct } from '../operators/operator-admin.ts';
import { pageOf } from '../../histories/day-range.ts';

/** The house account manual adjustments are booked against. */
const adjustmentHouse = 'adjustments';

interface ApprovalRow {
  id: bigint;
  kind: 'balance_adjustment';
  state: 'pending' | 'approved' | 'rejected';
  member_id: bigint;
  member_account: string;
  amount: bigint;
  reason: string;
  requested_by: bigint;
  requested_by_name: string;
  requested_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  remark: string | null;
}

const columns = `a.id, a.kind, a.state, a.member_id, m.account as member_account, a.amount, a.reason,
  a.requested_by, r.username as requested_by_name, a.requested_at, d.username as decided_by_name,
  a.decided_at, a.remark`;
const from = `operator_approval a join member m on m.id = a.member_id
  join operator r on r.id = a.requested_by left join operator d on d.id = a.decided_by`;

function view(row: ApprovalRow, merchant: Merchant): ApprovalView {
  return {
    id: String(row.id),
    kind: row.kind,
    state: row.state,
    memberId: String(row.member_id),
    memberAccount: row.member_account,
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

/**
 * Asks for a manual change of a member's main balance: nothing moves until another operator
 * approves it (`decideApproval`). The amount is signed, in the brand's currency, never zero.
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
    const [row] = await tx.query<{ id: bigint }>(
      `insert into operator_approval (merchant_id, kind, member_id, amount, reason, requested_by)
       values ($1, 'balance_adjustment', $2, $3, $4, $5) returning id`,
      [act.merchant.id, input.memberId, amount, input.reason, act.operator.operatorId],
    );
    const created = (await approvalOf(tx, act.merchant.id, String(row!.id)))!;
    await recordAudit(tx, {
      merchantId: act.merchant.id,
      memberId: input.memberId,
      operatorId: act.operator.operatorId,
      action: 'approval_request',
      ip: act.ip,
      detail: {
        approval: String(created.id),
        kind: created.kind,
        amount: input.amount,
        reason: input.reason,
      },
    });
    return view(created, act.merchant);
  });
}

/**
 * Decides a request, exactly once: the request row is locked, an approval posts its ledger
 * transfer (key `approval:<id>`) and records the decision in the same transaction, so a crash
 * leaves it either pending or done. The operator who asked cannot decide (403
 * `four_eyes_self`); the same decision again answers the decided request, another one is a
 * 409 `conflict`. A debit the member's balance cannot cover is refused and stays pending.
 */
export async function decideApproval(
  platform: Platform,
  act: OperatorAct,
  input: { id: string; decision: 'approve' | 'reject'; remark: string },
): Promise<ApprovalView> {
  const state = input.decision === 'approve' ? 'approved' : 'rejected';
  const { merchant } = act;
  const decided = await platform.db.transaction(async (tx) => {
    const row = await approvalOf(tx, merchant.id, input.id, true);
    if (!row) throw new AppError('not_found');
    if (String(row.requested_by) === act.operator.operatorId) throw new AppError('four_eyes_self');
    if (row.state !== 'pending') {
      if (row.state === state) return { row, moved: false };
      throw new AppError('conflict');
    }
    let txnId: bigint | null = null;
    if (state === 'approved') {
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
        ({ txnId } = await postTransfer(tx, {
          merchantId: merchant.id,
          kind: 'operator_adjustment',
          idempotencyKey: `approval:${row.id}`,
          entries: [
            { accountId: member, amount: row.amount },
            { accountId: house, amount: -row.amount },
          ],
        }));
      } catch (err) {
        if (err instanceof InsufficientFunds) throw new AppError('insufficient_funds');
        throw err;
      }
    }
    await tx.query(
      `update operator_approval set state = $2, decided_by = $3, decided_at = now(),
         remark = $4, ledger_txn_id = $5 where id = $1`,
      [row.id, state, act.operator.operatorId, input.remark || null, txnId],
    );
    await recordAudit(tx, {
      merchantId: merchant.id,
      memberId: String(row.member_id),
      operatorId: act.operator.operatorId,
      action: 'approval_decision',
      ip: act.ip,
      detail: {
        approval: String(row.id),
        before: { state: row.state },
        after: { state, remark: input.remark },
      },
    });
    return { row: (await approvalOf(tx, merchant.id, input.id))!, moved: txnId !== null };
  });
  if (decided.moved) {
    await publishBalance(platform, merchant, String(decided.row.member_id));
  }
  return view(decided.row, merchant);
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
