import type { redeemRecord } from '@portal/contract/points';
import type * as z from 'zod/mini';
import type { Merchant } from '../../merchant/merchant.ts';

export type RedeemRecord = z.infer<typeof redeemRecord>;

/** A `point_redemption` row as the queries read it. */
export interface RedemptionRow {
  id: string;
  kind: 'reward' | 'convert';
  name: string;
  quantity: number;
  points: bigint;
  amount: bigint;
  status: 'inProcess' | 'approved' | 'rejected';
  points_after: bigint;
  remark: string;
  applied_at: Date;
}

/** The columns of a `RedemptionRow`, of the table or of its alias `from`. */
export function redemptionColumns(from = 'point_redemption'): string {
  const columns = ['kind', 'name', 'quantity', 'points', 'amount', 'status', 'points_after'];
  return [
    `${from}.id::text as id`,
    ...[...columns, 'remark', 'applied_at'].map((c) => `${from}.${c}`),
  ].join(', ');
}

/** The reference support reads a redemption by. */
export const redemptionRef = (id: string) => `PR-${id}`;

/** A redemption as the redeem history shows it. */
export function redemptionView(row: RedemptionRow, merchant: Merchant): RedeemRecord {
  return {
    refNo: redemptionRef(row.id),
    appliedAt: row.applied_at.toISOString(),
    kind: row.kind,
    name: row.name,
    quantity: row.quantity,
    points: row.points.toString(),
    amount: merchant.money.format(row.amount),
    status: row.status,
    // A rejection returned the points: the record's net change is then nothing.
    changedPoints: row.status === 'rejected' ? '0' : (-row.points).toString(),
    pointsBalance: row.points_after.toString(),
    remark: row.remark,
  };
}
