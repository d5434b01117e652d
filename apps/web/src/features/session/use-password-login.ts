import { sessionEndpoints } from '@portal/contract/session';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client.ts';
import { useFinishLogin, type LoginOutcome } from './use-finish-login.ts';

/**
 * Logs in with a username and a password the member has just set (spec section 4: "After phone
 * reset: auto-login with new password").
 */
export function usePasswordLogin(): (username: string, password: string) => Promise<LoginOutcome> {
  const finishLogin = useFinishLogin();
  return useCallback(
    async (username, password) => {
      const output = await call(sessionEndpoints.login, {
        type: 'username',
        username,
        password,
        side: 'member',
      });
      return finishLogin(output, 'passwordReset');
    },
    [finishLogin],
  );
}
