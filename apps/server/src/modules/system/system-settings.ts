import {
  fixedRegisterFields,
  type SystemSettingsOutput,
} from '@portal/contract/system/ops-settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit, type AuditAction, type AuditValue } from '../audit/audit-log.ts';
import { buildModuleTree, type ModuleRow } from './module-tree.ts';

/**
 * A brand's system settings as operators change them: maintenance, region rules, whitelabel
 * modules and register fields. A change runs in one transaction with its audit row (before and
 * after), then invalidates the merchant on every node, so the next status call of any player
 * sees it; it answers the settings as stored after the change.
 */

/** Who changes what, on which brand, from where. */
export interface SystemActor {
  merchantId: number;
  merchantCode: string;
  operatorId: string;
  ip: string | null;
  log: FastifyBaseLogger;
}

export async function systemSettings(
  q: Queryable,
  platform: Platform,
  merchantId: number,
): Promise<SystemSettingsOutput> {
  const [merchant] = await q.query<{ maintenance: boolean; maintenance_message: string | null }>(
    'select maintenance, maintenance_message from merchant where id = $1',
    [merchantId],
  );
  const rules = await q.query<{
    id: number;
    cidr: string;
    action: 'block' | 'allow';
    note: string | null;
    created_at: Date;
  }>(
    `select id, cidr, action, note, created_at from region_rule where merchant_id = $1
     order by created_at desc, id desc`,
    [merchantId],
  );
  const modules = await q.query<ModuleRow>(
    'select mod_id, parent_mod_id, name, enabled, sort from whitelabel_module where merchant_id = $1',
    [merchantId],
  );
  const fields = await q.query<{ field_name: string; shown: boolean; required: boolean }>(
    'select field_name, shown, required from register_field where merchant_id = $1 order by field_name',
    [merchantId],
  );
  return {
    maintenance: {
      enabled: merchant?.maintenance ?? false,
      message: merchant?.maintenance_message ?? null,
    },
    regionRules: rules.map((rule) => ({
      id: String(rule.id),
      cidr: rule.cidr,
      action: rule.action,
      note: rule.note,
      createdAt: rule.created_at.toISOString(),
    })),
    modules: buildModuleTree(modules),
    registerFields: fields.map((row) => ({
      field: row.field_name,
      shown: row.shown,
      required: row.required,
      changeable: !(fixedRegisterFields as readonly string[]).includes(row.field_name),
    })),
    demoOutboxes: { sms: platform.sms.demo, email: platform.email.demo },
  };
}

/** One change: `apply` makes it and answers the audit row's detail (before and after). */
async function change(
  platform: Platform,
  actor: SystemActor,
  action: AuditAction,
  apply: (tx: Tx) => Promise<Record<string, AuditValue>>,
): Promise<SystemSettingsOutput> {
  const settings = await platform.db.transaction(async (tx) => {
    const detail = await apply(tx);
    await recordAudit(tx, {
      merchantId: actor.merchantId,
      operatorId: actor.operatorId,
      action,
      ip: actor.ip,
      detail,
    });
    return systemSettings(tx, platform, actor.merchantId);
  });
  await platform.directory.invalidate(actor.merchantId);
  actor.log.info({ ops: action, merchant: actor.merchantCode }, 'operator change');
  return settings;
}

export function setMaintenance(
  platform: Platform,
  actor: SystemActor,
  input: { enabled: boolean; message?: string | null | undefined },
): Promise<SystemSettingsOutput> {
  const message = input.message ? input.message : null;
  return change(platform, actor, 'system_maintenance', async (tx) => {
    const [before] = await tx.query<{ maintenance: boolean; message: string | null }>(
      'select maintenance, maintenance_message as message from merchant where id = $1 for update',
      [actor.merchantId],
    );
    await tx.query('update merchant set maintenance = $2, maintenance_message = $3 where id = $1', [
      actor.merchantId,
      input.enabled,
      message,
    ]);
    return {
      before: { enabled: before!.maintenance, message: before!.message },
      after: { enabled: input.enabled, message },
    };
  });
}

/** Adds a rule; `cidr` is already in canonical form. */
export function addRegionRule(
  platform: Platform,
  actor: SystemActor,
  input: { cidr: string; action: 'block' | 'allow'; note?: string | null | undefined },
): Promise<SystemSettingsOutput> {
  const note = input.note ? input.note : null;
  return change(platform, actor, 'system_region_rule', async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into region_rule (merchant_id, cidr, action, note) values ($1, $2, $3, $4)
       returning id`,
      [actor.merchantId, input.cidr, input.action, note],
    );
    return {
      before: null,
      after: { id: String(row!.id), cidr: input.cidr, action: input.action, note },
    };
  });
}

export function deleteRegionRule(
  platform: Platform,
  actor: SystemActor,
  id: number,
): Promise<SystemSettingsOutput> {
  return change(platform, actor, 'system_region_rule', async (tx) => {
    const [row] = await tx.query<{ cidr: string; action: string; note: string | null }>(
      'delete from region_rule where merchant_id = $1 and id = $2 returning cidr, action, note',
      [actor.merchantId, id],
    );
    if (!row) throw new AppError('not_found');
    return { before: { id: String(id), ...row }, after: null };
  });
}

export function switchModule(
  platform: Platform,
  actor: SystemActor,
  input: { modId: string; enabled: boolean },
): Promise<SystemSettingsOutput> {
  return change(platform, actor, 'system_module', async (tx) => {
    const [before] = await tx.query<{ enabled: boolean }>(
      'select enabled from whitelabel_module where merchant_id = $1 and mod_id = $2 for update',
      [actor.merchantId, input.modId],
    );
    if (!before) throw new AppError('not_found');
    await tx.query(
      'update whitelabel_module set enabled = $3 where merchant_id = $1 and mod_id = $2',
      [actor.merchantId, input.modId, input.enabled],
    );
    return {
      modId: input.modId,
      before: { enabled: before.enabled },
      after: { enabled: input.enabled },
    };
  });
}

export function updateRegisterField(
  platform: Platform,
  actor: SystemActor,
  input: { field: string; shown: boolean; required: boolean },
): Promise<SystemSettingsOutput> {
  return change(platform, actor, 'system_register_field', async (tx) => {
    const [before] = await tx.query<{ shown: boolean; required: boolean }>(
      `select shown, required from register_field where merchant_id = $1 and field_name = $2
       for update`,
      [actor.merchantId, input.field],
    );
    if (!before) throw new AppError('not_found');
    await tx.query(
      `update register_field set shown = $3, required = $4
       where merchant_id = $1 and field_name = $2`,
      [actor.merchantId, input.field, input.shown, input.required],
    );
    return {
      field: input.field,
      before: { shown: before.shown, required: before.required },
      after: { shown: input.shown, required: input.required },
    };
  });
}
