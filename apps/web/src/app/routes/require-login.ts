import { redirect } from 'react-router';
import { hasSessionToken } from '../../features/session/session-store.ts';
import { paths } from '../paths.ts';

/** Route guard (spec section 2): without a session token, a login-only route goes to /login. */
export function requireLogin() {
  return hasSessionToken() ? null : redirect(paths.login.build());
}
