import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasSessionToken } from '../../features/session/session-store.ts';
import { paths } from '../paths.ts';

/**
 * Route guard (spec section 2): without a session token, a login-only route goes to /login. The
 * agent site's routes ask for the agent login (`side="agent"`). The token is read once per
 * navigation, as a loader would: a logout on the page leads home, not to the login popup.
 */
export function RequireLogin({
  side,
  children,
}: {
  side?: 'agent' | undefined;
  children: ReactNode;
}) {
  const { key } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again on each navigation only
  const allowed = useMemo(() => hasSessionToken(), [key]);
  if (allowed) return children;
  return <Navigate to={paths.login.build(side)} replace />;
}
