import { checkRule, patternMessageKey, type FieldRule } from '@portal/contract/patterns';
import * as z from 'zod/mini';

/** Options of `ruleText`. */
export interface RuleTextOptions {
  /** The server-published rule of the field; without one only `required` is checked. */
  rule?: FieldRule | undefined;
  required: boolean;
  /** Message key when empty and required. */
  requiredMessage?: string | undefined;
  /** Message key when the rule fails; the rule's pattern template by default. */
  invalidMessage?: string | undefined;
  /** Passwords are kept exactly as typed; every other field is trimmed like the server does. */
  trim?: boolean | undefined;
}

// Checks are written with `z.check`, the smallest custom check of zod/mini: zod's core sits in
// the initial bundle, so every zod helper a form uses is paid for by the home page (ADR 0007).

/**
 * A failed check. `continue: true` lets the other checks run (zod stops at an issue without
 * it), so the form shows every error at once, the confirmation's included.
 */
export function issue(message: string, input: unknown, field?: string) {
  return {
    code: 'custom' as const,
    message,
    input,
    continue: true,
    ...(field === undefined ? {} : { path: [field] }),
  };
}

/**
 * A form field compiled from a server-published rule (spec section 5): trimmed, required when
 * configured, then `checkRule`, the same check the server runs. Messages are i18n keys (the
 * pattern template's key for a failed rule); the form translates them with `fieldErrorText`
 * and the rule's bounds, so a language switch re-renders them without revalidating.
 */
export function ruleText({
  rule,
  required,
  requiredMessage = 'field_required',
  invalidMessage,
  trim = true,
}: RuleTextOptions) {
  const check = z.check<string>((payload) => {
    const { value } = payload;
    let message: string | null = null;
    if (value === '') message = required ? requiredMessage : null;
    else if (rule !== undefined && !checkRule(rule, value)) {
      message = invalidMessage ?? patternMessageKey(rule.patternId);
    }
    if (message !== null) payload.issues.push(issue(message, value));
  });
  return trim ? z.string().check(z.trim(), check) : z.string().check(check);
}

/** A box that must be ticked; `message` is the i18n key shown when it is not. */
export function ticked(message: string) {
  return z.boolean().check(
    z.check<boolean>((payload) => {
      if (!payload.value) payload.issues.push(issue(message, payload.value));
    }),
  );
}

/** Adds `confirmation_mismatch` on `confirmField` when it differs from `field`. */
export function sameAs<T extends object>(field: keyof T, confirmField: keyof T) {
  return z.check<T>((payload) => {
    if (payload.value[field] === payload.value[confirmField]) return;
    payload.issues.push(issue('confirmation_mismatch', payload.value, confirmField as string));
  });
}
