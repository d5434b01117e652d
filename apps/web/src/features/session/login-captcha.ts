import { useCallback, useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';

/** The login's captcha state, shared by the username and SMS tabs. */
export interface LoginCaptcha {
  /** The captcha input shows (spec section 4: after a failure carrying the captcha flag). */
  shown: boolean;
  /** Changes whenever a new image must load. */
  reloadKey: number;
  /** Reads a failed login: reveals the captcha when asked, and replaces a used image. */
  noteFailure: (error: unknown) => void;
}

const captchaCodes = new Set(['captcha_required', 'captcha_invalid']);

/** Keeps whether the captcha shows; every failed try with a captcha needs a new image. */
export function useLoginCaptcha(): LoginCaptcha {
  const [shown, setShown] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const noteFailure = useCallback((error: unknown) => {
    if (!isApiError(error)) return;
    const asked = error.details?.captcha === true || captchaCodes.has(error.code);
    if (asked) setShown(true);
    setReloadKey((key) => key + 1);
  }, []);
  return { shown, reloadKey, noteFailure };
}
