import { zodResolver } from '@hookform/resolvers/zod';
import { constants } from '@portal/contract/constants';
import { bindEmailInput, memberEndpoints } from '@portal/contract/member';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { call } from '../../../shared/api/api-client.ts';
import { FormAlert } from '../../../shared/forms/form-alert.tsx';
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

type Values = z.input<typeof bindEmailInput>;

const names = ['email', 'verificationCode', 'password'] as const;

/** Props of `BindEmailForm`. */
export interface BindEmailFormProps {
  /** The member has a login password: the form asks for it (the server checks it). */
  hasPassword: boolean;
  /** Bound: the caller refreshes the member info and closes the dialog. */
  onBound: () => void;
  onCancel: () => void;
}

/**
 * Binds or changes the email: the code goes to the new address (`POST /wps/member/email/code`),
 * then the encrypted `PUT /wps/member/email` binds it with the code and, when the member has
 * one, the login password. The send button waits like the SMS one.
 */
export function BindEmailForm({ hasPassword, onBound, onCancel }: BindEmailFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, trigger, getValues, formState } = useForm<Values>({
    resolver: zodResolver(bindEmailInput),
    defaultValues: { email: '', verificationCode: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const sendCode = async (): Promise<number | null> => {
    setFormError(null);
    if (!(await trigger('email', { shouldFocus: true }))) return null;
    try {
      const answer = await call(memberEndpoints.emailCode, { email: getValues('email').trim() });
      return answer.expiredMinutes;
    } catch (error) {
      // Refusals (the same address, throttling) show in the form, not in a second dialog.
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
      await call(memberEndpoints.bindEmail, {
        email: values.email,
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
      <p className={styles.muted}>{t('wallet.security.bind.emailText')}</p>
      <TextField
        label={t('wallet.security.bind.newEmail')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email)}
        {...register('email')}
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
