import { zodResolver } from '@hookform/resolvers/zod';
import { constants } from '@portal/contract/constants';
import { sessionEndpoints, verifyDeviceInput, type LoginOutput } from '@portal/contract/session';
import { smsEndpoints, smsNoLoginInput } from '@portal/contract/sms';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import * as z from 'zod/mini';
import '../../i18n/account-texts.ts';
import { call } from '../../shared/api/api-client.ts';
import { errorText } from '../../shared/forms/error-text.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import styles from '../../shared/forms/form.module.css';
import { MobileField } from '../../shared/forms/mobile-field.tsx';
import { SendCodeButton } from '../../shared/forms/send-code-button.tsx';
import { applyServerFieldErrors, fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';

/** The held login the step answers (`twoFactor` of the login response). */
export type TwoFactorChallenge = NonNullable<LoginOutput['twoFactor']>;

/** Props of `TwoFactorStep`. */
export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  onAnswer: (output: LoginOutput) => Promise<void>;
  onBack: () => void;
}

const schema = z.object({
  code: verifyDeviceInput.shape.code,
  // Only the resend needs the number; it is checked there.
  countryDialingCode: z.string(),
  mobileNum: z.string(),
});
type Values = z.input<typeof schema>;

/** The dialing code shown in the masked mobile (`+351 ******678`), to preselect it. */
function dialingCodeOf(maskedMobile: string): string {
  return /^\+(\d{1,4})\s/u.exec(maskedMobile)?.[1] ?? '';
}

/**
 * The two-factor check for an unregistered IP (spec sections 2 and 4): the masked mobile, the
 * SMS code the login sent, a resend behind the countdown, then `POST /wps/session/login/verify`.
 */
export function TwoFactorStep({ challenge, onAnswer, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useWorded();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      code: '',
      countryDialingCode: dialingCodeOf(challenge.maskedMobile),
      mobileNum: '',
    },
  });
  const { register, handleSubmit, setError, clearErrors, setValue, watch, getValues, setFocus } =
    form;
  const { errors, isSubmitting } = form.formState;

  // The step replaces the login form inside the open popup: the code field takes the focus.
  useEffect(() => setFocus('code'), [setFocus]);

  // A new code goes only to the member's own number, which the client knows only masked: the
  // member confirms it in full (the server answers alike for any number, so none leaks).
  const resend = async (): Promise<number | null> => {
    const { mobileNum, countryDialingCode } = getValues();
    const number = smsNoLoginInput.shape.mobileNum.safeParse(mobileNum);
    if (!number.success || countryDialingCode === '') {
      setError('mobileNum', { message: 'invalid_mobile' }, { shouldFocus: true });
      return null;
    }
    clearErrors('mobileNum');
    const answer = await call(smsEndpoints.noLogin, {
      purpose: 'device',
      challengeId: challenge.challengeId,
      mobileNum: number.data,
      countryDialingCode,
    });
    return answer.expiredMinutes;
  };

  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const output = await call(sessionEndpoints.verifyDevice, {
        challengeId: challenge.challengeId,
        code,
      });
      await onAnswer(output);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['code'])) setFormError(() => errorText(error));
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h3 className={styles.label}>{t('account.twoFactor.title')}</h3>
      <p className={styles.text}>
        {t('account.twoFactor.text', { mobile: challenge.maskedMobile })}
      </p>
      <TextField
        label={t('account.fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={constants.verificationCodeMaxLength}
        error={fieldError(errors.code)}
        {...register('code')}
      />
      <p className={styles.text}>{t('account.twoFactor.resendText')}</p>
      <MobileField
        dialingCode={watch('countryDialingCode')}
        onDialingCodeChange={(code) => setValue('countryDialingCode', code)}
        error={fieldError(errors.mobileNum)}
        after={
          <SendCodeButton
            send={resend}
            initialSeconds={challenge.expiredMinutes * constants.smsCountdownSecondsPerMinute}
          />
        }
        {...register('mobileNum')}
      />
      <FormAlert message={formError} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="lg" block disabled={isSubmitting}>
          {isSubmitting ? t('account.common.working') : t('account.twoFactor.submit')}
        </Button>
        <Button variant="ghost" block onClick={onBack}>
          {t('account.twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
