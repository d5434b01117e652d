import { messageText } from '@portal/contract/messages';
import { systemOpsEndpoints } from '@portal/contract/system';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { formatCidr, parseCidr } from '../../net/ip.ts';
import type { Platform } from '../../platform.ts';
import type { OperatorSession } from '../ops/operators/operator-sessions.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { emailOutbox, smsOutbox } from './demo-outboxes.ts';
import {
  addRegionRule,
  deleteRegionRule,
  setMaintenance,
  switchModule,
  systemSettings,
  updateRegisterField,
  type SystemActor,
} from './system-settings.ts';

/**
 * The operator's system calls (`/operator/system`): the settings, their changes (audited, seen
 * by players at once) and the demo gateways' outboxes. Operator calls skip the access gate, so
 * the console keeps working while the brand is in maintenance.
 */

interface Ctx {
  merchant: Merchant;
  operator: OperatorSession | null;
  request: FastifyRequest;
}

function actorOf({ merchant, operator, request }: Ctx): SystemActor {
  const act = actOf(request, merchant, operator);
  return {
    merchantId: merchant.id,
    merchantCode: merchant.code,
    operatorId: act.operator.operatorId,
    ip: act.ip,
    log: act.log,
  };
}

export function registerSystemOps(app: FastifyInstance, platform: Platform): void {
  const e = systemOpsEndpoints;
  registerEndpoint(
    app,
    e.opsSettings,
    async ({ merchant }) => systemSettings(platform.db, platform, merchant.id),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsMaintenance,
    async (ctx) => setMaintenance(platform, actorOf(ctx), ctx.input),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsRegionRuleAdd,
    async (ctx) => {
      const cidr = parseCidr(ctx.input.cidr);
      if (!cidr)
        throw new AppError('invalid_input', { cidr: messageText('field_invalid', ctx.language) });
      return addRegionRule(platform, actorOf(ctx), { ...ctx.input, cidr: formatCidr(cidr) });
    },
    ungated,
  );
  registerEndpoint(
    app,
    e.opsRegionRuleDelete,
    async (ctx) => deleteRegionRule(platform, actorOf(ctx), Number(ctx.input.id)),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsModuleSwitch,
    async (ctx) => switchModule(platform, actorOf(ctx), ctx.input),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsRegisterField,
    async (ctx) => updateRegisterField(platform, actorOf(ctx), ctx.input),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsSmsOutbox,
    async ({ input, merchant }) => smsOutbox(platform, merchant.id, input),
    ungated,
  );
  registerEndpoint(
    app,
    e.opsEmailOutbox,
    async ({ input, merchant }) => emailOutbox(platform, merchant.id, input),
    ungated,
  );
}
