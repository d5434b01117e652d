import { fillTemplate, type FieldRule } from '@portal/contract/patterns';
import { i18n } from '../../i18n/i18n.ts';
import { isApiError } from '../api/api-error.ts';

/**
 * The text of a failed call in the language on screen: the translation of its code when the
 * client knows the code, else the server's own message (already in the requested language).
 */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('internal_error');
  return i18n.exists(error.code) ? i18n.t(error.code as never) : error.message;
}

/**
 * The text of one field's message from the server or the contract (`field_required`,
 * `username_taken`, `pattern_DIGITS`...): translated when it is a key, with the field rule's
 * bounds filled into a pattern template; any other text is shown as it came.
 */
export function fieldErrorText(message: string, rule?: FieldRule): string {
  if (!i18n.exists(message)) return message;
  const text = i18n.t(message as never);
  return rule === undefined ? text : fillTemplate(text, rule.minLength, rule.maxLength);
}
