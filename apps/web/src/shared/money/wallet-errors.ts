import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error.ts';
import { errorText } from '../forms/error-text.ts';
import type { Wording } from '../forms/use-worded.ts';
import { applyServerFieldErrors } from '../forms/server-errors.ts';

/** Refusals that belong under one input rather than above the form. */
const fieldOfCode: Record<string, string> = {
  wrong_withdraw_password: 'withdrawPassword',
  enter_withdraw_password: 'withdrawPassword',
  wrong_old_password: 'oldPassword',
  withdraw_password_format: 'newPassword',
  confirmation_mismatch: 'confirmPassword',
  insufficient_funds: 'amount',
  invalid_amount: 'amount',
  amount_below_minimum: 'amount',
  amount_above_maximum: 'amount',
  real_name_format: 'holderName',
  receiving_account_format: 'number',
  enter_receiving_address: 'number',
};

/** Shows a refused call in a form: see `formErrorShower`. */
export type ShowFormError = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
  setFormError: (wording: Wording | null) => void,
) => void;

/**
 * A function that shows a refused call where it belongs: the answer's per-field messages under
 * their inputs, a code of `fieldOfCode` under its input (when the form has it), anything else
 * as the form's alert (`setFormError`). Focus moves to the first field named.
 */
export function formErrorShower(fieldOfCode: Readonly<Record<string, string>>): ShowFormError {
  return function show<T extends FieldValues>(
    error: unknown,
    setError: UseFormSetError<T>,
    names: readonly Path<T>[],
    setFormError: (wording: Wording | null) => void,
  ): void {
    if (applyServerFieldErrors(error, setError, names)) return;
    const field = isApiError(error) ? fieldOfCode[error.code] : undefined;
    if (isApiError(error) && field !== undefined && (names as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message: error.code }, { shouldFocus: true });
      return;
    }
    setFormError(() => errorText(error));
  };
}

/** Shows a refused wallet call where it belongs (`formErrorShower`). */
export const showWalletError = formErrorShower(fieldOfCode);
