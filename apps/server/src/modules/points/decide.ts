import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { postPoints } from './point-accounts.ts';
import type { PointsSettings } from './points-settings.ts';
import { payCredit } from './redeem.ts';
import type { RedemptionRow } from './redemption-view.ts';

export type Decision = 'approve' | 'reject';

/**
 * An operator decides a redemption in process: approving a credit reward pays its amount into
 * the main wallet (with the brand's turnover); rejecting returns its points. The state moves
 * only from `inProcess` (a conditional update), and the money or points move in the same
 * transaction under a key of the redemption, so a decision takes effect once however many
 * operators press at once; the others get `points_redeem_state`. Audited in the same
 * transaction, with the operator.
 */
export async function decideRedemption(
  db: Db,
  merchant: Merchant,
  settings: PointsSettings,
  spec: {
    id: string;
    decision: Decision;
    remark: string;
    /** Who decides: the named operator (its username is kept on the redemption). */
    operator: { operatorId: string; username: string };
    ip: string | null;
  },
): Promise<RedemptionRow> {
  return db.transaction(async (tx) => {
    const status = spec.decision === 'approve' ? 'approved' : 'rejected';
    const [row] = await tx.query<RedemptionRow & { member_id: string; reward_kind: string }>(
      `update point_redemption r set status = $3, remark = $4, decided_at = now(), decided_by = $5
       from point_reward w
       where r.merchant_id = $1 and r.id = $2 and r.status = 'inProcess' and w.id = r.reward_id
       returning r.id::text as id, r.kind, r.name, r.quantity, r.points, r.amount, r.status,
         r.points_after, r.remark, r.applied_at, r.member_id::text as member_id,
         w.kind as reward_kind`,
      [merchant.id, spec.id, status, spec.remark, spec.operator.username],
    );
    if (!row) {
      const [found] = await tx.query<{ id: string }>(
        'select id from point_redemption where merchant_id = $1 and id = $2',
        [merchant.id, spec.id],
      );
      throw new AppError(found ? 'points_redeem_state' : 'not_found');
    }
    if (status === 'rejected') {
      // Goods not sent go back on the shelf. The reward row before the points accounts: the
      // order a redemption takes them in.
      await tx.query(
        `update point_reward w set stock = w.stock + r.quantity from point_redemption r
         where r.id = $1 and w.id = r.reward_id and w.stock is not null`,
        [row.id],
      );
      await postPoints(tx, {
        merchantId: merchant.id,
        memberId: row.member_id,
        points: row.points,
        kind: 'points_refund',
        key: `points-refund:${row.id}`,
      });
    } else if (row.reward_kind === 'credit' && row.amount > 0n) {
      await payCredit(tx, merchant, {
        memberId: row.member_id,
        amount: row.amount,
        kind: 'points_reward',
        key: `points-reward:${row.id}`,
        turnoverMultiple: settings.convert.turnoverMultiple,
      });
    }
    await recordAudit(tx, {
      merchantId: merchant.id,
      memberId: row.member_id,
      operatorId: spec.operator.operatorId,
      action: 'points_redeem_decision',
      ip: spec.ip,
      detail: {
        redemption: row.id,
        before: { status: 'inProcess' },
        after: { status },
        remark: spec.remark,
      },
    });
    const { member_id: _m, reward_kind: _k, ...view } = row;
    return view;
  });
}
