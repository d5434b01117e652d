import { zodResolver } from '@hookform/resolvers/zod';
import { withdrawalsEndpoints, withdrawPasswordInput } from '@portal/contract/withdrawals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../shared/api/api-client.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { sameAs } from '../../shared/forms/rule-text.ts';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { Button } from '../../shared/ui/button.tsx';
import { StatusPill } from '../../shared/money/status-pill.tsx';
import { showWalletError } from '../../shared/money/wallet-errors.ts';
import { invalidateWallet } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import walletForms from '../../shared/money/wallet-forms.module.css';
import '../../shared/money/wallet-texts.ts';
import { useWorded } from '../../shared/forms/use-worded.ts';

type Values = z.infer<typeof withdrawPasswordInput>;

const names = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

// The contract's schema (6 digits) plus the confirmation check the server repeats.
const schema = withdrawPasswordInput.check(sameAs<Values>('newPassword', 'confirmPassword'));

/** Props of `WithdrawPasswordForm`. */
export interface WithdrawPasswordFormProps {
  /** A password exists: the form asks for it and changes it; else it sets the first one. */
  hasPassword: boolean;
}

/** Sets or changes the withdrawal password (6 digits, confirmed). */
export function WithdrawPasswordForm({ hasPassword }: WithdrawPasswordFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useWorded();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    if (hasPassword && (values.oldPassword ?? '') === '') {
      setError('oldPassword', { message: 'field_required' }, { shouldFocus: true });
      return;
    }
    try {
      await call(withdrawalsEndpoints.withdrawPassword, {
        ...(hasPassword ? { oldPassword: values.oldPassword } : {}),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
      reset();
      setSaved(true);
      await invalidateWallet(queryClient);
    } catch (error) {
      showWalletError(error, setError, names, setFormError);
    }
  });

  return (
    <form className={walletForms.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.cardHeader}>
        <p className={styles.muted}>
          {hasPassword
            ? t('wallet.withdrawPassword.changeText')
            : t('wallet.withdrawPassword.setText')}
        </p>
        <StatusPill
          tone={hasPassword ? 'success' : 'warning'}
          label={
            hasPassword ? t('wallet.withdrawPassword.isSet') : t('wallet.withdrawPassword.notSet')
          }
        />
      </div>
      <div className={hasPassword ? walletForms.formRow3 : walletForms.formRow}>
        {hasPassword ? (
          <PasswordField
            label={t('wallet.withdrawPassword.old')}
            autoComplete="off"
            inputMode="numeric"
            error={fieldError(errors.oldPassword)}
            {...register('oldPassword')}
          />
        ) : null}
        <PasswordField
          label={t('wallet.withdrawPassword.new')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          error={fieldError(errors.newPassword)}
          {...register('newPassword')}
        />
        <PasswordField
          label={t('wallet.withdrawPassword.confirm')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          error={fieldError(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
      </div>
      <FormAlert message={formError} />
      {saved ? (
        <p className={formStyles.notice} role="status">
          {t('wallet.withdrawPassword.saved')}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting
            ? t('wallet.common.working')
            : hasPassword
              ? t('wallet.withdrawPassword.change')
              : t('wallet.withdrawPassword.set')}
        </Button>
      </div>
    </form>
  );
}
