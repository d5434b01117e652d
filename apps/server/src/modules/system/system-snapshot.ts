import { encryptCsPath } from '@portal/contract/cs-path';
import { weakTag } from '../../http/etag.ts';
import type {
  CustomerServiceEntry,
  DomainRouteEntry,
  RegisterRules,
  RegisterSettingOutput,
  ResourceEntry,
} from '@portal/contract/system';
import type { ModuleNode } from '@portal/contract/whitelabel';
import type { Db } from '../../db/db.ts';
import type { Keyring } from '../../merchant/key-sealing.ts';
import { ensureActivePublicKey, type PublicKeyJwk } from '../../merchant/merchant-keys.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { buildModuleTree, type ModuleRow } from './module-tree.ts';
import {
  registerRulesFrom,
  registerSettingFrom,
  type RegisterFieldRow,
} from './register-settings.ts';

/** Everything the system calls publish about a merchant that does not depend on the visitor. */
export interface SystemSnapshot {
  customerService: CustomerServiceEntry[];
  /**
   * A tag over the customer-service rows as stored: their paths are encrypted afresh on every
   * load, so answers that carry them are tagged by what they decrypt to.
   */
  customerServiceTag: string;
  domainRoute: DomainRouteEntry[];
  resources: ResourceEntry[];
  whitelabel: ModuleNode[];
  registerRules: RegisterRules;
  registerSetting: RegisterSettingOutput;
  publicKey: PublicKeyJwk;
}

/**
 * Reads a merchant's published configuration. Customer-service paths are encrypted here, once
 * per load, not once per request.
 */
export async function loadSystemSnapshot(
  db: Db,
  merchant: Merchant,
  keyring: Keyring,
): Promise<SystemSnapshot> {
  const id = merchant.id;
  const [services, domains, resources, modules, fields, settings] = await Promise.all([
    db.query<{ cs_type: string; title: string; url: string }>(
      'select cs_type, title, url from customer_service where merchant_id = $1 order by sort, id',
      [id],
    ),
    db.query<{ domain: string; route_type: string }>(
      'select domain, route_type from domain_route where merchant_id = $1 order by domain',
      [id],
    ),
    db.query<{ resource_type: string; url: string; label_name_en: string }>(
      'select resource_type, url, label_name_en from resource where merchant_id = $1 order by sort, id',
      [id],
    ),
    db.query<ModuleRow>(
      'select mod_id, parent_mod_id, name, enabled, sort from whitelabel_module where merchant_id = $1',
      [id],
    ),
    db.query<RegisterFieldRow>(
      `select field_name, shown, required, pattern_id, accepted_pattern, min_length, max_length
       from register_field where merchant_id = $1 order by field_name`,
      [id],
    ),
    db.query<{ key: string; value: unknown }>(
      'select key, value from merchant_setting where merchant_id = $1',
      [id],
    ),
  ]);
  const publicKey = await ensureActivePublicKey(db, id, keyring);
  const whitelabel = buildModuleTree(modules);
  return {
    customerService: await Promise.all(
      services.map(async (row) => ({
        csType: row.cs_type,
        title: row.title,
        path: await encryptCsPath(row.url),
      })),
    ),
    customerServiceTag: weakTag(JSON.stringify(services)),
    domainRoute: domains.map((row) => ({
      domain: row.domain,
      merchantCode: merchant.code,
      routeType: row.route_type,
    })),
    resources: resources.map((row) => ({
      resourceType: row.resource_type,
      url: row.url,
      labelNameEn: row.label_name_en,
    })),
    whitelabel,
    registerRules: registerRulesFrom(fields),
    registerSetting: registerSettingFrom(
      whitelabel,
      new Map(settings.map((row) => [row.key, row.value])),
      fields,
    ),
    publicKey,
  };
}
