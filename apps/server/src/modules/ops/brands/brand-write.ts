import type { brandCreateInput, BrandView, brandUpdateInput } from '@portal/contract/ops/brands';
import type * as z from 'zod/mini';
import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type { Queryable, Tx } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';
import { createMerchantKey, rotateMerchantKey } from '../../../merchant/merchant-keys.ts';
import type { Platform } from '../../../platform.ts';
import { demoModules, demoRegisterFields } from '../../../seed/demo-merchant-data.ts';
import { recordAudit, type AuditValue } from '../../audit/audit-log.ts';
import type { OperatorAct } from '../operators/operator-admin.ts';
import { brandId, brandView } from './brand-read.ts';

type BrandCreate = z.output<typeof brandCreateInput>;
type BrandUpdate = z.output<typeof brandUpdateInput>;

/**
 * Creating and changing brands. Each change runs in one transaction with its audit row (on the
 * brand it changes: before and after), then invalidates the brand on every node, so routing,
 * the status call and the payload keys follow at once.
 */

/** Field errors the schema cannot see: an unknown time zone, a default language not offered. */
function checkFields(input: BrandUpdate, language: MessageLanguage): void {
  const fields: Record<string, string> = {};
  if (!isTimeZone(input.timeZone)) fields.timeZone = messageText('time_zone_invalid', language);
  if (!input.languages.includes(input.defaultLanguage))
    fields.defaultLanguage = messageText('default_language_missing', language);
  const seen = new Set<string>();
  for (const [i, { domain }] of input.domains.entries()) {
    if (seen.has(domain)) fields[`domains.${i}.domain`] = messageText('field_invalid', language);
    seen.add(domain);
  }
  if (Object.keys(fields).length > 0) throw new AppError('invalid_input', fields);
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** 400 when another brand holds one of the domains (the column is unique across brands). */
async function checkDomainsFree(
  q: Queryable,
  domains: readonly string[],
  ownId: number | null,
  language: MessageLanguage,
): Promise<void> {
  const taken = await q.query<{ domain: string }>(
    `select domain from domain_route where domain = any($1::text[])
     and ($2::int is null or merchant_id <> $2)`,
    [domains, ownId],
  );
  if (taken.length === 0) return;
  const fields: Record<string, string> = {};
  for (const { domain } of taken)
    fields[`domains.${domains.indexOf(domain)}.domain`] = messageText('domain_taken', language);
  throw new AppError('invalid_input', fields);
}

/** Replaces the brand's domains, customer-service entries and resources with the input's. */
async function writeLists(tx: Tx, merchantId: number, input: BrandUpdate): Promise<void> {
  await tx.query('delete from domain_route where merchant_id = $1', [merchantId]);
  for (const { domain, routeType } of input.domains)
    await tx.query(
      'insert into domain_route (merchant_id, domain, route_type) values ($1, $2, $3)',
      [merchantId, domain, routeType],
    );
  await tx.query('delete from customer_service where merchant_id = $1', [merchantId]);
  for (const [sort, s] of input.customerService.entries())
    await tx.query(
      `insert into customer_service (merchant_id, cs_type, title, url, sort)
       values ($1, $2, $3, $4, $5)`,
      [merchantId, s.csType, s.title, s.url, sort],
    );
  await tx.query('delete from resource where merchant_id = $1', [merchantId]);
  for (const [sort, r] of input.resources.entries())
    await tx.query(
      `insert into resource (merchant_id, resource_type, url, label_name_en, sort)
       values ($1, $2, $3, $4, $5)`,
      [merchantId, r.resourceType, r.url, r.labelNameEn, sort],
    );
}

/** What the audit row keeps of a brand: its configuration without the key list. */
function audited(view: BrandView): AuditValue {
  const { keys: _keys, ...rest } = view;
  return JSON.parse(JSON.stringify(rest)) as AuditValue;
}

/** A brand with the standard whitelabel tree (all on), register form and a new key pair. */
export async function createBrand(
  platform: Platform,
  act: OperatorAct,
  input: BrandCreate,
  language: MessageLanguage,
): Promise<BrandView> {
  checkFields(input, language);
  const id = await platform.db.transaction(async (tx) => {
    const [existing] = await tx.query('select 1 from merchant where code = $1', [input.code]);
    if (existing)
      throw new AppError('invalid_input', { code: messageText('brand_code_taken', language) });
    await checkDomainsFree(
      tx,
      input.domains.map((d) => d.domain),
      null,
      language,
    );
    const [row] = await tx.query<{ id: number }>(
      `insert into merchant (code, name, currency, currency_symbol, currency_scale,
         default_language, languages, main_domain, analytics_id, image_cdns, launch_cdns,
         time_zone)
       values ($1, $2, $3, $4, $5, $6, $7, $8, nullif($9, ''), $10, $11, $12) returning id`,
      [
        input.code,
        input.name,
        input.currency,
        input.currencySymbol,
        input.currencyScale,
        input.defaultLanguage,
        input.languages,
        input.domains[0]!.domain,
        input.analyticsId,
        input.imageCdns,
        input.launchCdns,
        input.timeZone,
      ],
    );
    const merchantId = row!.id;
    await createMerchantKey(tx, merchantId, platform.keyring);
    await writeLists(tx, merchantId, input);
    for (const [sort, module] of demoModules.entries())
      await tx.query(
        `insert into whitelabel_module (merchant_id, mod_id, parent_mod_id, name, enabled, sort)
         values ($1, $2, $3, $4, true, $5)`,
        [merchantId, module.modId, module.parent, module.name, sort],
      );
    for (const field of demoRegisterFields)
      await tx.query(
        `insert into register_field (merchant_id, field_name, shown, required, pattern_id,
           min_length, max_length) values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          merchantId,
          field.name,
          field.shown,
          field.required,
          field.patternId,
          field.min,
          field.max,
        ],
      );
    await recordAudit(tx, {
      merchantId,
      operatorId: act.operator.operatorId,
      action: 'brand_create',
      ip: act.ip,
      detail: { after: audited(await brandView(tx, merchantId)) },
    });
    return merchantId;
  });
  await platform.directory.invalidate(id);
  return brandView(platform.db, id);
}

/** Replaces what may change of a brand (not its code nor its currency). */
export async function updateBrand(
  platform: Platform,
  act: OperatorAct,
  input: BrandUpdate,
  language: MessageLanguage,
): Promise<BrandView> {
  checkFields(input, language);
  const id = await platform.db.transaction(async (tx) => {
    const merchantId = await brandId(tx, input.code);
    await tx.query('select id from merchant where id = $1 for update', [merchantId]);
    await checkDomainsFree(
      tx,
      input.domains.map((d) => d.domain),
      merchantId,
      language,
    );
    const before = await brandView(tx, merchantId);
    await tx.query(
      `update merchant set name = $2, time_zone = $3, default_language = $4, languages = $5,
         main_domain = $6, image_cdns = $7, launch_cdns = $8, analytics_id = nullif($9, '')
       where id = $1`,
      [
        merchantId,
        input.name,
        input.timeZone,
        input.defaultLanguage,
        input.languages,
        input.domains[0]!.domain,
        input.imageCdns,
        input.launchCdns,
        input.analyticsId,
      ],
    );
    await writeLists(tx, merchantId, input);
    await recordAudit(tx, {
      merchantId,
      operatorId: act.operator.operatorId,
      action: 'brand_update',
      ip: act.ip,
      detail: { before: audited(before), after: audited(await brandView(tx, merchantId)) },
    });
    return merchantId;
  });
  await platform.directory.invalidate(id);
  return brandView(platform.db, id);
}

/** A new active payload key pair; the old one opens payloads for its grace time only. */
export async function rotateBrandKey(
  platform: Platform,
  act: OperatorAct,
  input: { code: string; immediate: boolean },
): Promise<BrandView> {
  const id = await platform.db.transaction(async (tx) => {
    const merchantId = await brandId(tx, input.code);
    await tx.query('select id from merchant where id = $1 for update', [merchantId]);
    const [old] = await tx.query<{ kid: string }>(
      'select kid from merchant_key where merchant_id = $1 and active',
      [merchantId],
    );
    const key = await rotateMerchantKey(
      tx,
      merchantId,
      platform.keyring,
      new Date(platform.clock.now()),
      input.immediate,
    );
    await recordAudit(tx, {
      merchantId,
      operatorId: act.operator.operatorId,
      action: 'brand_key_rotate',
      ip: act.ip,
      detail: { before: old?.kid ?? null, after: key.kid, immediate: input.immediate },
    });
    return merchantId;
  });
  await platform.directory.invalidate(id);
  return brandView(platform.db, id);
}
