import { opsEndpoints } from '@portal/contract/ops';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../../auth/password.ts';
import { registerEndpoint } from '../../../http/contract-routes.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Platform } from '../../../platform.ts';
import { verifyAuditChain } from '../../audit/audit-chain.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { auditPage } from '../../audit/audit-page.ts';
import { actOf, ungated } from './operator-act.ts';
import { createOperator, listOperators, updateOperator } from './operator-admin.ts';
import { operatorLogin, operatorSecondFactor } from './operator-login.ts';
import { operatorMe } from './operator-me.ts';
import { operatorById } from './operator-repo.ts';

const loginLimit = { name: 'operator-login', max: 30, windowMs: 60_000 };

/** The operator API's own calls: logins, the operator's session, operator accounts, the audit log. */
export function registerOperatorRoutes(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    opsEndpoints.login,
    async ({ input, merchant, request }) => operatorLogin(platform, merchant, input, request.ip),
    { ...ungated, rateLimit: loginLimit },
  );
  registerEndpoint(
    app,
    opsEndpoints.secondFactor,
    async ({ input, merchant, request }) =>
      operatorSecondFactor(platform, merchant, input, request.ip),
    { ...ungated, rateLimit: loginLimit },
  );
  registerEndpoint(
    app,
    opsEndpoints.logout,
    async ({ operator, merchant, request }) => {
      const act = actOf(request, merchant, operator);
      await platform.db.transaction(async (tx) => {
        await platform.operatorSessions.end(tx, act.operator.id);
        await recordAudit(tx, {
          merchantId: merchant.id,
          operatorId: act.operator.operatorId,
          action: 'operator_logout',
          ip: act.ip,
        });
      });
      return { ended: true as const };
    },
    ungated,
  );
  registerEndpoint(
    app,
    opsEndpoints.me,
    async ({ operator, merchant, request }) =>
      operatorMe(platform.db, actOf(request, merchant, operator).operator.operatorId, merchant),
    ungated,
  );
  registerEndpoint(
    app,
    opsEndpoints.password,
    async ({ input, operator, merchant, request }) => {
      const act = actOf(request, merchant, operator);
      const row = await operatorById(platform.db, act.operator.operatorId);
      if (!row || !(await verifyPassword(input.oldPassword, row.password_hash))) {
        throw new AppError('wrong_old_password');
      }
      if (await verifyPassword(input.newPassword, row.password_hash)) {
        throw new AppError('password_reuse');
      }
      const hash = await hashPassword(input.newPassword, platform.config.passwordHashCost);
      await platform.db.transaction(async (tx) => {
        await tx.query('update operator set password_hash = $2 where id = $1', [row.id, hash]);
        await platform.operatorSessions.endAll(tx, act.operator.operatorId, act.operator.id);
        await recordAudit(tx, {
          merchantId: merchant.id,
          operatorId: act.operator.operatorId,
          action: 'operator_password',
          ip: act.ip,
        });
      });
      return { changed: true as const };
    },
    ungated,
  );
  registerEndpoint(
    app,
    opsEndpoints.operators,
    async ({ operator, merchant, request }) => ({
      items: await listOperators(platform.db, actOf(request, merchant, operator)),
    }),
    ungated,
  );
  registerEndpoint(
    app,
    opsEndpoints.operatorCreate,
    async ({ input, operator, merchant, request }) =>
      createOperator(platform, actOf(request, merchant, operator), input),
    ungated,
  );
  registerEndpoint(
    app,
    opsEndpoints.operatorUpdate,
    async ({ input, operator, merchant, request }) =>
      updateOperator(platform, actOf(request, merchant, operator), input),
    ungated,
  );
  registerEndpoint(
    app,
    opsEndpoints.auditList,
    async ({ input, merchant }) => auditPage(platform.db, merchant.id, input),
    ungated,
  );
  registerEndpoint(
    app,
    opsEndpoints.auditVerify,
    async ({ merchant }) => verifyAuditChain(platform.db, merchant.id),
    ungated,
  );
}
