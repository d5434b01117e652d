import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasSessionToken } from '../../features/session/session-store.ts';
import { paths } from '../paths.ts';

/**
 * Route guard (spec section 2): without a session token, a login-only route goes to /login. The
 * agent site's routes ask for the agent login (`side: 'agent'`).
 */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (hasSessionToken()) return null;
  const { pathname } = new URL(request.url);
  const agentSide = pathname === paths.agent.pattern || pathname === paths.agentHome.pattern;
  return redirect(paths.login.build(agentSide ? 'agent' : undefined));
}
