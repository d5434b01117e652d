import { endpoint } from './endpoint.ts';

/** Login, logout and trial sessions. Schemas are tightened by the accounts work. */
export const sessionEndpoints = {
  login: endpoint('session', 'login', {
    method: 'POST', path: '/wps/session/login', encrypted: true,
    summary: 'Log in by username and password or by mobile and SMS code.',
  }),
  logout: endpoint('session', 'logout', {
    method: 'DELETE', path: '/wps/session/logout', auth: 'required',
    summary: 'End the current session.',
  }),
  freeplay: endpoint('session', 'freeplay', {
    method: 'POST', path: '/wps/session/login/freeplay',
    summary: 'Create a restricted trial account with a demo balance and log it in.',
  }),
};
