import { AppError } from '../../http/app-error.ts';

/**
 * Throws the per-field messages collected by the checks: `confirmation_mismatch` when only
 * confirmations failed (the spec's own message), else `invalid_input`. Nothing was changed.
 */
export function throwIfFieldErrors(
  fields: Record<string, string>,
  confirmationFields: readonly string[] = [],
): void {
  const keys = Object.keys(fields);
  if (keys.length === 0) return;
  if (keys.every((key) => confirmationFields.includes(key)))
    throw new AppError('confirmation_mismatch', fields);
  throw new AppError('invalid_input', fields);
}

/** True for a value the member actually filled in. */
export function present(value: string | undefined | null): value is string {
  return value !== undefined && value !== null && value !== '';
}
