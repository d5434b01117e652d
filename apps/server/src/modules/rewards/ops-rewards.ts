import { messageText } from '@portal/contract/messages';
import { rewardsOpsEndpoints } from '@portal/contract/rewards/ops';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { registerSettingEndpoints } from '../ops/ops-setting.ts';
import { registerRaffleDraw } from './ops-raffle-draw.ts';
import { rewardReferrals } from './referral/referral-rewards.ts';
import { catchUpVip, setLevel } from './vip/vip-job.ts';
import { vipSettings } from './vip/vip-settings.ts';

/**
 * The operator's VIP, manual-rebate, mission and referral calls and the raffle draw
 * (`rewardsOpsEndpoints`, on the request's merchant): the four programmes' settings (audited
 * `setting_change`), the VIP and referral jobs run now (audited `job_run` as they are asked
 * for, so a run the server dies under is on record too), a member's level set by hand (audited
 * `vip_level_set` with the change) and a prize-table raffle's draw. Operator calls skip the
 * access gate.
 */
export function registerRewardsOps(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const e = rewardsOpsEndpoints;
  registerSettingEndpoints(app, platform, {
    read: e.opsVipSettings,
    save: e.opsVipSettingsSave,
    key: 'vip',
  });
  registerSettingEndpoints(app, platform, {
    read: e.opsRebateSettings,
    save: e.opsRebateSettingsSave,
    key: 'rebate',
  });
  registerSettingEndpoints(app, platform, {
    read: e.opsMissionsSettings,
    save: e.opsMissionsSettingsSave,
    key: 'missions',
  });
  registerSettingEndpoints(app, platform, {
    read: e.opsReferralSettings,
    save: e.opsReferralSettingsSave,
    key: 'referral',
  });
  registerRaffleDraw(app, platform);

  /** The audit row of a job run an operator asked for. */
  const jobRun = (act: OperatorAct, job: string, asOf: string | null) =>
    recordAudit(db, {
      merchantId: act.merchant.id,
      operatorId: act.operator.operatorId,
      action: 'job_run',
      ip: act.ip,
      detail: { job, asOf },
    });

  registerEndpoint(
    app,
    e.opsReferralRun,
    async ({ merchant, operator, request }) => {
      await jobRun(actOf(request, merchant, operator), 'referral', null);
      return { rewarded: await rewardReferrals(platform, merchant, platform.clock.now()) };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsVipRun,
    async ({ input, merchant, operator, request }) => {
      if (input.asOf !== undefined && !platform.config.testClock) throw new AppError('forbidden');
      const now = input.asOf !== undefined ? Date.parse(input.asOf) : platform.clock.now();
      await jobRun(actOf(request, merchant, operator), 'vip', input.asOf ?? null);
      const runs = await catchUpVip(platform, merchant, now);
      return {
        ranAt: new Date(now).toISOString(),
        runs: runs.length,
        upgrades: runs.reduce((sum, run) => sum + run.upgrades, 0),
        downgrades: runs.reduce((sum, run) => sum + run.downgrades, 0),
      };
    },
    ungated,
  );

  registerEndpoint(
    app,
    e.opsVipMemberLevel,
    async ({ input, merchant, operator, request, language }) => {
      const act = actOf(request, merchant, operator);
      const settings = await vipSettings(db, merchant);
      if (input.level >= settings.levels.length)
        throw new AppError('invalid_input', { level: messageText('field_invalid', language) });
      return db.transaction(async (tx) => {
        const [member] = await tx.query<{ vip_level: number }>(
          'select vip_level from member where merchant_id = $1 and id = $2 for update',
          [merchant.id, input.memberId],
        );
        if (!member) throw new AppError('not_found');
        // No upgrade bonus by hand, and nothing to record when the level stays.
        if (member.vip_level !== input.level) {
          await setLevel(tx, merchant, {
            memberId: input.memberId,
            from: member.vip_level,
            to: input.level,
            reason: 'operator',
            since: new Date(platform.clock.now()),
          });
          await recordAudit(tx, {
            merchantId: merchant.id,
            memberId: input.memberId,
            operatorId: act.operator.operatorId,
            action: 'vip_level_set',
            ip: act.ip,
            detail: { before: member.vip_level, after: input.level },
          });
        }
        return { memberId: input.memberId, from: member.vip_level, level: input.level };
      });
    },
    ungated,
  );
}
