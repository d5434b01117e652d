import { zodResolver } from '@hookform/resolvers/zod';
import { constants } from '@portal/contract/constants';
import { bindMobileInput, memberEndpoints } from '@portal/contract/member';
import { smsEndpoints } from '@portal/contract/sms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { call } from '../../../shared/api/api-client.ts';
import { FormAlert } from '../../../shared/forms/form-alert.tsx';
import { MobileField } from '../../../shared/forms/mobile-field.tsx';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { SendCodeButton } from '../../../shared/forms/send-code-button.tsx';
import { fieldError } from '../../../shared/forms/server-errors.ts';
import { TextField } from '../../../shared/forms/text-field.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import styles from '../shared/wallet.module.css';
import walletForms from '../shared/wallet-forms.module.css';
import '../wallet-texts.ts';
import local from './contact-binding.module.css';
import { showBindingError } from './contact-binding-errors.ts';

type Values = z.input<typeof bindMobileInput>;

const names = ['mobileNum', 'verificationCode', 'password'] as const;

/** Props of `BindMobileForm`. */
export interface BindMobileFormProps {
  /** The member has a login password: the form asks for it (the server checks it). */
  hasPassword: boolean;
  /** Bound: the caller refreshes the member info and closes the dialog. */
  onBound: () => void;
  onCancel: () => void;
}

/**
 * Binds or changes the mobile number: the code goes to the new number
 * (`POST /wps/verification/sms/bind`), then the encrypted `PUT /wps/member/mobile` binds it
 * with the code and, when the member has one, the login password.
 */
export function BindMobileForm({ hasPassword, onBound, onCancel }: BindMobileFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, watch, trigger, getValues, formState } =
    useForm<Values>({
      resolver: zodResolver(bindMobileInput),
      defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', password: '' },
    });
  const { errors, isSubmitting } = formState;

  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    if (!(await trigger(['mobileNum', 'countryDialingCode'], { shouldFocus: true }))) return null;
    const { mobileNum, countryDialingCode } = getValues();
    try {
      const answer = await call(smsEndpoints.bind, {
        mobileNum: mobileNum.trim(),
        countryDialingCode,
      });
      return answer.expiredMinutes;
    } catch (error) {
      // Refusals (a taken number, throttling) show in the form, not in a second dialog.
      showBindingError(error, setError, names, setFormError);
      return null;
    }
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (hasPassword && (values.password ?? '') === '') {
      setError('password', { message: 'field_required' }, { shouldFocus: true });
      return;
    }
    try {
      await call(memberEndpoints.bindMobile, {
        mobileNum: values.mobileNum,
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode,
        ...(hasPassword ? { password: values.password } : {}),
      });
      onBound();
    } catch (error) {
      showBindingError(error, setError, names, setFormError);
    }
  });

  return (
    <form className={walletForms.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.muted}>{t('wallet.security.bind.mobileText')}</p>
      <MobileField
        label={t('wallet.security.bind.newMobile')}
        dialingCode={watch('countryDialingCode')}
        onDialingCodeChange={(code) => setValue('countryDialingCode', code)}
        error={fieldError(errors.mobileNum) ?? fieldError(errors.countryDialingCode)}
        {...register('mobileNum')}
      />
      <TextField
        label={t('wallet.security.bind.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={constants.verificationCodeMaxLength}
        error={fieldError(errors.verificationCode)}
        after={<SendCodeButton send={sendCode} />}
        {...register('verificationCode')}
      />
      {hasPassword ? (
        <PasswordField
          label={t('wallet.security.bind.password')}
          autoComplete="current-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
      ) : null}
      <FormAlert message={formError} />
      <div className={local.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('wallet.common.working') : t('wallet.security.bind.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('wallet.security.bind.cancel')}
        </Button>
      </div>
    </form>
  );
}
