import { agentOpsEndpoints } from '@portal/contract/agent';
import { messageText } from '@portal/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { accountRoles, memberType } from '../session/policies.ts';
import { agentSettings } from './agent-settings.ts';

/**
 * The operator's agent-centre rules (`/operator/agent/settings`, permission `agents.write`):
 * - the read answers the rules in force, every default filled in (the downline types the
 *   deployment allows, amounts as minor units in integer text);
 * - the save replaces the brand's rules with the body as the contract's schema parsed it. Types
 *   that are neither member nor an agent type of this deployment are refused (400, nothing
 *   changed): agents could never give them. The change is audited (`setting_change`, before and
 *   after) in its transaction; agents see it on their next call.
 * Not `registerSettingEndpoints`: the type check and the defaults need the server's config.
 */

/** The rules as the operator reads them. */
type RulesView = {
  downlineTypes: number[];
  changeType: boolean;
  lockDownline: boolean;
  prizeGroup: { min: number; max: number };
  transferDownline: { min: string; max: string | null; dailyMax: string | null };
};

async function rulesOf(q: Queryable, platform: Platform, merchant: Merchant): Promise<RulesView> {
  const rules = await agentSettings(q, platform, merchant);
  const { min, max, dailyMax } = rules.transferDownline;
  return {
    downlineTypes: rules.downlineTypes,
    changeType: rules.changeType,
    lockDownline: rules.lockDownline,
    prizeGroup: { min: rules.prizeGroup.min, max: rules.prizeGroup.max },
    transferDownline: {
      min: min.toString(),
      max: max === null ? null : max.toString(),
      dailyMax: dailyMax === null ? null : dailyMax.toString(),
    },
  };
}

export function registerAgentOps(app: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const roles = accountRoles(platform.config);

  registerEndpoint(
    app,
    agentOpsEndpoints.opsSettings,
    async ({ merchant }) => rulesOf(db, platform, merchant),
    ungated,
  );

  registerEndpoint(
    app,
    agentOpsEndpoints.opsSettingsSave,
    async ({ input, merchant, operator, request, language }) => {
      const act = actOf(request, merchant, operator);
      if (input.downlineTypes?.some((type) => type !== memberType && !roles.isAgent(type)))
        throw new AppError('invalid_input', {
          downlineTypes: messageText('field_invalid', language),
        });
      return db.transaction(async (tx) => {
        const before = await rulesOf(tx, platform, merchant);
        await tx.query(
          `insert into merchant_setting (merchant_id, key, value) values ($1, 'agentCentre', $2)
           on conflict (merchant_id, key) do update set value = excluded.value`,
          [merchant.id, JSON.stringify(input)],
        );
        const after = await rulesOf(tx, platform, merchant);
        await recordAudit(tx, {
          merchantId: merchant.id,
          operatorId: act.operator.operatorId,
          action: 'setting_change',
          ip: act.ip,
          detail: { key: 'agentCentre', before, after },
        });
        return after;
      });
    },
    ungated,
  );
}
