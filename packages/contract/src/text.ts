import * as z from 'zod/mini';
import { patternSources } from './patterns.ts';

/**
 * Small string builders shared by the contract's schemas, so every field spells trimming,
 * bounds and its message key the same way.
 */

/** A trimmed string of at most `max` characters. */
export function text(max: number) {
  return z.string().check(z.trim(), z.maxLength(max));
}

/** A trimmed string that must not be empty; `message` is the i18n key when it is. */
export function requiredText(max: number, message = 'field_required') {
  return z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));
}

/** A string kept exactly as typed (passwords), at most `max` characters. */
export function secret(max: number) {
  return z.string().check(z.maxLength(max));
}

/** A required password-like value kept exactly as typed. */
export function requiredSecret(max: number) {
  return z.string().check(z.minLength(1, 'field_required'), z.maxLength(max));
}

/** A mobile number: digits only, 6 to 15 of them. */
export const mobileNumber = z.string().check(z.trim(), z.regex(/^[0-9]{6,15}$/u, 'invalid_mobile'));

/** A country dialing code without `+`. */
export const dialingCode = z.string().check(z.trim(), z.regex(/^[0-9]{1,4}$/u, 'field_invalid'));

/** An email address (the EMAIL pattern of the registration rules), at most 128 characters. */
export const emailAddress = z
  .string()
  .check(
    z.trim(),
    z.maxLength(128, 'invalid_email'),
    z.regex(new RegExp(patternSources.EMAIL, 'u'), 'invalid_email'),
  );
