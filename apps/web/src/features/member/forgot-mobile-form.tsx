import { zodResolver } from '@hookform/resolvers/zod';
import { constants } from '@portal/contract/constants';
import { memberEndpoints } from '@portal/contract/member';
import { smsEndpoints } from '@portal/contract/sms';
import type { RegisterSettingOutput } from '@portal/contract/system';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import * as z from 'zod/mini';
import '../../i18n/account-texts.ts';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import styles from '../../shared/forms/form.module.css';
import { MobileField } from '../../shared/forms/mobile-field.tsx';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { ruleText, sameAs } from '../../shared/forms/rule-text.ts';
import { SendCodeButton } from '../../shared/forms/send-code-button.tsx';
import { applyServerFieldErrors, fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import { fallbackMobileRule } from './register-schema.ts';

/** Props of `ForgotMobileForm`. */
export interface ForgotMobileFormProps {
  rules: RegisterSettingOutput['rules'];
  /** The password is set: the app logs in with it, then the popup closes. */
  onPasswordSet: (credentials: { account: string; password: string }) => Promise<void>;
}

interface Values {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

function schemaFor(rules: RegisterSettingOutput['rules']) {
  return z
    .object({
      countryDialingCode: z.string(),
      mobileNum: ruleText({
        rule: rules.mobileNum ?? fallbackMobileRule,
        required: true,
        requiredMessage: 'invalid_mobile',
        invalidMessage: rules.mobileNum === undefined ? 'invalid_mobile' : undefined,
      }),
      verificationCode: ruleText({ required: true, requiredMessage: 'invalid_verification_code' }),
      newPassword: ruleText({ rule: rules.password, required: true, trim: false }),
      confirmNewPassword: ruleText({ required: true, trim: false }),
    })
    .check(sameAs<Values>('newPassword', 'confirmNewPassword'));
}

/**
 * Password recovery by mobile (spec section 5: mobile, code and new password required): the
 * code is sent for `reset`, then the encrypted `POST /wps/member/password/verification` sets
 * the password and the member is logged in with it.
 */
export function ForgotMobileForm({ rules, onPasswordSet }: ForgotMobileFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useWorded();
  const schema = useMemo(() => schemaFor(rules), [rules]);
  const { register, handleSubmit, setError, setValue, watch, trigger, getValues, formState } =
    useForm<Values>({
      resolver: zodResolver(schema),
      defaultValues: {
        countryDialingCode: '',
        mobileNum: '',
        verificationCode: '',
        newPassword: '',
        confirmNewPassword: '',
      },
    });
  const { errors, isSubmitting } = formState;

  const sendCode = async (): Promise<number | null> => {
    if (!(await trigger('mobileNum', { shouldFocus: true }))) return null;
    const { mobileNum, countryDialingCode } = getValues();
    const answer = await call(smsEndpoints.noLogin, {
      mobileNum: mobileNum.trim(),
      countryDialingCode,
      purpose: 'reset',
    });
    return answer.expiredMinutes;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { account } = await call(memberEndpoints.setPasswordByPhone, values);
      await onPasswordSet({ account, password: values.newPassword });
    } catch (error) {
      const names = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'] as const;
      if (!applyServerFieldErrors(error, setError, names)) setFormError(() => errorText(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.text}>{t('account.forgot.mobileText')}</p>
      <MobileField
        dialingCode={watch('countryDialingCode')}
        onDialingCodeChange={(code) => setValue('countryDialingCode', code)}
        error={fieldError(errors.mobileNum, rules.mobileNum ?? fallbackMobileRule)}
        {...register('mobileNum')}
      />
      <TextField
        label={t('account.fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={constants.verificationCodeMaxLength}
        error={fieldError(errors.verificationCode)}
        after={<SendCodeButton send={sendCode} />}
        {...register('verificationCode')}
      />
      <PasswordField
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        error={fieldError(errors.newPassword, rules.password)}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('account.fields.confirmNewPassword')}
        autoComplete="new-password"
        error={fieldError(errors.confirmNewPassword)}
        {...register('confirmNewPassword')}
      />
      <FormAlert message={formError} />
      <Button type="submit" variant="primary" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('account.common.working') : t('account.forgot.submit')}
      </Button>
    </form>
  );
}
