import * as z from 'zod/mini';

/**
 * Every JSON response is one of these two shapes. `code` is stable and doubles as the i18n key,
 * so a client can translate it without trusting the server's `message` text.
 */
export const errorEnvelope = z.object({
  success: z.literal(false),
  /** Stable machine code, also the i18n key (for example `in_no_login`). */
  code: z.string(),
  /** Human message in the request's language. */
  message: z.string(),
  /** Per-field messages for invalid input, keyed by the dotted field path. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** Facts a client acts on, such as `captcha: true` after a failed login. */
  details: z.optional(z.record(z.string(), z.unknown())),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Builds the schema of a successful envelope around a value schema. */
export function okEnvelope<T extends z.ZodMiniType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** The envelope of any call: success with its value, or an error. */
export function envelope<T extends z.ZodMiniType>(value: T) {
  return z.discriminatedUnion('success', [okEnvelope(value), errorEnvelope]);
}

export type Ok<T> = { success: true; value: T };
export type Envelope<T> = Ok<T> | ErrorEnvelope;

/** Paging input shared by every list call (`pageNo` is 1-based). */
export const pageQuery = z.object({
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(999)), 18),
});

/** Paging output beside the list field that the spec names for each call. */
export const pageMeta = z.object({
  totalPages: z.number().check(z.int(), z.minimum(0)),
  pageNum: z.number().check(z.int(), z.minimum(1)),
  total: z.number().check(z.int(), z.minimum(0)),
});
