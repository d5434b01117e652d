import * as z from 'zod/mini';
import { patternSources } from './patterns.ts';

/**
 * Small string builders shared by the contract's schemas, so every field spells trimming,
 * bounds and its message key the same way.
 */

// C0 controls other than tab, line feed and carriage return, DEL, C1 controls, and UTF-16
// surrogates that are not part of a pair. None is ever part of what a person types; NUL and
// lone surrogates cannot even be stored as PostgreSQL text.
const unsafeCharacter =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

/**
 * True when a string holds a control character (tab and line breaks excepted) or an unpaired
 * surrogate. Every text input is refused with it: the contract's text types check it, and the
 * server checks every string of every request with it before any handler runs.
 */
export function hasUnsafeCharacter(value: string): boolean {
  return unsafeCharacter.test(value);
}

/** The check every text type carries: `field_invalid` on an unsafe character. */
const safeCharacters = z.refine<string>((value) => !hasUnsafeCharacter(value), {
  message: 'field_invalid',
});

/** A trimmed string of at most `max` characters. */
export function text(max: number) {
  return z.string().check(z.trim(), z.maxLength(max), safeCharacters);
}

/** A trimmed string that must not be empty; `message` is the i18n key when it is. */
export function requiredText(max: number, message = 'field_required') {
  return z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max), safeCharacters);
}

/** A string kept exactly as typed (passwords), at most `max` characters. */
export function secret(max: number) {
  return z.string().check(z.maxLength(max), safeCharacters);
}

/** A required password-like value kept exactly as typed. */
export function requiredSecret(max: number) {
  return z.string().check(z.minLength(1, 'field_required'), z.maxLength(max), safeCharacters);
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
