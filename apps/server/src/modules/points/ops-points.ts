import { pointsOpsEndpoints, type OpsRedemption } from '@portal/contract/points';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { registerSettingEndpoints } from '../ops/ops-setting.ts';
import { decideRedemption } from './decide.ts';
import { pointsEarningJob, runPointsEarning } from './earning.ts';
import { registerRewardCatalogueOps } from './ops-reward-catalogue.ts';
import { pointsSettingKey, pointsSettings } from './points-settings.ts';
import { redemptionColumns, redemptionView, type RedemptionRow } from './redemption-view.ts';

/**
 * The operator's points-mall calls (`/operator/points`, permission `rewards.write`):
 * - GET/PUT settings: the brand's rules (`pointsSetting` of the contract), audited;
 * - the reward catalogue (`ops-reward-catalogue.ts`);
 * - GET redemptions?status=: redemptions and conversions with the member and shipping;
 * - POST redemptions/decide {id, decision, remark}: approve or reject one in process;
 * - POST run {asOf?}: earns points now; `asOf` (an ISO instant) only on a server with
 *   TEST_CLOCK.
 */
export function registerPointsOps(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const e = pointsOpsEndpoints;

  registerSettingEndpoints(app, platform, {
    read: e.opsSettings,
    save: e.opsSettingsSave,
    key: pointsSettingKey,
  });
  registerRewardCatalogueOps(app, platform);

  registerEndpoint(
    app,
    e.opsRedemptions,
    async ({ input, merchant }) => {
      const rows = await db.query<
        RedemptionRow & { account: string; shipping: OpsRedemption['shipping'] }
      >(
        `select ${redemptionColumns('r')}, m.account, r.shipping
         from point_redemption r join member m on m.id = r.member_id
         where r.merchant_id = $1 and ($2::text is null or r.status = $2)
         order by r.id desc limit 500`,
        [merchant.id, input.status ?? null],
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          account: row.account,
          shipping: row.shipping,
          ...redemptionView(row, merchant),
        })),
      };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsRedemptionDecide,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const settings = await pointsSettings(db, merchant);
      const row = await decideRedemption(db, merchant, settings, {
        id: input.id,
        decision: input.decision,
        remark: input.remark,
        operator: { operatorId: act.operator.operatorId, username: act.operator.username },
        ip: act.ip,
      });
      return redemptionView(row, merchant);
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsRun,
    async ({ input, merchant, operator, request }) => {
      if (input.asOf !== undefined && !platform.config.testClock) throw new AppError('forbidden');
      const act = actOf(request, merchant, operator);
      const now = input.asOf !== undefined ? Date.parse(input.asOf) : platform.clock.now();
      // The run is many transactions of its own, and the timer runs the same work anyway: the
      // audit row records the operator's asking, before the work starts.
      await recordAudit(db, {
        merchantId: merchant.id,
        operatorId: act.operator.operatorId,
        action: 'job_run',
        ip: act.ip,
        detail: { job: pointsEarningJob, asOf: input.asOf ?? null },
      });
      let points = 0n;
      for (let run = 0; run < 24; run += 1) {
        const done = await runPointsEarning(platform, merchant, now);
        points += done.points;
        if (done.window === null) break;
      }
      return { ranAt: new Date(now).toISOString(), points: points.toString() };
    },
    ungated,
  );
}
