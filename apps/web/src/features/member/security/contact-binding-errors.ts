import { formErrorShower } from '../../../shared/money/wallet-errors.ts';

/** Refusals of the binding calls that belong under one input rather than above the form. */
const fieldOfCode: Record<string, string> = {
  mobile_taken: 'mobileNum',
  mobile_unchanged: 'mobileNum',
  invalid_mobile: 'mobileNum',
  email_unchanged: 'email',
  invalid_email: 'email',
  invalid_verification_code: 'verificationCode',
  sms_code_expired: 'verificationCode',
  wrong_old_password: 'password',
};

/**
 * Shows a refused send or bind where it belongs: per-field messages under their inputs, a
 * known code under its input, anything else (throttling, a failed send) as the form's alert.
 */
export const showBindingError = formErrorShower(fieldOfCode);
