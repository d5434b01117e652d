import { redirect, type LoaderFunctionArgs } from 'react-router';
import { openModal } from '../../shared/modals/modal-store.ts';
import { paths } from '../paths.ts';

/**
 * /login: redirects to / and opens the login popup over home (spec section 2); `?side=agent`
 * (from the agent site's guard) makes it the agent login.
 */
export function openLoginLoader({ request }: LoaderFunctionArgs) {
  const agent = new URL(request.url).searchParams.get('side') === 'agent';
  openModal('login', agent ? { side: 'agent' } : {});
  return redirect(paths.home.build());
}

/**
 * /register: home with the registration popup open. The address stays, so a referral code in
 * its query string is still there for the registration form.
 */
export function openRegisterLoader() {
  openModal('register');
  return null;
}
