import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../../../merchant/merchant.ts';
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
