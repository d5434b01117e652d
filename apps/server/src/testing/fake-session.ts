import type { Session } from '../auth/session.ts';

/** A plain member session for tests that inject their own resolver. */
export function fakeSession(identity: Pick<Session, 'id' | 'merchantId' | 'memberId'>): Session {
  return {
    ...identity,
    side: 'member',
    memberType: 0,
    isAgent: false,
    isTrial: false,
    pendingVerification: false,
    forcePasswordChange: false,
  };
}
