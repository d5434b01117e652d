import { readToken } from '../../shared/storage/session-values.ts';

/**
 * Query keys of the agent pages. The session token is part of every key, so one agent's team
 * can never answer for another who logs in later in the same tab.
 */
export function agentKey(...parts: unknown[]) {
  return ['agent', readToken(), ...parts] as const;
}
