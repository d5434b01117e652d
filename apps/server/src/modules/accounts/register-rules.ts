import { messageText, type MessageLanguage } from '@portal/contract/messages';
import {
  checkRule,
  fillTemplate,
  patternMessageKey,
  type FieldRule,
} from '@portal/contract/patterns';
import type { RegisterRules } from '@portal/contract/system';
import { defaultPassword } from '../../auth/password.ts';

/** The rule's message with its bounds filled, in the reader's language. */
export function ruleMessage(rule: FieldRule, language: MessageLanguage): string {
  return fillTemplate(
    messageText(patternMessageKey(rule.patternId), language),
    rule.minLength,
    rule.maxLength,
  );
}

/**
 * Checks a value against the merchant's published rule for the field, with the same
 * `checkRule` the web app runs; a failure adds the field's message to `fields`.
 */
export function checkFieldRule(
  rules: RegisterRules,
  field: string,
  value: string,
  language: MessageLanguage,
  fields: Record<string, string>,
): void {
  const rule = rules[field];
  if (rule && !checkRule(rule, value)) fields[field] ??= ruleMessage(rule, language);
}

/**
 * Checks a new password: the merchant's `password` rule, never the default password, no
 * spaces at either end, and the confirmation. Field messages land in `fields` under the given names.
 */
export function checkNewPassword(
  rules: RegisterRules,
  password: string,
  confirmation: string,
  names: { password: string; confirmation: string },
  language: MessageLanguage,
  fields: Record<string, string>,
): void {
  if (password === '') fields[names.password] = messageText('field_required', language);
  else if (password === defaultPassword || password.trim() !== password)
    // Never the default password; no edge spaces either, as logins trim what is typed.
    fields[names.password] = messageText('field_invalid', language);
  else {
    const rule = rules.password;
    if (rule && !checkRule(rule, password)) fields[names.password] = ruleMessage(rule, language);
  }
  if (password !== confirmation)
    fields[names.confirmation] ??= messageText('confirmation_mismatch', language);
}
