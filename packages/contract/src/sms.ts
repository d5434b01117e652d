import { endpoint } from './endpoint.ts';

export const smsEndpoints = {
  noLogin: endpoint('sms', 'noLogin', {
    method: 'POST', path: '/wps/verification/sms/noLogin',
    summary: 'Send an SMS code for login or password reset; answers expiredMinutes.',
  }),
  register: endpoint('sms', 'register', {
    method: 'POST', path: '/wps/verification/sms/register',
    summary: 'Send an SMS code for registration; answers expiredMinutes.',
  }),
};
