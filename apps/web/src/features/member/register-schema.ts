import { ruleFor, type FieldRule } from '@portal/contract/patterns';
import type { RegisterSettingOutput } from '@portal/contract/system';
import * as z from 'zod/mini';
import { issue, ruleText, sameAs, ticked } from '../../shared/forms/rule-text.ts';
import {
  optionalRegisterFields,
  type OptionalRegisterField,
  type RegisterKind,
  type RegisterValues,
} from './register-fields.ts';

/** Which inputs a registration form shows and which it requires, from the merchant settings. */
export interface RegisterPlan {
  kind: RegisterKind;
  username: boolean;
  /** By mobile, a password only when the merchant asks for one (MOBILENUMPASSREG3). */
  password: boolean;
  mobile: { required: boolean } | null;
  verificationCode: { required: boolean } | null;
  captcha: boolean;
  optional: { name: OptionalRegisterField; required: boolean }[];
}

/**
 * Spec section 5: the username form asks for a username; the mobile form for a mobile number,
 * which the username form shows only when configured; the SMS code comes with the mobile number
 * when SMS verification is on; optional fields appear only when shown and are required only
 * when required (the withdrawal password always is, once shown).
 */
export function registerPlan(
  kind: RegisterKind,
  setting: RegisterSettingOutput,
  mobilePassword: boolean,
): RegisterPlan {
  const shown = (name: string) => setting.fields[name]?.shown === true;
  const required = (name: string) => shown(name) && setting.fields[name]?.required === true;
  const mobileShown = kind === 'registerMobile' || shown('mobileNum');
  const codeShown = mobileShown && (setting.smsVerification || shown('verificationCode'));
  return {
    kind,
    username: kind === 'register',
    password: kind === 'register' || mobilePassword,
    mobile: mobileShown ? { required: kind === 'registerMobile' || required('mobileNum') } : null,
    verificationCode: codeShown
      ? { required: setting.smsVerification || required('verificationCode') }
      : null,
    captcha: shown('captcha'),
    optional: optionalRegisterFields
      .filter((field) => shown(field.name))
      .map((field) => ({
        name: field.name,
        required: field.name === 'paymentPassword' || required(field.name),
      })),
  };
}

/** Without a published rule, a mobile number is 6 to 15 digits, as the contract checks it. */
export const fallbackMobileRule: FieldRule = ruleFor('DIGITS', 6, 15);

/**
 * The registration form's schema, compiled from the plan and the server's rules: each shown
 * field checked with `checkRule`, the confirmation equal to the password, and both the terms and
 * the 18+ boxes ticked (`terms_required`).
 */
export function registerSchema(
  plan: RegisterPlan,
  rules: RegisterSettingOutput['rules'],
): z.ZodMiniType<RegisterValues, RegisterValues> {
  const off = z.string();
  const secretFields = new Set<string>(
    optionalRegisterFields.filter((field) => 'secret' in field).map((field) => field.name),
  );
  const optional = Object.fromEntries(
    optionalRegisterFields.map(({ name }) => {
      const planned = plan.optional.find((field) => field.name === name);
      return [
        name,
        planned === undefined
          ? off
          : ruleText({
              rule: rules[name],
              required: planned.required,
              trim: !secretFields.has(name),
            }),
      ];
    }),
  ) as Record<OptionalRegisterField, typeof off>;
  const shape = {
    username: plan.username ? ruleText({ rule: rules.username, required: true }) : off,
    password: plan.password ? ruleText({ rule: rules.password, required: true, trim: false }) : off,
    confirmPassword: plan.password ? ruleText({ required: true, trim: false }) : off,
    countryDialingCode: off,
    mobileNum:
      plan.mobile === null
        ? off
        : ruleText({
            rule: rules.mobileNum ?? fallbackMobileRule,
            required: plan.mobile.required,
            invalidMessage: rules.mobileNum === undefined ? 'invalid_mobile' : undefined,
          }),
    // Required outright with a required mobile; with an optional one, once a number is given.
    verificationCode:
      plan.verificationCode === null
        ? off
        : ruleText({
            rule: rules.verificationCode,
            required: plan.verificationCode.required && plan.mobile?.required === true,
            requiredMessage: 'invalid_verification_code',
          }),
    captcha: plan.captcha
      ? ruleText({ rule: rules.captcha, required: true, requiredMessage: 'captcha_required' })
      : off,
    ...optional,
    terms: ticked('terms_required'),
    age: ticked('terms_required'),
  };
  const codeWithOptionalMobile = z.check<RegisterValues>((payload) => {
    const { mobileNum, verificationCode } = payload.value;
    if (plan.verificationCode?.required !== true || plan.mobile?.required !== false) return;
    if (mobileNum.trim() !== '' && verificationCode.trim() === '') {
      payload.issues.push(issue('invalid_verification_code', verificationCode, 'verificationCode'));
    }
  });
  return z
    .object(shape)
    .check(
      sameAs<RegisterValues>('password', 'confirmPassword'),
      codeWithOptionalMobile,
    ) as unknown as z.ZodMiniType<RegisterValues, RegisterValues>;
}
