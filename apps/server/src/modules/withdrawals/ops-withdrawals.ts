import type { ApprovalView } from '@portal/contract/ops';
import {
  withdrawalsOpsEndpoints,
  type OpsWithdrawal,
  type WithdrawalDecisionOutput,
} from '@portal/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { pageOf } from '../histories/day-range.ts';
import { requestApproval } from '../ops/approvals/approvals.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { actOf, auditMemberAct, ungated } from '../ops/operators/operator-act.ts';
import { publishBalance } from '../wallet/wallet-services.ts';
import { amountMinor, iso } from '../wallet/wallet-money.ts';
import { dispatchAndWait } from './payout-settle.ts';
import { payoutWaitMs } from './withdraw.ts';
import { over, withdrawLimits } from './withdraw-limits.ts';
import {
  disputeRefund,
  refuseWithdrawal,
  releaseForPayout,
  reviewedAmount,
} from './withdrawal-review.ts';
import { toWithdrawal, withdrawalColumns, type WithdrawalRow } from './withdrawal-view.ts';

/**
 * The operator's side of withdrawals (docs/decisions/0020-withdrawal-review.md): the list by
 * status, the review of withdrawals above the brand's review threshold (let the payout go, or
 * refuse and give the funds back; above the four-eyes threshold letting it go is a request a
 * second operator approves) and the resolution of disputes, always a four-eyes request.
 */

interface OpsRow extends WithdrawalRow {
  account: string;
  refunded_amount: bigint;
  resolution: 'refunded' | 'rejected' | null;
  failure_reason: string | null;
  provider_ref: string | null;
  reviewed_by_name: string | null;
  reviewed_at: Date | null;
  proofs: string[] | null;
  open_approval: bigint | null;
}

const selectOps = `select ${withdrawalColumns}, m.account, w.refunded_amount, w.resolution,
    w.failure_reason, w.provider_ref, o.username as reviewed_by_name, w.reviewed_at,
    array(select p.upload_id from withdrawal_proof p where p.withdrawal_id = w.id order by 1)
      as proofs,
    (select x.id from operator_approval x where x.withdrawal_id = w.id and x.state = 'pending')
      as open_approval
  from withdrawal w join receiving_account a on a.id = w.account_id
  join member m on m.id = w.member_id and m.merchant_id = w.merchant_id
  left join operator o on o.id = w.reviewed_by`;

function toOps(row: OpsRow, merchant: Merchant): OpsWithdrawal {
  return {
    ...toWithdrawal(row, merchant),
    memberId: row.member_id.toString(),
    memberAccount: row.account,
    refundedAmount: merchant.money.format(row.refunded_amount),
    resolution: row.resolution,
    failureReason: row.failure_reason,
    providerRef: row.provider_ref,
    reviewedBy: row.reviewed_by_name,
    reviewedAt: iso(row.reviewed_at),
    proofUploadIds: row.proofs ?? [],
    openApprovalId: row.open_approval === null ? null : String(row.open_approval),
  };
}

async function opsWithdrawal(q: Queryable, merchant: Merchant, id: string) {
  const [row] = await q.query<OpsRow>(`${selectOps} where w.merchant_id = $1 and w.id = $2`, [
    merchant.id,
    id,
  ]);
  if (!row) throw new AppError('not_found');
  return toOps(row, merchant);
}

/** Review: let the payout go (or ask a second operator), or refuse it. */
async function review(
  platform: Platform,
  act: OperatorAct,
  input: { id: string; decision: 'approve' | 'reject'; remark: string },
): Promise<WithdrawalDecisionOutput> {
  const { merchant } = act;
  const now = new Date(platform.clock.now());
  const outcome = await platform.db.transaction(async (tx) => {
    const { memberId, amount } = await reviewedAmount(tx, merchant, input.id);
    const [open] = await tx.query(
      `select 1 from operator_approval where withdrawal_id = $1 and state = 'pending'`,
      [input.id],
    );
    if (open) throw new AppError('approval_pending');
    const before = { status: 'review' };
    if (input.decision === 'reject') {
      await refuseWithdrawal(tx, merchant, input.id, act.operator.operatorId, now);
      await auditMemberAct(tx, act, memberId, 'withdrawal_refuse', {
        withdrawal: input.id,
        before,
        after: { status: 'failed' },
        remark: input.remark,
      });
      return { memberId, approval: null, released: false };
    }
    const { fourEyesAbove } = await withdrawLimits(tx, merchant.id);
    if (over(amount, fourEyesAbove)) {
      const approval: ApprovalView = await requestApproval(tx, act, {
        kind: 'withdrawal_payout',
        memberId,
        withdrawalId: input.id,
        amount,
        reason: input.remark,
      });
      return { memberId, approval, released: false };
    }
    await releaseForPayout(tx, merchant, input.id, act.operator.operatorId, now);
    await auditMemberAct(tx, act, memberId, 'withdrawal_release', {
      withdrawal: input.id,
      before,
      after: { status: 'pending' },
      remark: input.remark,
    });
    return { memberId, approval: null, released: true };
  });
  if (input.decision === 'reject') publishBalance(platform, merchant, outcome.memberId);
  if (outcome.released) {
    await dispatchAndWait(platform, merchant, input.id, act.log, payoutWaitMs);
  }
  return {
    withdrawal: await opsWithdrawal(platform.db, merchant, input.id),
    approval: outcome.approval,
  };
}

/** A dispute's resolution: always a request a second operator decides. */
async function resolve(
  platform: Platform,
  act: OperatorAct,
  input: { id: string; action: 'refund' | 'reject'; amount?: string | undefined; remark: string },
): Promise<WithdrawalDecisionOutput> {
  const { merchant } = act;
  const asked = input.amount === undefined ? null : amountMinor(input.amount, merchant);
  const approval = await platform.db.transaction(async (tx) => {
    const { memberId, refund } = await disputeRefund(tx, merchant, input.id, input.action, asked);
    return requestApproval(tx, act, {
      kind: 'withdrawal_dispute',
      memberId,
      withdrawalId: input.id,
      amount: refund,
      reason: input.remark || input.action,
    });
  });
  return { withdrawal: await opsWithdrawal(platform.db, merchant, input.id), approval };
}

export function registerWithdrawalOps(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    withdrawalsOpsEndpoints.opsWithdrawals,
    async ({ input, merchant }) => {
      const member = input.member ?? null;
      const rows = await platform.db.query<OpsRow & { total: number }>(
        `select x.*, count(*) over ()::int as total from (${selectOps}
           where w.merchant_id = $1 and w.status = $2 and ($3::text is null or m.account = $3)) x
         order by x.id limit $4 offset $5`,
        [merchant.id, input.status, member, input.pageSize, (input.pageNo - 1) * input.pageSize],
      );
      return {
        ...pageOf(rows[0]?.total ?? 0, input),
        items: rows.map((row) => toOps(row, merchant)),
      };
    },
    ungated,
  );
  registerEndpoint(
    app,
    withdrawalsOpsEndpoints.opsWithdrawalReview,
    async ({ input, merchant, operator, request }) =>
      review(platform, actOf(request, merchant, operator), input),
    ungated,
  );
  registerEndpoint(
    app,
    withdrawalsOpsEndpoints.opsWithdrawalResolve,
    async ({ input, merchant, operator, request }) =>
      resolve(platform, actOf(request, merchant, operator), input),
    ungated,
  );
}
