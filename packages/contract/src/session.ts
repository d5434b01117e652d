import * as z from 'zod/mini';
import { emptyInput, endpoint } from './endpoint.ts';
import { dialingCode, mobileNumber, requiredText, text } from './text.ts';

/**
 * Optional geetest fields, handed to the brand's captcha verifier. With a hosted challenge
 * (Turnstile or hCaptcha style) `geetest_validate` carries the widget's token, up to 4096
 * characters.
 */
export const geetestFields = {
  geetest_challenge: z.optional(text(255)),
  geetest_validate: z.optional(text(4096)),
  geetest_seccode: z.optional(text(255)),
};

/** Which door the login comes through: the player portal or the agent site. */
export const loginSide = z.enum(['member', 'agent']);

const captchaFields = {
  /** The text read from the captcha image, when one is required. */
  captcha: z.optional(text(16)),
  /** The id the captcha call answered with the image. */
  captchaId: z.optional(text(64)),
};

export const usernameLogin = z.object({
  type: z.literal('username'),
  username: requiredText(64),
  password: requiredText(128),
  side: z._default(loginSide, 'member'),
  ...captchaFields,
  ...geetestFields,
});

export const smsLogin = z.object({
  type: z.literal('sms'),
  mobileNum: mobileNumber,
  countryDialingCode: dialingCode,
  /** The SMS code sent by `/wps/verification/sms/noLogin`. */
  password: requiredText(255, 'invalid_verification_code'),
  side: z._default(loginSide, 'member'),
  ...captchaFields,
  ...geetestFields,
});

export const loginInput = z.discriminatedUnion('type', [usernameLogin, smsLogin]);
export type LoginInput = z.input<typeof loginInput>;

/** A login held until an SMS code to the registered mobile proves the new device. */
export const twoFactorChallenge = z.object({
  challengeId: z.string(),
  /** The registered mobile with all but the last digits hidden. */
  maskedMobile: z.string(),
  expiredMinutes: z.number().check(z.int(), z.positive()),
});

export const loginOutput = z.object({
  /** Opaque bearer token; null while a two-factor check is pending. */
  token: z.nullable(z.string()),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password must be changed before anything else (default password or expired). */
  forcePasswordChange: z.boolean(),
  /** A captcha is required for the next login attempt. */
  captcha: z.boolean(),
  twoFactor: z.nullable(twoFactorChallenge),
});
export type LoginOutput = z.infer<typeof loginOutput>;

export const verifyDeviceInput = z.object({
  challengeId: requiredText(64),
  code: requiredText(255, 'invalid_verification_code'),
});

export const freeplayInput = z.object({
  os: z._default(text(32), 'web'),
  platform: z._default(z.literal('W'), 'W'),
  /** Gateway version the client speaks. */
  gatewayVersion: z._default(z.coerce.number().check(z.int()), 3),
});

/** A hand-off code for the app QR code: single use, valid for `expiresInSeconds`. */
export const handoffOutput = z.object({ code: z.string(), expiresInSeconds: z.number() });

export const handoffRedeemInput = z.object({ code: requiredText(64) });

export const sessionEndpoints = {
  login: endpoint('session', 'login', {
    method: 'POST',
    path: '/wps/session/login',
    encrypted: true,
    summary: 'Log in by username and password or by mobile and SMS code.',
    input: loginInput,
    output: loginOutput,
  }),
  verifyDevice: endpoint('session', 'verifyDevice', {
    method: 'POST',
    path: '/wps/session/login/verify',
    summary: 'Finish a login held for an unregistered IP with the SMS code.',
    input: verifyDeviceInput,
    output: loginOutput,
  }),
  logout: endpoint('session', 'logout', {
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: 'required',
    summary: 'End the current session.',
    input: emptyInput,
    output: z.object({ loggedOut: z.literal(true) }),
  }),
  freeplay: endpoint('session', 'freeplay', {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    summary: 'Create a restricted trial account with a demo balance and log it in.',
    input: freeplayInput,
    output: loginOutput,
  }),
  handoff: endpoint('session', 'handoff', {
    method: 'POST',
    path: '/wps/session/handoff',
    auth: 'required',
    summary:
      'A short-lived, single-use code that opens a session of this member on another device.',
    input: emptyInput,
    output: handoffOutput,
  }),
  handoffRedeem: endpoint('session', 'handoffRedeem', {
    method: 'POST',
    path: '/wps/session/handoff/redeem',
    summary: 'Exchange a hand-off code (from the app QR code) for a new session, once.',
    input: handoffRedeemInput,
    output: loginOutput,
  }),
};
