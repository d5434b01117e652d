import { z } from 'zod';
import type { Queryable } from '../db/db.ts';
import type { Merchant } from './merchant.ts';

/**
 * A brand's JSON setting (`merchant_setting` row `key`) parsed with its schema, defaults filled
 * in when the row is absent. A malformed row throws (a 500) rather than silently loosening a
 * rule: settings hold money limits.
 */
export async function merchantSetting<S extends z.core.$ZodType>(
  q: Queryable,
  merchant: Pick<Merchant, 'id' | 'code'>,
  key: string,
  schema: S,
): Promise<z.output<S>> {
  const [row] = await q.query<{ value: unknown }>(
    'select value from merchant_setting where merchant_id = $1 and key = $2',
    [merchant.id, key],
  );
  return parseMerchantSetting(merchant, key, schema, row?.value);
}

const settingKey = /^[a-z][a-z_]*$/u;

/**
 * The setting `key` of the merchant in `$1`, as JSON text (null without a row), as a scalar
 * subquery for statements that read it beside other things.
 */
export function merchantSettingSql(key: string): string {
  if (!settingKey.test(key)) throw new Error(`not a setting key: ${key}`);
  return `(select value::text from merchant_setting where merchant_id = $1 and key = '${key}')`;
}

/** A setting's stored value (undefined without a row) parsed as `merchantSetting` does. */
export function parseMerchantSetting<S extends z.core.$ZodType>(
  merchant: Pick<Merchant, 'code'>,
  key: string,
  schema: S,
  value: unknown,
): z.output<S> {
  // Classic or mini schema alike: the contract's settings are zod/mini.
  const parsed = z.safeParse(schema, value ?? {});
  if (!parsed.success)
    throw new Error(`merchant ${merchant.code}: bad ${key} setting: ${parsed.error.message}`);
  return parsed.data;
}
