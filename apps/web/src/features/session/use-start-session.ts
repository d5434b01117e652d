import { memberEndpoints } from '@portal/contract/member';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '../../i18n/use-language.ts';
import { call } from '../../shared/api/api-client.ts';
import { memberInfoQueryOptions } from './member-info-query.ts';
import { useSessionStore } from './session-store.ts';

/** What a started session knows about the member. */
export interface StartedSession {
  isAgent: boolean;
  isTrial: boolean;
}

/** Options of a session start. */
export interface StartSessionOptions {
  firstTimeLogin: boolean;
  /**
   * False when a logged-in member's token is only renewed (a password change from the security
   * centre): no after-login modal, no first-login action.
   */
  newLogin?: boolean | undefined;
}

/**
 * Starts a session from a fresh token (spec section 4, "After login"): the token goes to
 * session storage, member info loads and marks the visitor logged in, the after-login modal is
 * set, and the first-login action runs on a first login. If member info cannot load, the token
 * is dropped again and the error goes to the caller's form.
 */
export function useStartSession(): (
  token: string,
  options: StartSessionOptions,
) => Promise<StartedSession> {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useCallback(
    async (token, { firstTimeLogin, newLogin = true }) => {
      const session = useSessionStore.getState();
      queryClient.removeQueries({ queryKey: ['member'] });
      session.setToken(token);
      try {
        const member = await queryClient.fetchQuery(memberInfoQueryOptions(token, language));
        session.setMember(member);
      } catch (error) {
        session.clear();
        throw error;
      }
      if (newLogin)
        session.setAfterLoginModal({ name: 'announcement', firstLogin: firstTimeLogin });
      if (newLogin && firstTimeLogin) {
        // Best effort: the login has happened whatever the first-login bookkeeping answers.
        void call(memberEndpoints.firstLogin).catch(() => undefined);
      }
      const { isAgent, isTrial } = useSessionStore.getState();
      return { isAgent, isTrial };
    },
    [queryClient, language],
  );
}
