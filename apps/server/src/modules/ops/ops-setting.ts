import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Platform } from '../../platform.ts';
import { opsMerchant } from '../content/ops-common.ts';
import { merchantSetting } from '../../merchant/merchant-setting.ts';
import { opsRoute } from './ops-route.ts';
import { merchantParams } from './schema.ts';

/**
 * GET and PUT `/ops/merchants/:code/<path>` for one of a brand's JSON settings
 * (`merchant_setting` row `key`): the PUT body is checked with the setting's schema and stored
 * with its defaults filled in; both answer the setting as the server now reads it.
 */
export function opsSettingRoutes<S extends z.ZodType>(
  ops: FastifyInstance,
  platform: Platform,
  setting: { path: string; key: string; schema: S },
): void {
  const { db } = platform;
  const url = `/ops/merchants/:code/${setting.path}`;
  // A setting's parsed value is valid input to its schema (defaults filled, nothing renamed):
  // the output check parses it again.
  const read = async (code: string) =>
    (await merchantSetting(
      db,
      await opsMerchant(platform, code),
      setting.key,
      setting.schema,
    )) as z.input<S>;

  opsRoute(ops, {
    method: 'GET',
    url,
    params: merchantParams,
    output: setting.schema,
    handler: async ({ params }) => read(params.code),
  });

  opsRoute(ops, {
    method: 'PUT',
    url,
    params: merchantParams,
    body: setting.schema,
    output: setting.schema,
    handler: async ({ params, body }) => {
      const merchant = await opsMerchant(platform, params.code);
      await db.query(
        `insert into merchant_setting (merchant_id, key, value) values ($1, $2, $3)
         on conflict (merchant_id, key) do update set value = excluded.value`,
        [merchant.id, setting.key, JSON.stringify(body)],
      );
      return read(params.code);
    },
  });
}
