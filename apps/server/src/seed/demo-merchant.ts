import type { Tx } from '../db/db.ts';
import { createMerchantKey } from '../merchant/merchant-keys.ts';
import type { Seeder } from './seeders.ts';
import {
  demoModules,
  demoRegisterFields,
  demoResources,
  demoServices,
} from './demo-merchant-data.ts';

/**
 * The demo brand "Aurora Play": default merchant on localhost, BRL, PT with EN, its key pair,
 * customer service, resources, every whitelabel module (enabled), registration fields and
 * settings.
 */
export const demoMerchantSeeder: Seeder = {
  name: 'demo-merchant',
  async run(tx: Tx, context) {
    const [merchant] = await tx.query<{ id: number }>(
      `insert into merchant (code, name, currency, currency_symbol, currency_scale, default_language, languages,
         main_domain, analytics_id, image_cdns, launch_cdns, is_default, time_zone)
       values ('demo', 'Aurora Play', 'BRL', 'R$', 2, 'PT', $1, 'localhost', null, $2, $3, true,
         'America/Sao_Paulo')
       returning id`,
      // '' is the page's own origin: artwork and game pages are served by this server.
      [['PT', 'EN'], [''], ['']],
    );
    const id = merchant!.id;
    context.merchants.set('demo', id);
    await createMerchantKey(tx, id);

    for (const domain of ['localhost', '127.0.0.1']) {
      await tx.query(
        `insert into domain_route (merchant_id, domain, route_type) values ($1, $2, 'WEB')`,
        [id, domain],
      );
    }
    for (const [sort, service] of demoServices.entries()) {
      await tx.query(
        'insert into customer_service (merchant_id, cs_type, title, url, sort) values ($1, $2, $3, $4, $5)',
        [id, service.csType, service.title, service.url, sort],
      );
    }
    for (const [sort, resource] of demoResources.entries()) {
      await tx.query(
        'insert into resource (merchant_id, resource_type, url, label_name_en, sort) values ($1, $2, $3, $4, $5)',
        [id, resource.resourceType, resource.url, resource.labelNameEn, sort],
      );
    }
    // Parents come before their children in the list, as the foreign key requires.
    for (const [sort, module] of demoModules.entries()) {
      await tx.query(
        `insert into whitelabel_module (merchant_id, mod_id, parent_mod_id, name, enabled, sort)
         values ($1, $2, $3, $4, true, $5)`,
        [id, module.modId, module.parent, module.name, sort],
      );
    }
    for (const field of demoRegisterFields) {
      await tx.query(
        `insert into register_field (merchant_id, field_name, shown, required, pattern_id, min_length, max_length)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, field.name, field.shown, field.required, field.patternId, field.min, field.max],
      );
    }
    const settings: Record<string, unknown> = {
      defaultRegisterType: 'register',
      defaultForgotType: 'email',
    };
    for (const [key, value] of Object.entries(settings)) {
      await tx.query(
        'insert into merchant_setting (merchant_id, key, value) values ($1, $2, $3::text::jsonb)',
        [id, key, JSON.stringify(value)],
      );
    }
  },
};
