import type { LoginOutput } from '@portal/contract/session';
import { useCallback } from 'react';
import { ApiError } from '../../shared/api/api-error.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { useStartSession, type StartedSession } from './use-start-session.ts';

/** How the login was made; SMS logins never force a password change (spec section 4). */
export type LoginMethod = 'username' | 'sms' | 'freeplay' | 'register' | 'passwordReset';

/** Where a login answer led. */
export type LoginOutcome =
  | { kind: 'twoFactor'; challenge: NonNullable<LoginOutput['twoFactor']> }
  | { kind: 'forcedPasswordChange' }
  | { kind: 'done'; session: StartedSession };

/**
 * Takes a login answer on (spec section 4, "After login"): a held login asks for the two-factor
 * code; a default or expired password (not for SMS logins) opens the forced change-password
 * modal, which keeps the token until the change succeeds; otherwise the session starts.
 */
export function useFinishLogin(): (
  output: LoginOutput,
  method: LoginMethod,
) => Promise<LoginOutcome> {
  const startSession = useStartSession();
  return useCallback(
    async (output, method) => {
      if (output.twoFactor !== null) return { kind: 'twoFactor', challenge: output.twoFactor };
      if (output.token === null) {
        throw new ApiError({ code: 'internal_error', message: 'internal_error', status: 200 });
      }
      if (output.forcePasswordChange && method !== 'sms') {
        openModal('changePassword', {
          forced: { token: output.token, firstTimeLogin: output.firstTimeLogin },
        });
        return { kind: 'forcedPasswordChange' };
      }
      const session = await startSession(output.token, { firstTimeLogin: output.firstTimeLogin });
      return { kind: 'done', session };
    },
    [startSession],
  );
}
