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
