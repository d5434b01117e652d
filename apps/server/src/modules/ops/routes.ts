import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { makeBearerCheck } from '../../auth/bearer-secret.ts';
import type { Platform } from '../../platform.ts';
import { registerAgentOps } from '../agent/ops-agent.ts';
import { registerOpsContentList } from '../content/ops-content-list.ts';
import { registerOpsFeedback } from '../content/ops-feedback.ts';
import { registerOpsApplications } from '../content/ops-applications.ts';
import { registerOpsContentEdit } from '../content/ops-content-edit.ts';
import { registerOpsMessages } from '../content/ops-messages.ts';
import { registerOpsPromotionEdit } from '../content/ops-promotion-edit.ts';
import { registerContractOps } from '../contracts/ops-contracts.ts';
import { registerCatalogueOps } from '../games/ops-catalogue.ts';
import { registerPointsOps } from '../points/ops-points.ts';
import { registerBonusOps } from '../rewards/bonuses/ops-bonuses.ts';
import { registerRewardsOps } from '../rewards/ops-rewards.ts';
import { registerLotteryOps } from '../lottery/ops-lottery.ts';
import { registerWalletOps } from '../wallet/ops-wallet.ts';
import { registerOperatorUploadFile } from '../uploads/ops-upload-file.ts';
import { registerSystemOps } from '../system/ops-system.ts';
import { registerMemberOps } from '../member/ops-members.ts';
import { registerWithdrawalOps } from '../withdrawals/ops-withdrawals.ts';
import { registerDepositOps } from '../deposits/ops-deposits.ts';
import { registerApprovalRoutes } from './approvals/approval-routes.ts';
import { registerBrandOps } from './brands/brand-routes.ts';
import { registerDashboard } from './dashboard/dashboard.ts';
import { registerBootstrap } from './operators/bootstrap.ts';
import { registerOperatorRoutes } from './operators/operator-routes.ts';

/**
 * The operator API: the named operators' contract endpoints under `/operator`, and the older
 * routes under `/ops` behind the bootstrap token (the bootstrap itself, and the features whose
 * operator calls have not moved to `/operator` yet), present only when OPS_TOKEN is configured;
 * otherwise every `/ops` path answers 404 `ops_disabled`.
 */
export async function registerOpsRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  // The operator API of named operators (contract endpoints under `/operator`).
  registerOperatorRoutes(app, platform);
  registerApprovalRoutes(app, platform);
  registerWithdrawalOps(app, platform);
  registerDepositOps(app, platform);
  registerOperatorUploadFile(app, platform);
  registerOpsContentList(app, platform);
  registerOpsFeedback(app, platform);
  registerOpsContentEdit(app, platform);
  registerOpsPromotionEdit(app, platform);
  registerOpsApplications(app, platform);
  registerOpsMessages(app, platform);
  registerSystemOps(app, platform);
  registerMemberOps(app, platform);
  registerBrandOps(app, platform);
  registerDashboard(app, platform);
  registerAgentOps(app, platform);
  registerContractOps(app, platform);
  registerLotteryOps(app, platform);
  registerWalletOps(app, platform);
  registerRewardsOps(app, platform);
  registerPointsOps(app, platform);
  registerBonusOps(app, platform);
  registerCatalogueOps(app, platform);
  const token = platform.config.opsToken;
  await app.register(async (ops) => {
    if (!token) {
      const disabled = async () => {
        throw new AppError('ops_disabled');
      };
      ops.all('/ops', disabled);
      ops.all('/ops/*', disabled);
      return;
    }
    ops.addHook('onRequest', makeBearerCheck(token));
    registerBootstrap(ops, platform);
  });
}
