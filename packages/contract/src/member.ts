import { endpoint } from './endpoint.ts';

/** Member profile, registration and password flows. */
export const memberEndpoints = {
  info: endpoint('member', 'info', {
    method: 'GET', path: '/wps/member/info', auth: 'required',
    summary: 'The logged-in member: account, type, balance, VIP and counters.',
  }),
  icon: endpoint('member', 'icon', {
    method: 'GET', path: '/wps/member/info/icon', auth: 'required',
    summary: 'The member’s avatar.',
  }),
  register: endpoint('member', 'register', {
    method: 'PUT', path: '/wps/member/register', encrypted: true,
    summary: 'Register by username; logs the new member in.',
  }),
  registerMobile: endpoint('member', 'registerMobile', {
    method: 'PUT', path: '/wps/member/register/mobile', encrypted: true,
    summary: 'Register by mobile number with an SMS code; logs the new member in.',
  }),
  changePassword: endpoint('member', 'changePassword', {
    method: 'POST', path: '/wps/member/password', auth: 'required', encrypted: true,
    summary: 'Change the login password; ends every other session.',
  }),
  forgotByEmail: endpoint('member', 'forgotByEmail', {
    method: 'POST', path: '/wps/member/password/email', form: true,
    summary: 'Send a single-use reset link to the member’s email.',
  }),
  setPasswordByPhone: endpoint('member', 'setPasswordByPhone', {
    method: 'POST', path: '/wps/member/password/verification', encrypted: true,
    summary: 'Set a new password with an SMS code sent to the registered mobile.',
  }),
  firstLogin: endpoint('member', 'firstLogin', {
    method: 'POST', path: '/wps/member/firstLogin', auth: 'required',
    summary: 'Record the first-login action after a member’s first login.',
  }),
  language: endpoint('member', 'language', {
    method: 'PUT', path: '/wps/member/language', auth: 'required',
    summary: 'Store the member’s display language.',
  }),
};
