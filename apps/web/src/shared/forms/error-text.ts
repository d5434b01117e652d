import { fillTemplate, type FieldRule } from '@portal/contract/patterns';
import { dateTimeText } from '../../i18n/date-time-text.ts';
import { i18n } from '../../i18n/i18n.ts';
import { isApiError } from '../api/api-error.ts';

/**
 * The text of a failed call in the language on screen: the translation of its code when the
 * client knows the code, else the server's own message (already in the requested language).
 */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('internal_error');
  const text = i18n.exists(error.code) ? i18n.t(error.code as never) : error.message;
  return withWhen(text, error.code, error.details);
}

/**
 * A refusal that says until when (a cool-off's end, a limit's reset: responsible gaming) gets
 * that date added, in the language on screen; a refused login of an excluded member also says
 * the balance can still be paid out.
 */
function withWhen(text: string, code: string, details: Record<string, unknown> | undefined) {
  if (details === undefined) return text;
  const when = withUntil(text, code, details);
  return code === 'rg_excluded' ? `${when} ${i18n.t('errorWhen.payout')}` : when;
}

/** The refusal's text with its end date or reset time, when it carries one. */
function withUntil(text: string, code: string, details: Record<string, unknown>) {
  const date = (iso: string) => dateTimeText(iso, i18n.language);
  if (typeof details.until === 'string')
    return `${text} ${i18n.t('errorWhen.until', { date: date(details.until) })}`;
  if (code === 'rg_excluded' && details.until === null)
    return `${text} ${i18n.t('errorWhen.permanent')}`;
  if (typeof details.resetsAt === 'string')
    return `${text} ${i18n.t('errorWhen.resets', { date: date(details.resetsAt) })}`;
  return text;
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
