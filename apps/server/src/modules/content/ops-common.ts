import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { merchantParams } from '../ops/schema.ts';

/** The merchant an operator call names by `:code`; 404 when unknown. */
export async function opsMerchant(platform: Platform, code: string): Promise<Merchant> {
  const merchant = await platform.directory.byCode(code);
  if (!merchant) throw new AppError('not_found');
  return merchant;
}

/** `{PT, EN, ...}` texts an operator gives: at least one language, each bounded. */
export function localizedText(max: number) {
  return z
    .record(z.string().regex(/^[A-Z]{2}$/u, 'field_invalid'), z.string().trim().min(1).max(max))
    .refine(
      (map) => Object.keys(map).length >= 1 && Object.keys(map).length <= 12,
      'field_required',
    );
}

/** `:code` plus a numeric `:id`. */
export const merchantIdParams = merchantParams.extend({
  id: z.string().regex(/^[0-9]{1,18}$/u, 'field_invalid'),
});

/** `pageNo` and `pageSize` (at most 100) of an operator list; it answers `{ list, total }`. */
export const opsPaging = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** An optional query filter where `?name=` (empty) means no filter, as forms send it. */
export function optionalFilter<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), z.enum(values).optional());
}

/** A row's display order (lower first), as operators set it. */
export const sortOrder = z.number().int().min(-100_000).max(100_000);
