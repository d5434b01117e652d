import { constants } from '@portal/contract/constants';

/**
 * Reads the numeric account type of a member-info value. The member-info schema is still loose
 * in the contract (the accounts work tightens it), so this reads the one field the session
 * needs defensively instead of trusting a shape.
 */
export function accountTypeOf(member: unknown): number | null {
  if (typeof member !== 'object' || member === null) return null;
  const type = (member as { type?: unknown }).type;
  const value = typeof type === 'string' ? Number(type) : type;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Agents are account types 1, 2, 41 and 42 (spec section 6). */
export function isAgentType(type: number | null): boolean {
  return type !== null && (constants.agentTypes as readonly number[]).includes(type);
}

/** Trial (free-play) accounts are type 4 (spec section 6). */
export function isTrialType(type: number | null): boolean {
  return type === constants.trialType;
}
