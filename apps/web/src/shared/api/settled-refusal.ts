import { isApiError } from './api-error.ts';

/**
 * True when the server answered a refusal (4xx): nothing was applied, and the server keeps that
 * answer under the request's idempotency key, so the member's next try (a smaller quantity,
 * another amount, a claim after a refresh) needs a fresh key or it would meet the stored
 * refusal or `idempotency_mismatch`. A network failure or a 5xx keeps the key: the first
 * request may have gone through, and the retry must meet it rather than act again.
 */
export function isSettledRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
