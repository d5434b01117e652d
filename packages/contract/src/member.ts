import * as z from 'zod/mini';
import { emptyInput, endpoint } from './endpoint.ts';
import { moneyString } from './money.ts';
import { geetestFields, loginOutput } from './session.ts';
import { languageParam } from './system.ts';
import {
  dialingCode,
  emailAddress,
  mobileNumber,
  requiredSecret,
  requiredText,
  secret,
  text,
} from './text.ts';

const optionalText = (max: number) => z.optional(text(max));
const count = z.number().check(z.int(), z.minimum(0));

export const memberInfoOutput = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.nullable(z.string()),
  /** Account type: 0 member, 4 trial, 1, 2, 41, 42 agents (the configured lists). */
  type: z.number().check(z.int()),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  balance: moneyString,
  currency: z.string(),
  currencySymbol: z.string(),
  vip: z.boolean(),
  vipLabel: z.nullable(z.string()),
  vipLevel: count,
  availablePromoCount: count,
  unreadMessageCount: count,
  /** Masked contact details for the security centre. */
  mobileNum: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The member has a login password (mobile-only registrations may not): binding asks for it. */
  hasPassword: z.boolean(),
  language: z.nullable(z.string()),
  lastLoginAt: z.nullable(z.string()),
  lastLoginIp: z.nullable(z.string()),
});
export type MemberInfo = z.infer<typeof memberInfoOutput>;

/**
 * Registration fields of spec section 3. Which optional fields are shown and required, and each
 * field's pattern, come from the merchant's settings; the server checks them again.
 */
export const registerInput = z.object({
  username: optionalText(64),
  password: secret(128),
  confirmPassword: secret(128),
  payeeName: optionalText(64),
  email: optionalText(128),
  qqNum: optionalText(32),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(4),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  ...geetestFields,
  verificationCode: optionalText(255),
  affiliateCode: optionalText(32),
  paymentPassword: z.optional(secret(32)),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(64),
  wechat: optionalText(64),
  idNumber: optionalText(32),
  referralCode: optionalText(32),
  domain: optionalText(255),
  nickname: optionalText(32),
  zalo: optionalText(64),
  telegram: optionalText(64),
  birthday: optionalText(10),
  referrer: optionalText(64),
  /** The client logs in right after; always true from the web app. */
  login: z._default(z.boolean(), true),
  firebaseChannel: z.optional(z.literal('sms')),
  firebaseIdToken: optionalText(4096),
  registerUrl: optionalText(2048),
  registerMethod: z._default(z.literal('WEB'), 'WEB'),
  /** The terms and the 18+ statement were ticked. */
  termsAccepted: z.literal(true, 'terms_required'),
});
export type RegisterInput = z.input<typeof registerInput>;

export const changePasswordInput = z.object({
  /** Omitted only when the password is known to be the default or expired (forced change). */
  oldPassword: z.optional(secret(128)),
  newPassword: requiredSecret(128),
  confirmNewPassword: requiredSecret(128),
});

export const forgotByEmailInput = z.object({
  username: requiredText(64),
  email: requiredText(128),
});

export const resetByEmailInput = z.object({
  resetToken: requiredText(128),
  newPassword: requiredSecret(128),
  confirmNewPassword: requiredSecret(128),
});

export const setPasswordByPhoneInput = z.object({
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
  verificationCode: requiredText(255, 'invalid_verification_code'),
  newPassword: requiredSecret(128),
  confirmNewPassword: requiredSecret(128),
});

/**
 * Binding or changing a contact: the code sent to the new number or address, and the login
 * password when the member has one (`hasPassword` of the member info), which the server checks.
 */
const bindProof = {
  verificationCode: requiredText(255, 'invalid_verification_code'),
  password: z.optional(secret(128)),
};

export const bindMobileInput = z.object({
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
  ...bindProof,
});

export const emailCodeInput = z.object({ email: emailAddress });

