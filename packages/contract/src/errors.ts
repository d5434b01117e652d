/**
 * Stable error codes with their HTTP status. The code is the i18n key on both sides; the
 * translated texts live in `messages.ts`.
 */
export const errorStatus = {
  invalid_input: 400,
  in_input_empty: 400,
  bad_encrypted_payload: 400,
  in_no_login: 401,
  session_expired: 401,
  forbidden: 403,
  in_need_true_account: 403,
  only_agent_login: 403,
  non_member_login: 403,
  region_restricted: 403,
  ops_disabled: 404,
  not_found: 404,
  conflict: 409,
  idempotency_mismatch: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  not_implemented: 501,
  maintenance: 503,
  /** A dependency (the database) is down, or the platform has no merchant configured yet. */
  service_unavailable: 503,
  internal_error: 500,
  // Accounts and sessions.
  login_failed: 401,
  captcha_required: 400,
  captcha_invalid: 400,
  invalid_verification_code: 400,
  sms_code_expired: 400,
  sms_send_failed: 502,
  username_taken: 409,
  mobile_taken: 409,
  invitation_code_error: 400,
  terms_required: 400,
  wrong_old_password: 400,
  password_reuse: 400,
  confirmation_mismatch: 400,
  reset_token_invalid: 400,
  username_or_email_missing: 404,
  complete_verification_first: 403,
  feature_disabled: 403,
  contact_agent: 403,
  // Games and wallets.
  /** The wallet holds less than the bet or transfer needs; nothing moved. */
  insufficient_funds: 409,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorStatus, code);
}
