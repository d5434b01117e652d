import { zodResolver } from '@hookform/resolvers/zod';
import { agentEndpoints } from '@portal/contract/agent';
import { constants } from '@portal/contract/constants';
import { memberEndpoints, type RegisterInput } from '@portal/contract/member';
import { patternMessageKey, type FieldRule } from '@portal/contract/patterns';
import type { LoginOutput } from '@portal/contract/session';
import { smsEndpoints } from '@portal/contract/sms';
import type { RegisterSettingOutput } from '@portal/contract/system';
import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import '../../i18n/account-texts.ts';
import { call } from '../../shared/api/api-client.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { captchaAnswer } from '../../shared/forms/captcha-answer.ts';
import { CaptchaField } from '../../shared/forms/captcha-field.tsx';
import { CheckboxField } from '../../shared/forms/checkbox-field.tsx';
import { errorText, fieldErrorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import styles from '../../shared/forms/form.module.css';
import { MobileField } from '../../shared/forms/mobile-field.tsx';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { SendCodeButton } from '../../shared/forms/send-code-button.tsx';
import { applyServerFieldErrors, fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import {
  optionalRegisterFields,
  type RegisterKind,
  type RegisterValues,
} from './register-fields.ts';
import { fallbackMobileRule, registerPlan, registerSchema } from './register-schema.ts';

/** Props of `RegisterForm`. */
export interface RegisterFormProps {
  kind: RegisterKind;
  setting: RegisterSettingOutput;
  /** Invitation code from `?affiliateCode=`, prefilled (and sent even when the field hides). */
  affiliateCode: string | null;
  /** Referral code from the query string, sent with the registration. */
  referralCode: string | null;
  termsHref: string;
  /** MOBILENUMPASSREG3: registration by mobile also sets a password. */
  mobilePassword: boolean;
  /** The new member's login answer: the app starts the session and goes home. */
  onRegistered: (output: LoginOutput) => Promise<void>;
}

const fieldNames = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
  ...optionalRegisterFields.map((field) => field.name),
] as const satisfies readonly Path<RegisterValues>[];

/** The warning dialog of an invalid invitation code (spec section 8). */
function warnInvitationCode(title: string, message: string) {
  openModal('message', { title, message });
}

/**
 * One registration form (by username or by mobile): the fields the merchant configures, each
 * checked client-side with the published rules before anything is sent; the server's field
 * errors go under their inputs. `PUT /wps/member/register` or `/register/mobile`, encrypted.
 */
export function RegisterForm({
  kind,
  setting,
  affiliateCode,
  referralCode,
  termsHref,
  mobilePassword,
  onRegistered,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const plan = useMemo(
    () => registerPlan(kind, setting, mobilePassword),
    [kind, setting, mobilePassword],
  );
  const schema = useMemo(() => registerSchema(plan, setting.rules), [plan, setting.rules]);
  const [formError, setFormError] = useWorded();
  const [captchaId, setCaptchaId] = useState<string | undefined>();
  const [captchaReload, setCaptchaReload] = useState(0);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...Object.fromEntries(fieldNames.map((name) => [name, ''])),
      countryDialingCode: '',
      affiliateCode: affiliateCode ?? '',
      terms: false,
      age: false,
    },
  });
  const { register, handleSubmit, setError, setValue, watch, trigger, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const rules = setting.rules;
  const hint = (rule: FieldRule | undefined) =>
    rule === undefined ? undefined : fieldErrorText(patternMessageKey(rule.patternId), rule);
  const warningTitle = t('account.common.warningTitle');

  const checkAffiliate = async (value: string) => {
    const code = value.trim();
    if (code === '') return;
    try {
      const answer = await call(agentEndpoints.affiliate, {
        code,
        domain: window.location.hostname,
      });
      if (!answer.valid) warnInvitationCode(warningTitle, t('invitation_code_error'));
    } catch (error) {
      if (isApiError(error) && error.code === 'invitation_code_error') {
        warnInvitationCode(warningTitle, t('invitation_code_error'));
      }
    }
  };

  const sendCode = async (): Promise<number | null> => {
    if (!(await trigger(['mobileNum'], { shouldFocus: true }))) return null;
    const { mobileNum, countryDialingCode } = getValues();
    if (mobileNum.trim() === '') {
      setError('mobileNum', { message: 'invalid_mobile' }, { shouldFocus: true });
      return null;
    }
    const answer = await call(smsEndpoints.register, {
      mobileNo: mobileNum.trim(),
      countryDialingCode,
    });
    return answer.expiredMinutes;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const input: RegisterInput = {
      password: values.password,
      confirmPassword: values.confirmPassword,
      termsAccepted: true,
      login: true,
      registerMethod: 'WEB',
      domain: window.location.hostname,
      registerUrl: window.location.href.slice(0, 2048),
    };
    if (plan.username) input.username = values.username;
    if (plan.mobile !== null && values.mobileNum !== '') {
      input.mobileNum = values.mobileNum;
      input.countryDialingCode = values.countryDialingCode;
    }
    if (plan.verificationCode !== null && values.verificationCode !== '') {
      input.verificationCode = values.verificationCode;
    }
    if (plan.captcha) Object.assign(input, captchaAnswer(values.captcha, captchaId));
    for (const { name } of plan.optional) if (values[name] !== '') input[name] = values[name];
    if (input.affiliateCode === undefined && affiliateCode !== null) {
      input.affiliateCode = affiliateCode;
    }
    if (referralCode !== null) input.referralCode = referralCode;
    const endpoint =
      kind === 'register' ? memberEndpoints.register : memberEndpoints.registerMobile;
    try {
      await onRegistered(await call(endpoint, input));
    } catch (error) {
      if (plan.captcha) {
        setCaptchaReload((key) => key + 1);
        setValue('captcha', '');
      }
      if (isApiError(error) && error.code === 'invitation_code_error') {
        warnInvitationCode(warningTitle, t('invitation_code_error'));
      }
      if (isApiError(error) && error.code === 'terms_required') {
        setError('terms', { message: 'terms_required' }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.code === 'confirmation_mismatch') {
        setError('confirmPassword', { message: 'confirmation_mismatch' }, { shouldFocus: true });
        return;
      }
      if (!applyServerFieldErrors(error, setError, fieldNames))
        setFormError(() => errorText(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {plan.username ? (
        <TextField
          label={t('account.fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={hint(rules.username)}
          error={fieldError(errors.username, rules.username)}
          {...register('username')}
        />
      ) : null}
      {plan.mobile !== null ? (
        <MobileField
          dialingCode={watch('countryDialingCode')}
          onDialingCodeChange={(code) => setValue('countryDialingCode', code)}
          error={fieldError(errors.mobileNum, rules.mobileNum ?? fallbackMobileRule)}
          {...register('mobileNum')}
        />
      ) : null}
      {plan.verificationCode !== null ? (
        <TextField
          label={t('account.fields.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={constants.verificationCodeMaxLength}
          error={fieldError(errors.verificationCode, rules.verificationCode)}
          after={<SendCodeButton send={sendCode} />}
          {...register('verificationCode')}
        />
      ) : null}
      {plan.password ? (
        <>
          <PasswordField
            label={t('account.fields.password')}
            autoComplete="new-password"
            hint={hint(rules.password)}
            error={fieldError(errors.password, rules.password)}
            {...register('password')}
          />
          <PasswordField
            label={t('account.fields.confirmPassword')}
            autoComplete="new-password"
            error={fieldError(errors.confirmPassword)}
            {...register('confirmPassword')}
          />
        </>
      ) : null}
      {plan.optional.map(({ name, required }) => {
        const meta = optionalRegisterFields.find((field) => field.name === name)!;
        const label = `${t(`account.fields.${name}`)}${required ? '' : ` ${t('account.common.optional')}`}`;
        const common = {
          label,
          error: fieldError(errors[name], rules[name]),
          hint: hint(rules[name]),
          ...register(name, {
            onBlur:
              name === 'affiliateCode'
                ? (event) => void checkAffiliate(event.target.value)
                : undefined,
          }),
        };
        return 'secret' in meta ? (
          <PasswordField key={name} autoComplete="off" {...common} />
        ) : (
          <TextField
            key={name}
            type={'type' in meta ? meta.type : 'text'}
            autoComplete={'autoComplete' in meta ? meta.autoComplete : 'off'}
            inputMode={'inputMode' in meta ? meta.inputMode : undefined}
            {...common}
          />
        );
      })}
      {plan.captcha ? (
        <CaptchaField
          reloadKey={captchaReload}
          onCaptchaId={setCaptchaId}
          error={fieldError(errors.captcha, rules.captcha)}
          {...register('captcha')}
        />
      ) : null}
      <a href={termsHref} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {t('account.register.termsLink')}
        <span className="visually-hidden"> {t('common.opensInNewWindow')}</span>
      </a>
      <CheckboxField
        label={t('account.register.terms')}
        error={fieldError(errors.terms)}
        {...register('terms')}
      />
      <CheckboxField
        label={t('account.register.age', { age: constants.ageStatement })}
        error={fieldError(errors.age)}
        {...register('age')}
      />
      <FormAlert message={formError} />
      <Button type="submit" variant="primary" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('account.common.working') : t('account.register.submit')}
      </Button>
    </form>
  );
}
