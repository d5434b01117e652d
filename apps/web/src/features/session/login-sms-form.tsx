import { zodResolver } from '@hookform/resolvers/zod';
import { sessionEndpoints, smsLogin, type LoginOutput } from '@portal/contract/session';
import { smsEndpoints } from '@portal/contract/sms';
import { requiredText } from '@portal/contract/text';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import * as z from 'zod/mini';
import '../../i18n/account-texts.ts';
import { call } from '../../shared/api/api-client.ts';
import { captchaAnswer } from '../../shared/forms/captcha-answer.ts';
import { CaptchaField } from '../../shared/forms/captcha-field.tsx';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import styles from '../../shared/forms/form.module.css';
import { MobileField } from '../../shared/forms/mobile-field.tsx';
import { SendCodeButton } from '../../shared/forms/send-code-button.tsx';
import { applyServerFieldErrors, fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import type { LoginCaptcha } from './login-captcha.ts';

/** Props of `LoginSmsForm`. */
export interface LoginSmsFormProps {
  side: 'member' | 'agent';
  captcha: LoginCaptcha;
  onAnswer: (output: LoginOutput) => Promise<void>;
}

/** SMS login fields from the contract: a valid mobile number and the code (max 255). */
function schemaFor(captchaShown: boolean) {
  return z.object({
    countryDialingCode: smsLogin.shape.countryDialingCode,
    mobileNum: smsLogin.shape.mobileNum,
    password: smsLogin.shape.password,
    captcha: captchaShown ? requiredText(16, 'captcha_required') : z.string(),
  });
}

type Values = z.input<ReturnType<typeof schemaFor>>;

/**
 * Login by mobile number and SMS code (shown when the SMS_LOGIN module is on). The code comes
 * from `POST /wps/verification/sms/noLogin`, behind the countdown button.
 */
export function LoginSmsForm({ side, captcha, onAnswer }: LoginSmsFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useWorded();
  const [captchaId, setCaptchaId] = useState<string | undefined>();
  const schema = useMemo(() => schemaFor(captcha.shown), [captcha.shown]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '', mobileNum: '', password: '', captcha: '' },
  });
  const { register, handleSubmit, setError, setValue, watch, trigger, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const dialingCode = watch('countryDialingCode');

  const sendCode = async (): Promise<number | null> => {
    if (!(await trigger(['mobileNum', 'countryDialingCode'], { shouldFocus: true }))) return null;
    const { mobileNum, countryDialingCode } = getValues();
    const answer = await call(smsEndpoints.noLogin, {
      mobileNum: mobileNum.trim(),
      countryDialingCode,
      purpose: 'login',
    });
    return answer.expiredMinutes;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const output = await call(sessionEndpoints.login, {
        type: 'sms',
        mobileNum: values.mobileNum,
        countryDialingCode: values.countryDialingCode,
        password: values.password,
        side,
        ...(captcha.shown ? captchaAnswer(values.captcha, captchaId) : {}),
      });
      await onAnswer(output);
    } catch (error) {
      captcha.noteFailure(error);
      setValue('captcha', '');
      const names = ['mobileNum', 'password', 'captcha'] as const;
      if (!applyServerFieldErrors(error, setError, names)) setFormError(() => errorText(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <MobileField
        dialingCode={dialingCode}
        onDialingCodeChange={(code) => setValue('countryDialingCode', code)}
        error={fieldError(errors.mobileNum ?? errors.countryDialingCode)}
        {...register('mobileNum')}
      />
      <TextField
        label={t('account.fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        error={fieldError(errors.password)}
        after={<SendCodeButton send={sendCode} />}
        {...register('password')}
      />
      {captcha.shown ? (
        <CaptchaField
          reloadKey={captcha.reloadKey}
          onCaptchaId={setCaptchaId}
          error={fieldError(errors.captcha)}
          {...register('captcha')}
        />
      ) : null}
      <FormAlert message={formError} />
      <Button type="submit" variant="primary" size="lg" block disabled={isSubmitting}>
        {isSubmitting ? t('account.common.working') : t('account.login.submit')}
      </Button>
    </form>
  );
}
