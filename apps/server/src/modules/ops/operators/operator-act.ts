import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/db.ts';
import type { Merchant } from '../../../merchant/merchant.ts';
import { recordAudit, type AuditAction, type AuditValue } from '../../audit/audit-log.ts';
import type { OperatorAct } from './operator-admin.ts';
import type { OperatorSession } from './operator-sessions.ts';

/** Operators act during maintenance and from any region: their calls skip the access gate. */
export const ungated = { gate: false } as const;

/** Who acts, where and from which address, on an `auth: 'operator'` endpoint. */
export function actOf(
  request: FastifyRequest,
  merchant: Merchant,
  operator: OperatorSession | null,
): OperatorAct {
  // The handler chain sets the operator on every operator endpoint before the handler runs.
  if (!operator) throw new Error('operator endpoint without an operator session');
  return { operator, merchant, ip: request.ip, log: request.log };
}

/** The audit row of an operator's action on one member, in the transaction that made it. */
export function auditMemberAct(
  q: Queryable,
  act: OperatorAct,
  memberId: string,
  action: AuditAction,
  detail: Record<string, AuditValue>,
): Promise<void> {
  return recordAudit(q, {
    merchantId: act.merchant.id,
    memberId,
    operatorId: act.operator.operatorId,
    action,
    ip: act.ip,
    detail,
  });
}
