import type { BrandListItem, BrandView } from '@portal/contract/ops/brands';
import type { Queryable } from '../../../db/db.ts';
import { AppError } from '../../../http/app-error.ts';

interface BrandRow {
  id: number;
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  currency_scale: number;
  time_zone: string;
  default_language: string;
  languages: string[];
  main_domain: string;
  image_cdns: string[];
  launch_cdns: string[];
  analytics_id: string | null;
  is_default: boolean;
  maintenance: boolean;
  created_at: Date;
}

const brandColumns = `id, code, name, currency, currency_symbol, currency_scale, time_zone,
  default_language, languages, main_domain, image_cdns, launch_cdns, analytics_id, is_default,
  maintenance, created_at`;

/** Every brand of the deployment, by code, with its member count. */
export async function brandList(q: Queryable): Promise<BrandListItem[]> {
  const rows = await q.query<BrandRow & { members: number }>(
    `select ${brandColumns},
       (select count(*)::int from member where member.merchant_id = merchant.id) as members
     from merchant order by code`,
  );
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    currency: row.currency,
    languages: row.languages,
    mainDomain: row.main_domain,
    isDefault: row.is_default,
    maintenance: row.maintenance,
    members: row.members,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The id of the brand `code`; 404 `not_found` when there is none. */
export async function brandId(q: Queryable, code: string): Promise<number> {
  const [row] = await q.query<{ id: number }>('select id from merchant where code = $1', [code]);
  if (!row) throw new AppError('not_found');
  return row.id;
}

/** A brand's whole configuration, as the console shows and edits it. */
export async function brandView(q: Queryable, merchantId: number): Promise<BrandView> {
  const [row] = await q.query<BrandRow>(`select ${brandColumns} from merchant where id = $1`, [
    merchantId,
  ]);
  if (!row) throw new AppError('not_found');
  const [domains, services, resources, keys] = await Promise.all([
    q.query<{ domain: string; route_type: string }>(
      `select domain, route_type from domain_route where merchant_id = $1
       order by domain = $2 desc, id`,
      [merchantId, row.main_domain],
    ),
    q.query<{ cs_type: string; title: string; url: string }>(
      'select cs_type, title, url from customer_service where merchant_id = $1 order by sort, id',
      [merchantId],
    ),
    q.query<{ resource_type: string; url: string; label_name_en: string }>(
      `select resource_type, url, label_name_en from resource where merchant_id = $1
       order by sort, id`,
      [merchantId],
    ),
    q.query<{ kid: string; active: boolean; created_at: Date; retired_at: Date | null }>(
      `select kid, active, created_at, retired_at from merchant_key where merchant_id = $1
       order by active desc, created_at desc`,
      [merchantId],
    ),
  ]);
  return {
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    currencyScale: row.currency_scale,
    timeZone: row.time_zone,
    defaultLanguage: row.default_language,
    languages: row.languages,
    domains: domains.map((d) => ({ domain: d.domain, routeType: d.route_type })),
    imageCdns: row.image_cdns,
    launchCdns: row.launch_cdns,
    analyticsId: row.analytics_id ?? '',
    customerService: services.map((s) => ({ csType: s.cs_type, title: s.title, url: s.url })),
    resources: resources.map((r) => ({
      resourceType: r.resource_type,
      url: r.url,
      labelNameEn: r.label_name_en,
    })),
    isDefault: row.is_default,
    maintenance: row.maintenance,
    createdAt: row.created_at.toISOString(),
    keys: keys.map((k) => ({
      kid: k.kid,
      active: k.active,
      createdAt: k.created_at.toISOString(),
      retiredAt: k.retired_at?.toISOString() ?? null,
    })),
  };
}
