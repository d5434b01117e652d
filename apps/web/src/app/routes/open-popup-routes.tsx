import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { openModal } from '../../shared/modals/modal-store.ts';
import { paths } from '../paths.ts';
import { HomeRoute } from './home/home-route.tsx';

/**
 * /login: opens the login popup and goes on to / (spec section 2); `?side=agent` (from the agent
 * site's guard) makes it the agent login. The address is replaced, so Back does not reopen it.
 */
export function OpenLoginRoute() {
  const [params] = useSearchParams();
  const agent = params.get('side') === 'agent';
  const { key } = useLocation();
  useEffect(() => openModal('login', agent ? { side: 'agent' } : {}), [agent, key]);
  return <Navigate to={paths.home.build()} replace />;
}

/**
 * /register: home with the registration popup open. The address stays, so a referral code in
 * its query string is still there for the registration form.
 */
export function OpenRegisterRoute() {
  const { key } = useLocation();
  useEffect(() => openModal('register'), [key]);
  return <HomeRoute />;
}
