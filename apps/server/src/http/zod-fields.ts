import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type { z } from 'zod';

function fill(template: string, bound: unknown): string {
  const value = String(bound);
  return template.replaceAll('(max)', value).replaceAll('(min)', value);
}

/** The translated message of one zod issue. */
export function issueMessage(issue: z.core.$ZodIssue, language: MessageLanguage): string {
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return messageText('field_required', language);
  const known = messageText(issue.message, language);
  if (known !== issue.message) {
    // A schema's own key (`field_too_long`) still gets its bound filled in.
    if (issue.code === 'too_big') return fill(known, issue.maximum);
    if (issue.code === 'too_small') return fill(known, issue.minimum);
    return known;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return fill(messageText('field_too_long', language), issue.maximum);
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    // An empty required string reads better as "required" than "at least 1 character".
    if (issue.minimum === 1 && issue.input === '') return messageText('field_required', language);
    return fill(messageText('field_too_short', language), issue.minimum);
  }
  return messageText('field_invalid', language);
}

/**
 * Per-field messages of a failed parse, keyed by dotted path (`address.city`, `items.0`); the
 * first issue of a field wins. Issues about the whole input are keyed by `root`. Parse with
 * `reportInput: true` so missing fields can be told from wrong ones.
 */
export function issueFields(
  error: z.core.$ZodError,
  language: MessageLanguage,
  root: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? root : issue.path.map(String).join('.');
    fields[key] ??= issueMessage(issue, language);
  }
  return fields;
}
