import type { Endpoint, InputOf, OutputOf } from '@portal/contract/endpoint';
import { useSyncExternalStore } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { readStorage, removeStorage, writeStorage } from '../../shared/storage/browser-storage.ts';

/**
 * The operator's session token: this tab's session storage under its own key, apart from a
 * member's `token`, so the console and the portal never read each other's session. Closing the
 * tab ends it on this machine (the server also ends it after its idle and absolute limits).
 */
const tokenKey = 'operatorToken';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readOperatorToken(): string | null {
  const token = readStorage('session', tokenKey);
  return token === null || token === '' ? null : token;
}

export function writeOperatorToken(token: string): void {
  writeStorage('session', tokenKey, token);
  notify();
}

export function clearOperatorToken(): void {
  removeStorage('session', tokenKey);
  notify();
}

/** The token, re-rendering on login and logout. */
export function useOperatorToken(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readOperatorToken,
    () => null,
  );
}

/**
 * Calls an operator endpoint with the operator's token. An answer that the session is gone
 * (401: expired, ended, or never valid) drops the token, which brings the login back.
 */
export async function opsCall<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<OutputOf<E>> {
  const token = readOperatorToken();
  try {
    return await call(endpoint, input, {
      signal: options.signal,
      ...(options.idempotencyKey === undefined ? {} : { idempotencyKey: options.idempotencyKey }),
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401 && endpoint.auth === 'operator') {
      clearOperatorToken();
    }
    throw error;
  }
}
