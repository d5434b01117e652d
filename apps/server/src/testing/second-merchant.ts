import type { TestApp } from './test-app.ts';

/**
 * Adds a second brand through SQL, as an operator would: its own domain, customer service,
 * resources, modules and register fields, all different from the demo merchant's. The app is
 * told, as the operator API would, so its caches pick the brand up at once.
 */
export async function createSecondMerchant(t: TestApp, code = 'beta'): Promise<number> {
  const db = t.db;
  const [row] = await db.query<{ id: number }>(
    `insert into merchant (code, name, currency, currency_symbol, currency_scale, default_language, languages, main_domain)
     values ($1, 'Beta Bet', 'EUR', '€', 2, 'EN', $2, $3) returning id`,
    [code, ['EN'], `${code}.example`],
  );
  const id = row!.id;
  await db.query(
    `insert into domain_route (merchant_id, domain, route_type) values ($1, $2, 'WEB')`,
    [id, `${code}.example`],
  );
  await db.query(
    `insert into customer_service (merchant_id, cs_type, title, url) values ($1, 'EMAIL', 'Mail', $2)`,
    [id, `mailto:help@${code}.example`],
  );
  await db.query(
    `insert into resource (merchant_id, resource_type, url, label_name_en) values ($1, 'YOUTUBE', $2, 'YouTube')`,
    [id, `https://video.example/${code}`],
  );
  await db.query(
    `insert into whitelabel_module (merchant_id, mod_id, name, enabled) values ($1, 'VIP', 'VIP', false)`,
    [id],
  );
  await db.query(
    `insert into register_field (merchant_id, field_name, shown, required, pattern_id, min_length, max_length)
     values ($1, 'username', true, true, 'ALPHANUMERIC', 3, 9)`,
    [id],
  );
  await t.app.platform.directory.invalidate();
  return id;
}
