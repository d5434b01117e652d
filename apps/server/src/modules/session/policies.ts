import type { Session } from '../../auth/session.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Who may do what, by account type (spec section 6): 0 member, the configured trial type (4)
 * and agent types (1, 2, 41, 42). Later modules call these instead of comparing types.
 */
export interface AccountRoles {
  isAgent(type: number): boolean;
  isTrial(type: number): boolean;
  /** Accounts that may log in on the member side: members and agents. */
  mayLogIn(type: number): boolean;
}

/** The roles of the configured type lists. */
export function accountRoles(config: Pick<Config, 'agentTypes' | 'trialType'>): AccountRoles {
  const agents = new Set(config.agentTypes);
  return {
    isAgent: (type) => agents.has(type),
    isTrial: (type) => type === config.trialType,
    mayLogIn: (type) => type === 0 || agents.has(type),
  };
}

/** The member type of a plain registered member. */
export const memberType = 0;

/** Refuses trial accounts: 403 `in_need_true_account` ("register a real account first"). */
export function requireRealMember(session: Session): void {
  if (session.isTrial) throw new AppError('in_need_true_account');
}

/** Refuses anyone but agents: 403 `forbidden`. */
export function requireAgent(session: Session): void {
  if (!session.isAgent) throw new AppError('forbidden');
}
