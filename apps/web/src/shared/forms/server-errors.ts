import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldRule } from '@portal/contract/patterns';
import { isApiError } from '../api/api-error.ts';
import { fieldErrorText } from './error-text.ts';

/**
 * Puts the per-field messages of a refused call (`fields`) under the form's own inputs and moves
 * focus to the first of them. Returns true when at least one field of the form was named.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || error.fields === undefined) return false;
  let applied = false;
  for (const name of names) {
    const message = error.fields[name];
    if (message === undefined) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The text to show under a field for its react-hook-form error, if any. */
export function fieldError(error: FieldError | undefined, rule?: FieldRule): string | undefined {
  const message = error?.message;
  return message === undefined || message === '' ? undefined : fieldErrorText(message, rule);
}
