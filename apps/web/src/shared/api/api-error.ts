/** What an `ApiError` carries: the envelope's fields plus the HTTP status. */
export interface ApiErrorInit {
  /** Stable error code, also the i18n key (`in_no_login`, `network_abnormal`...). */
  code: string;
  /** Human message: the server's text, or the client's own for errors made here. */
  message: string;
  /** HTTP status of the answer; 0 when no answer arrived or the client refused to send. */
  status: number;
  /** Per-field messages for invalid input, keyed by the dotted field path. */
  fields?: Record<string, string> | undefined;
  /** Extra facts of the failure, such as `{ captcha: true }` after a refused login. */
  details?: Record<string, unknown> | undefined;
  /** The contract endpoint id (`system.status`) the error belongs to. */
  endpointId?: string | undefined;
}

/**
 * The one error type of the API client. Screens translate `code`; they never parse `message`,
 * which is only the fallback text for codes the client does not know yet.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly details: Record<string, unknown> | undefined;
  readonly endpointId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields;
    this.details = init.details;
    this.endpointId = init.endpointId;
  }
}

/** Type guard usable on anything a query or mutation throws. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
