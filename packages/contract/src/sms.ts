import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { geetestFields } from './session.ts';
import { dialingCode, mobileNumber, text } from './text.ts';

export const smsOutput = z.object({
  /** Minutes the code stays valid; the send button waits expiredMinutes x 60 s. */
  expiredMinutes: z.number().check(z.int(), z.positive()),
});

export const smsNoLoginInput = z.object({
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
  /** What the code is for: logging in, resetting the password or proving a new device. */
  purpose: z._default(z.enum(['login', 'reset', 'device']), 'login'),
  /** For `device`: the challenge the held login answered. */
  challengeId: z.optional(text(64)),
});

export const smsRegisterInput = z.object({
  mobileNo: mobileNumber,
  countryDialingCode: dialingCode,
  ...geetestFields,
});

/** A code for binding (or changing) the logged-in member's mobile number. */
export const smsBindInput = z.object({
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
});

export const smsEndpoints = {
  noLogin: endpoint('sms', 'noLogin', {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    summary: 'Send an SMS code for login, password reset or a new device; answers expiredMinutes.',
    input: smsNoLoginInput,
    output: smsOutput,
  }),
  register: endpoint('sms', 'register', {
    method: 'POST',
    path: '/wps/verification/sms/register',
    summary: 'Send an SMS code for registration; answers expiredMinutes.',
    input: smsRegisterInput,
    output: smsOutput,
  }),
  bind: endpoint('sms', 'bind', {
    method: 'POST',
    path: '/wps/verification/sms/bind',
    auth: 'required',
    summary:
      'Send an SMS code to a new mobile number the member wants to bind; answers expiredMinutes.',
    input: smsBindInput,
    output: smsOutput,
  }),
};
