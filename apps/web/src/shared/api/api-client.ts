import type { Endpoint, InputOf, OutputOf } from '@portal/contract/endpoint';
import { i18n, loadMessages } from '../../i18n/i18n.ts';
import { defaultLanguage, isLanguageCode } from '../../i18n/language-codes.ts';
import { readMerchantCode, readSavedLanguage, readToken } from '../storage/session-values.ts';
import { ApiError } from './api-error.ts';
import { encryptPayload } from './encrypt-payload.ts';
import { toQueryString } from './query-string.ts';

/** Per-call options: cancellation (TanStack Query passes its signal) and extra headers. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
  /**
   * The `Idempotency-Key` of a money call: one per user action (make it when the form opens or
   * the action starts, keep it across retries). Without one a fresh key is made per call.
   */
  idempotencyKey?: string | undefined;
  /** The file an `upload` endpoint sends as its body. */
  file?: Blob | undefined;
}

/** The language every request announces; the saved choice, else the default PT. */
function requestLanguage(): string {
  const saved = readSavedLanguage();
  return isLanguageCode(saved) ? saved : defaultLanguage;
}

/**
 * An error made by the client itself, with its text in the language on screen. The texts of
 * the codes that need no answer (`network_abnormal`, `internal_error`) are bundled; another
 * code's waits for the messages (and, should they fail to load, reads as its code).
 */
async function clientError(
  code: string,
  status: number,
  endpoint: Endpoint,
  fields?: Record<string, string>,
): Promise<ApiError> {
  if (!i18n.exists(code)) await loadMessages().catch(() => undefined);
  const message = i18n.t(code as never);
  return new ApiError({ code, message, status, fields, endpointId: endpoint.id });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Input failed the contract schema: the same per-field shape the server would answer. */
function invalidInput(
  endpoint: Endpoint,
  issues: { path: PropertyKey[]; message: string }[],
): Promise<ApiError> {
  const fields = Object.fromEntries(
    issues.map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
  return clientError('invalid_input', 0, endpoint, fields);
}

async function buildInit(
  endpoint: Endpoint,
  input: unknown,
  options: CallOptions,
): Promise<RequestInit> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Language': requestLanguage(),
  };
  const merchant = readMerchantCode();
  if (merchant !== null) headers['X-Merchant'] = merchant;
  const token = readToken();
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (endpoint.idempotent)
    headers['Idempotency-Key'] = options.idempotencyKey ?? crypto.randomUUID();
  let body: string | Blob | undefined;
  if (endpoint.upload) {
    if (options.file === undefined) throw await clientError('invalid_input', 0, endpoint);
    headers['Content-Type'] = options.file.type || 'application/octet-stream';
    body = options.file;
  } else if (endpoint.inputFrom === 'body') {
    if (endpoint.encrypted) {
      const encrypted = await encryptPayload(endpoint, input);
      Object.assign(headers, encrypted.headers, { 'Content-Type': 'application/json' });
      body = encrypted.body;
    } else if (endpoint.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQueryString(input);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }
  }
  return {
    method: endpoint.method,
    headers: { ...headers, ...options.headers },
    body,
    signal: options.signal,
  };
}

/** Reads the envelope and the value; anything that is not the contract's shape is an error. */
async function readEnvelope<E extends Endpoint>(
  endpoint: E,
  status: number,
  body: unknown,
): Promise<OutputOf<E>> {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (envelope.success === false && typeof envelope.code === 'string') {
    const fields = envelope.fields as Record<string, string> | undefined;
    const details =
      typeof envelope.details === 'object' && envelope.details !== null
        ? (envelope.details as Record<string, unknown>)
        : undefined;
    const message = typeof envelope.message === 'string' ? envelope.message : envelope.code;
    throw new ApiError({
      code: envelope.code,
      message,
      status,
      fields,
      details,
      endpointId: endpoint.id,
    });
  }
  if (envelope.success !== true || !('value' in envelope)) {
    throw await clientError('internal_error', status, endpoint);
  }
  const parsed = endpoint.output.safeParse(envelope.value);
  if (!parsed.success) throw await clientError('internal_error', status, endpoint);
  return parsed.data as OutputOf<E>;
}

/**
 * Calls one endpoint of the contract: builds the URL (query for GET and DELETE, JSON or form body
 * otherwise), attaches token, merchant and language, and returns the parsed `value`. Every failure
 * is an `ApiError`: the server's envelope code, `network_abnormal` when no answer arrived, or
 * `internal_error` when the answer does not match the contract. Cancellation stays an AbortError.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: CallOptions = {},
): Promise<OutputOf<E>> {
  const parsedInput = endpoint.input.safeParse(input ?? {});
  if (!parsedInput.success) throw await invalidInput(endpoint, parsedInput.error.issues);
  const query = endpoint.inputFrom === 'query' ? toQueryString(parsedInput.data) : '';
  const url = query === '' ? endpoint.path : `${endpoint.path}?${query}`;
  const init = await buildInit(endpoint, parsedInput.data, options);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw await clientError('network_abnormal', 0, endpoint);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (isAbort(error)) throw error;
    // A body that is not JSON comes from something between us and the API (a proxy error page).
    throw await clientError(
      response.ok ? 'internal_error' : 'network_abnormal',
      response.status,
      endpoint,
    );
  }
  return readEnvelope(endpoint, response.status, body);
}
