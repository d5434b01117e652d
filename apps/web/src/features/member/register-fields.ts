import type { RegisterFieldName } from '@portal/contract/system';
import type { HTMLAttributes } from 'react';

/** Optional registration fields (spec section 5), in form order, with their input hints. */
export const optionalRegisterFields = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'payeeName', autoComplete: 'name' },
  { name: 'paymentPassword', secret: true },
  { name: 'idNumber' },
  { name: 'qqNum', inputMode: 'numeric' },
  { name: 'whatsapp', inputMode: 'tel' },
  { name: 'line' },
  { name: 'facebook' },
  { name: 'wechat' },
  { name: 'affiliateCode' },
] as const satisfies readonly {
  name: RegisterFieldName;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  secret?: boolean;
}[];

export type OptionalRegisterField = (typeof optionalRegisterFields)[number]['name'];

/** Every value of the registration form; fields a merchant hides stay empty and are not sent. */
export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  email: string;
  payeeName: string;
  paymentPassword: string;
  idNumber: string;
  qqNum: string;
  whatsapp: string;
  line: string;
  facebook: string;
  wechat: string;
  affiliateCode: string;
  /** The terms and conditions were accepted. */
  terms: boolean;
  /** The 18+ statement was confirmed. */
  age: boolean;
}

/** Registration by username (`register`) or by mobile number (`registerMobile`). */
export type RegisterKind = 'register' | 'registerMobile';
