import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { formatCidr, parseCidr } from '../../net/ip.ts';
import { makeBearerCheck } from '../../auth/bearer-secret.ts';
import type { Platform } from '../../platform.ts';
import { registerAgentOps } from '../agent/ops-agent.ts';
import { registerOpsContentList } from '../content/ops-content-list.ts';
import { registerContentOps } from '../content/ops-routes.ts';
import { registerContractOps } from '../contracts/ops-contracts.ts';
import { registerPointsOps } from '../points/ops-points.ts';
import { registerBonusOps } from '../rewards/bonuses/ops-bonuses.ts';
import { registerRewardsOps } from '../rewards/ops-rewards.ts';
import { registerLotteryOps } from '../lottery/ops-lottery.ts';
import { registerWalletOps } from '../wallet/wallet-ops-api.ts';
import { registerOperatorUploadFile } from '../uploads/ops-upload-file.ts';
import { registerWithdrawalOps } from '../withdrawals/ops-withdrawals.ts';
import { registerApprovalRoutes } from './approvals/approval-routes.ts';
import { registerBootstrap } from './operators/bootstrap.ts';
import { registerOperatorRoutes } from './operators/operator-routes.ts';
import { opsRoute } from './ops-route.ts';
import {
  deletedOutput,
  emailOutboxOutput,
  emailOutboxQuery,
  registerFieldBody,
  registerFieldOutput,
  registerFieldParams,
  smsOutboxOutput,
  smsOutboxQuery,
  maintenanceBody,
  maintenanceOutput,
  merchantParams,
  moduleBody,
  moduleOutput,
  moduleParams,
  regionRuleBody,
  regionRuleOutput,
  regionRuleParams,
} from './schema.ts';

async function merchantId(platform: Platform, code: string): Promise<number> {
  const [row] = await platform.db.query<{ id: number }>('select id from merchant where code = $1', [
    code,
  ]);
  if (!row) throw new AppError('not_found');
  return row.id;
}

/**
 * The operator API under `/ops`: maintenance switch, region rules, module switches, register
 * fields, and the demo gateways' outboxes (SMS and email sent nowhere). Present
 * only when OPS_TOKEN is configured; otherwise every `/ops` path answers 404 `ops_disabled`.
 * Every change invalidates the merchant's caches on all nodes and is logged.
 */
