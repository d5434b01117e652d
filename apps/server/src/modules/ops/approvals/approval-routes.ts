import { opsEndpoints } from '@portal/contract/ops';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import type { Platform } from '../../../platform.ts';
import { actOf, ungated } from '../operators/operator-act.ts';
import { approvalPage, decideApproval, requestAdjustment } from './approvals.ts';

/** Four-eyes: manual balance adjustments asked for by one operator and decided by another. */
export function registerApprovalRoutes(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    opsEndpoints.adjustBalance,
    async ({ input, operator, merchant, request }) =>
      requestAdjustment(platform, actOf(request, merchant, operator), input),
    ungated,
  );
  registerEndpoint(
    app,
    opsEndpoints.approvals,
    async ({ input, merchant }) => approvalPage(platform.db, merchant, input),
    ungated,
  );
  registerEndpoint(
    app,
    opsEndpoints.approvalDecide,
    async ({ input, operator, merchant, request }) =>
      decideApproval(platform, actOf(request, merchant, operator), input),
    ungated,
  );
}