export const bindEmailInput = z.object({ email: emailAddress, ...bindProof });

export const memberEndpoints = {
  info: endpoint('member', 'info', {
    method: 'GET',
    path: '/wps/member/info',
    auth: 'required',
    summary: 'The logged-in member: account, type, balance, VIP and counters.',
    input: emptyInput,
    output: memberInfoOutput,
  }),
  icon: endpoint('member', 'icon', {
    method: 'GET',
    path: '/wps/member/info/icon',
    auth: 'required',
    summary: 'The member’s avatar as an SVG data URL generated from the account.',
    input: emptyInput,
    output: z.object({ iconUrl: z.string() }),
  }),
  register: endpoint('member', 'register', {
    method: 'PUT',
    path: '/wps/member/register',
    encrypted: true,
    summary: 'Register by username; logs the new member in.',
    input: registerInput,
    output: loginOutput,
  }),
  registerMobile: endpoint('member', 'registerMobile', {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    encrypted: true,
    summary: 'Register by mobile number with an SMS code; logs the new member in.',
    input: registerInput,
    output: loginOutput,
  }),
  changePassword: endpoint('member', 'changePassword', {
    method: 'POST',
    path: '/wps/member/password',
    auth: 'required',
    encrypted: true,
    summary: 'Change the login password; ends every session and answers a fresh token.',
    input: changePasswordInput,
    output: z.object({ token: z.string() }),
  }),
  forgotByEmail: endpoint('member', 'forgotByEmail', {
    method: 'POST',
    path: '/wps/member/password/email',
    form: true,
    summary: 'Send a single-use reset link to the member’s email.',
    input: forgotByEmailInput,
    output: z.object({ sent: z.literal(true) }),
  }),
  resetByEmail: endpoint('member', 'resetByEmail', {
    method: 'POST',
    path: '/wps/member/password/reset',
    summary: 'Set a new password with the single-use token of a reset link.',
    input: resetByEmailInput,
    output: z.object({ reset: z.literal(true) }),
  }),
  setPasswordByPhone: endpoint('member', 'setPasswordByPhone', {
    method: 'POST',
    path: '/wps/member/password/verification',
    encrypted: true,
    summary: 'Set a new password with an SMS code sent to the registered mobile.',
    input: setPasswordByPhoneInput,
    output: z.object({ account: z.string() }),
  }),
  firstLogin: endpoint('member', 'firstLogin', {
    method: 'POST',
    path: '/wps/member/firstLogin',
    auth: 'required',
    summary: 'Record the first-login action after a member’s first login.',
    input: emptyInput,
    output: z.object({ done: z.literal(true) }),
  }),
  language: endpoint('member', 'language', {
    method: 'PUT',
    path: '/wps/member/language',
    auth: 'required',
    summary: 'Store the member’s display language.',
    input: z.object({ language: languageParam }),
    output: z.object({ language: z.string() }),
  }),
  bindMobile: endpoint('member', 'bindMobile', {
    method: 'PUT',
    path: '/wps/member/mobile',
    auth: 'required',
    encrypted: true,
    summary: 'Bind or change the mobile number with the code sent to it; answers it masked.',
    input: bindMobileInput,
    output: z.object({ mobileNum: z.string() }),
  }),
  emailCode: endpoint('member', 'emailCode', {
    method: 'POST',
    path: '/wps/member/email/code',
    auth: 'required',
    summary: 'Email a code to an address the member wants to bind; answers expiredMinutes.',
    input: emailCodeInput,
    output: z.object({ expiredMinutes: z.number().check(z.int(), z.positive()) }),
  }),
  bindEmail: endpoint('member', 'bindEmail', {
    method: 'PUT',
    path: '/wps/member/email',
    auth: 'required',
    encrypted: true,
    summary: 'Bind or change the email with the code sent to it; answers it masked.',
    input: bindEmailInput,
    output: z.object({ email: z.string() }),
  }),
};