export async function registerOpsRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  // The operator API of named operators (contract endpoints under `/operator`).
  registerOperatorRoutes(app, platform);
  registerApprovalRoutes(app, platform);
  registerWithdrawalOps(app, platform);
  registerOperatorUploadFile(app, platform);
  registerOpsContentList(app, platform);
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
    registerWalletOps(ops, platform);
    registerContentOps(ops, platform);
    registerLotteryOps(ops, platform);
    registerAgentOps(ops, platform);
    registerContractOps(ops, platform);
    registerPointsOps(ops, platform);
    registerBonusOps(ops, platform);
    registerRewardsOps(ops, platform);

    opsRoute(ops, {
      method: 'PUT',
      url: '/ops/merchants/:code/maintenance',
      params: merchantParams,
      body: maintenanceBody,
      output: maintenanceOutput,
      handler: async ({ params, body }, request) => {
        const message = body.message ? body.message : null;
        const [row] = await platform.db.query<{
          id: number;
          maintenance: boolean;
          maintenance_message: string | null;
        }>(
          `update merchant set maintenance = $2, maintenance_message = $3 where code = $1
           returning id, maintenance, maintenance_message`,
          [params.code, body.enabled, message],
        );
        if (!row) throw new AppError('not_found');
        await platform.directory.invalidate(row.id);
        request.log.info(
          { ops: 'maintenance', merchant: params.code, enabled: body.enabled },
          'operator change',
        );
        return {
          code: params.code,
          maintenance: row.maintenance,
          message: row.maintenance_message,
        };
      },
    });

    opsRoute(ops, {
      method: 'POST',
      url: '/ops/merchants/:code/region-rules',
      params: merchantParams,
      body: regionRuleBody,
      output: regionRuleOutput,
      handler: async ({ params, body }, request) => {
        const id = await merchantId(platform, params.code);
        const cidr = formatCidr(parseCidr(body.cidr)!);
        const [row] = await platform.db.query<{
          id: number;
          cidr: string;
          action: 'block' | 'allow';
          note: string | null;
        }>(
          `insert into region_rule (merchant_id, cidr, action, note) values ($1, $2, $3, $4)
           returning id, cidr, action, note`,
          [id, cidr, body.action, body.note ? body.note : null],
        );
        await platform.directory.invalidate(id);
        request.log.info(
          { ops: 'region-rule.add', merchant: params.code, cidr, action: body.action },
          'operator change',
        );
        return row!;
      },
    });

    opsRoute(ops, {
      method: 'DELETE',
      url: '/ops/merchants/:code/region-rules/:id',
      params: regionRuleParams,
      output: deletedOutput,
      handler: async ({ params }, request) => {
        const id = await merchantId(platform, params.code);
        const rows = await platform.db.query(
          'delete from region_rule where merchant_id = $1 and id = $2 returning id',
          [id, params.id],
        );
        if (rows.length === 0) throw new AppError('not_found');
        await platform.directory.invalidate(id);
        request.log.info(
          { ops: 'region-rule.delete', merchant: params.code, rule: params.id },
          'operator change',
        );
        return { deleted: true as const };
      },
    });

    opsRoute(ops, {
      method: 'PUT',
      url: '/ops/merchants/:code/modules/:modId',
      params: moduleParams,
      body: moduleBody,
      output: moduleOutput,
      handler: async ({ params, body }, request) => {
        const id = await merchantId(platform, params.code);
        const [row] = await platform.db.query<{ mod_id: string; enabled: boolean }>(
          `update whitelabel_module set enabled = $3 where merchant_id = $1 and mod_id = $2 returning mod_id, enabled`,
          [id, params.modId, body.enabled],
        );
        if (!row) throw new AppError('not_found');
        await platform.directory.invalidate(id);
        request.log.info(
          { ops: 'module', merchant: params.code, modId: params.modId, enabled: body.enabled },
          'operator change',
        );
        return { modId: row.mod_id, enabled: row.enabled };
      },
    });
    opsRoute(ops, {
      method: 'PUT',
      url: '/ops/merchants/:code/register-fields/:field',
      params: registerFieldParams,
      body: registerFieldBody,
      output: registerFieldOutput,
      handler: async ({ params, body }, request) => {
        const id = await merchantId(platform, params.code);
        const [row] = await platform.db.query<{
          field_name: string;
          shown: boolean;
          required: boolean;
        }>(
          `update register_field set shown = $3, required = $4
           where merchant_id = $1 and field_name = $2 returning field_name, shown, required`,
          [id, params.field, body.shown, body.required],
        );
        if (!row) throw new AppError('not_found');
        await platform.directory.invalidate(id);
        request.log.info(
          { ops: 'register-field', merchant: params.code, field: params.field, ...body },
          'operator change',
        );
        return { field: row.field_name, shown: row.shown, required: row.required };
      },
    });
    // The demo gateways deliver nothing: their outboxes are how an operator (or an end-to-end
    // test) reads what would have been sent. Real gateways have no outbox to show.
    opsRoute(ops, {
      method: 'GET',
      url: '/ops/merchants/:code/sms-outbox',
      params: merchantParams,
      query: smsOutboxQuery,
      output: smsOutboxOutput,
      handler: async ({ params, query }) => {
        if (!platform.sms.demo) throw new AppError('not_found');
        const id = await merchantId(platform, params.code);
        const rows = await platform.db.query<{
          id: bigint;
          country_code: string;
          mobile: string;
          purpose: string;
          body: string;
          created_at: Date;
        }>(
          `select id, country_code, mobile, purpose, body, created_at from sms_outbox
           where merchant_id = $1 and ($2::text is null or mobile = $2)
           order by id desc limit $3`,
          [id, query.mobile ?? null, query.limit],
        );
        return {
          list: rows.map((row) => ({
            id: String(row.id),
            countryCode: row.country_code,
            mobile: row.mobile,
            purpose: row.purpose,
            text: row.body,
            createdAt: row.created_at.toISOString(),
          })),
        };
      },
    });
    opsRoute(ops, {
      method: 'GET',
      url: '/ops/merchants/:code/email-outbox',
      params: merchantParams,
      query: emailOutboxQuery,
      output: emailOutboxOutput,
      handler: async ({ params, query }) => {
        if (!platform.email.demo) throw new AppError('not_found');
        const id = await merchantId(platform, params.code);
        const rows = await platform.db.query<{
          id: bigint;
          to_address: string;
          subject: string;
          body: string;
          created_at: Date;
        }>(
          `select id, to_address, subject, body, created_at from email_outbox
           where merchant_id = $1 and ($2::text is null or lower(to_address) = lower($2))
           order by id desc limit $3`,
          [id, query.to ?? null, query.limit],
        );
        return {
          list: rows.map((row) => ({
            id: String(row.id),
            to: row.to_address,
            subject: row.subject,
            text: row.body,
            createdAt: row.created_at.toISOString(),
          })),
        };
      },
    });
  });
}
