import * as z from 'zod/mini';

/**
 * An amount of the brand's currency as an operator types it in a rewards setting (`1000`,
 * `0.50`): up to 12 whole digits and 8 decimals, never negative. The server converts it at the
 * brand's scale when it uses it.
 */
export const settingAmount = z
  .string()
  .check(z.regex(/^[0-9]{1,12}(\.[0-9]{1,8})?$/u, 'field_invalid'));
