import { useRef } from 'react';

/** The `Idempotency-Key` of one user action and a way to start the next action. */
export interface IdempotencyKey {
  /** The key of the action in progress: the same across retries of that action. */
  current: () => string;
  /** The action succeeded: the next one gets a fresh key. */
  renew: () => void;
}

/**
 * One idempotency key per user action (docs/architecture.md "Money"): made when the form opens, kept while
 * the member retries after a network failure (so a request that did reach the server is not
 * applied twice), renewed after a success.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const key = useRef<string | null>(null);
  const api = useRef<IdempotencyKey | null>(null);
  api.current ??= {
    current: () => (key.current ??= crypto.randomUUID()),
    renew: () => {
      key.current = crypto.randomUUID();
    },
  };
  return api.current;
}
