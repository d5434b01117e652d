import { moduleIds, type ModuleId } from '@portal/contract/whitelabel';
import type { PatternId } from '@portal/contract/patterns';
import type { RegisterFieldName } from '@portal/contract/system';

/**
 * Customer-service channels; relative URLs resolve against the portal's own origin. The demo
 * brand's own channels are its live chat (`/support/chat`, the customer-service chat operators
 * answer through the operator API) and the help centre's contact form (`/help#feedback`),
 * which reaches the operator's feedback inbox.
 */
export const demoServices = [
  { csType: 'LIVE_CHAT', title: 'Chat ao vivo', url: '/support/chat' },
  { csType: 'FEEDBACK', title: 'Formulário de contacto', url: '/help#feedback' },
  { csType: 'WHATSAPP', title: 'WhatsApp', url: 'https://wa.me/351900000000' },
  { csType: 'TELEGRAM', title: 'Telegram', url: 'https://t.me/aurora_play_support' },
] as const;

/** App downloads and social channels of the demo brand. */
export const demoResources = [
  { resourceType: 'IOS_APP', url: '/app/ios', labelNameEn: 'iOS app' },
  { resourceType: 'ANDROID_APP', url: '/app/android/aurora-play.apk', labelNameEn: 'Android app' },
  {
    resourceType: 'FACEBOOK',
    url: 'https://www.facebook.com/auroraplay.demo',
    labelNameEn: 'Facebook',
  },
  {
    resourceType: 'INSTAGRAM',
    url: 'https://www.instagram.com/auroraplay.demo',
    labelNameEn: 'Instagram',
  },
  { resourceType: 'TELEGRAM', url: 'https://t.me/aurora_play_news', labelNameEn: 'Telegram' },
  { resourceType: 'WHATSAPP', url: 'https://wa.me/351900000000', labelNameEn: 'WhatsApp' },
  {
    resourceType: 'YOUTUBE',
    url: 'https://www.youtube.com/@auroraplay.demo',
    labelNameEn: 'YouTube',
  },
  { resourceType: 'TWITTER', url: 'https://x.com/auroraplay_demo', labelNameEn: 'X (Twitter)' },
  { resourceType: 'TIKTOK', url: 'https://www.tiktok.com/@auroraplay.demo', labelNameEn: 'TikTok' },
] as const;

const m = moduleIds;

/** The whitelabel tree, parents before children. */
export const demoModules: ReadonlyArray<{
  modId: ModuleId;
  parent: ModuleId | null;
  name: string;
}> = [
  { modId: m.register, parent: null, name: 'Registration' },
  { modId: m.usernameRegister, parent: m.register, name: 'Register by username' },
  { modId: m.mobileRegister, parent: m.register, name: 'Register by mobile number' },
  {
    modId: m.mobilePasswordRegister,
    parent: m.register,
    name: 'Mobile registration with password',
  },
  {
    modId: m.registerMobileVerification,
    parent: m.register,
    name: 'Verify mobile at registration',
  },
  { modId: m.login, parent: null, name: 'Login' },
  { modId: m.smsLogin, parent: m.login, name: 'Login by SMS code' },
  { modId: m.freePlay, parent: m.login, name: 'Free play' },
  { modId: m.security, parent: null, name: 'Security' },
  { modId: m.changePasswordVerification, parent: m.security, name: 'Verify password change' },
  { modId: m.forcePasswordChange, parent: m.security, name: 'Force password change' },
  { modId: m.passwordPolicy, parent: m.security, name: 'Password expiry policy' },
  { modId: m.smsVerification, parent: m.security, name: 'SMS verification' },
  { modId: m.agent, parent: null, name: 'Agents' },
  { modId: m.agentPolicy, parent: m.agent, name: 'Agent policy' },
  { modId: m.bonus, parent: m.agent, name: 'Dividend bonus' },
  { modId: m.salary, parent: m.agent, name: 'Daily salary' },
  { modId: m.hourSalary, parent: m.agent, name: 'Hourly salary' },
  { modId: m.realtimeSalary, parent: m.agent, name: 'Real-time salary' },
  { modId: m.promo, parent: null, name: 'Promotions' },
  { modId: m.vip, parent: m.promo, name: 'VIP' },
  { modId: m.referralPromo, parent: m.promo, name: 'Referral promotion' },
];

interface FieldSeed {
  name: RegisterFieldName;
  patternId: PatternId;
  min: number;
  max: number;
  shown: boolean;
  required: boolean;
}

/**
 * Registration fields. Shown: username, password, mobile, email, invitation code, captcha and
 * SMS code; the rest are configured but hidden until an operator turns them on.
 */
export const demoRegisterFields: readonly FieldSeed[] = [
  {
    name: 'username',
    patternId: 'LETTER_FIRST_ALNUM',
    min: 6,
    max: 12,
    shown: true,
    required: true,
  },
  {
    name: 'password',
    patternId: 'LETTERS_AND_DIGITS',
    min: 6,
    max: 20,
    shown: true,
    required: true,
  },
  { name: 'mobileNum', patternId: 'DIGITS', min: 8, max: 15, shown: true, required: false },
  { name: 'email', patternId: 'EMAIL', min: 5, max: 60, shown: true, required: false },
  {
    name: 'payeeName',
    patternId: 'LETTERS_SPACES',
    min: 2,
    max: 40,
    shown: false,
    required: false,
  },
  { name: 'paymentPassword', patternId: 'DIGITS', min: 6, max: 6, shown: false, required: true },
  { name: 'qqNum', patternId: 'DIGITS', min: 5, max: 12, shown: false, required: false },
  { name: 'line', patternId: 'NO_SPACES', min: 3, max: 40, shown: false, required: false },
  { name: 'whatsapp', patternId: 'NO_SPACES', min: 3, max: 40, shown: false, required: false },
  { name: 'facebook', patternId: 'NO_SPACES', min: 3, max: 40, shown: false, required: false },
  { name: 'wechat', patternId: 'NO_SPACES', min: 3, max: 40, shown: false, required: false },
  { name: 'idNumber', patternId: 'ALPHANUMERIC', min: 6, max: 20, shown: false, required: false },
  {
    name: 'affiliateCode',
    patternId: 'ALPHANUMERIC',
    min: 4,
    max: 16,
    shown: true,
    required: false,
  },
  { name: 'captcha', patternId: 'ALPHANUMERIC', min: 4, max: 6, shown: true, required: true },
  // Required whenever a mobile number is registered while SMS verification is on.
  { name: 'verificationCode', patternId: 'DIGITS', min: 4, max: 8, shown: true, required: true },
];
