import type { MemberInfo } from '@portal/contract/member';
import type { LoginOutput } from '@portal/contract/session';
import type { RegisterSettingOutput } from '@portal/contract/system';
import { ruleFor } from '@portal/contract/patterns';

/** A member-info value as the server answers it, with overrides on top. */
export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: '1001',
    account: 'ana',
    nickname: null,
    type: 0,
    isAgent: false,
    isTrial: false,
    balance: '1234.50',
    currency: 'BRL',
    currencySymbol: 'R$',
    vip: false,
    vipLabel: null,
    vipLevel: 0,
    availablePromoCount: 0,
    unreadMessageCount: 0,
    mobileNum: null,
    email: null,
    hasPassword: true,
    language: null,
    lastLoginAt: null,
    lastLoginIp: null,
    ...overrides,
  };
}

/** A login answer that starts a session at once. */
export function loginOutput(overrides: Partial<LoginOutput> = {}): LoginOutput {
  return {
    token: 'tok-new',
    firstTimeLogin: false,
    passwordExpired: false,
    forcePasswordChange: false,
    captcha: false,
    twoFactor: null,
    ...overrides,
  };
}

/** Registration settings like the demo merchant's, with overrides on top. */
export function registerSetting(
  overrides: Partial<RegisterSettingOutput> = {},
): RegisterSettingOutput {
  return {
    defaultRegisterType: 'register',
    defaultForgotType: 'email',
    usernameRegister: true,
    mobileRegister: true,
    smsVerification: true,
    fields: {
      mobileNum: { shown: true, required: false },
      email: { shown: true, required: false },
      affiliateCode: { shown: true, required: false },
      payeeName: { shown: false, required: false },
      paymentPassword: { shown: false, required: true },
      qqNum: { shown: false, required: false },
      captcha: { shown: false, required: false },
    },
    rules: {
      username: ruleFor('LETTER_FIRST_ALNUM', 6, 12),
      password: ruleFor('LETTERS_AND_DIGITS', 6, 20),
      mobileNum: ruleFor('DIGITS', 8, 15),
      email: ruleFor('EMAIL', 5, 60),
      paymentPassword: ruleFor('DIGITS', 6, 6),
      affiliateCode: ruleFor('ALPHANUMERIC', 4, 16),
      payeeName: ruleFor('LETTERS_SPACES', 2, 40),
    },
    ...overrides,
  };
}
