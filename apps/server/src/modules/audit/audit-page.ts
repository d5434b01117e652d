import type { auditListOutput } from '@portal/contract/ops';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/db.ts';
import { pageOf } from '../histories/day-range.ts';

/** A page of a merchant's audit log, newest first, optionally of one action. */
export async function auditPage(
  q: Queryable,
  merchantId: number,
  input: { pageNo: number; pageSize: number; action?: string | undefined },
): Promise<z.infer<typeof auditListOutput>> {
  const action = input.action ? input.action : null;
  const [count] = await q.query<{ n: number }>(
    `select count(*)::int as n from audit_log where merchant_id = $1 and ($2::text is null or action = $2)`,
    [merchantId, action],
  );
  const rows = await q.query<{
    id: bigint;
    action: string;
    member_id: bigint | null;
    operator: string | null;
    ip: string | null;
    detail: Record<string, unknown>;
    created_at: Date;
  }>(
    `select a.id, a.action, a.member_id, o.username as operator, a.ip, a.detail, a.created_at
     from audit_log a left join operator o on o.id = a.operator_id
     where a.merchant_id = $1 and ($2::text is null or a.action = $2)
     order by a.id desc limit $3 offset $4`,
    [merchantId, action, input.pageSize, (input.pageNo - 1) * input.pageSize],
  );
  const total = count!.n;
  return {
    ...pageOf(total, input),
    items: rows.map((row) => ({
      id: String(row.id),
      action: row.action,
      memberId: row.member_id === null ? null : String(row.member_id),
      operator: row.operator,
      ip: row.ip,
      detail: row.detail,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
