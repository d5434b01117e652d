import { zodResolver } from '@hookform/resolvers/zod';
import { receivingAccountInput, withdrawalsEndpoints } from '@portal/contract/withdrawals';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../shared/api/api-client.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { showWalletError } from '../../shared/money/wallet-errors.ts';
import styles from '../../shared/money/wallet.module.css';
import walletForms from '../../shared/money/wallet-forms.module.css';
import '../../shared/money/wallet-texts.ts';
import { useWorded } from '../../shared/forms/use-worded.ts';

interface Values {
  kind: 'bank' | 'wallet';
  holderName: string;
  institution: string;
  number: string;
  withdrawPassword: string;
}

const names = ['holderName', 'institution', 'number', 'withdrawPassword'] as const;

/** Props of `ReceivingAccountForm`. */
export interface ReceivingAccountFormProps {
  onCancel: () => void;
  onAdded: () => void;
}

/**
 * Adds a receiving account: a bank card (bank, card or IBAN digits) or a wallet address
 * (network, address), with the holder's real name and the withdrawal password. Checked with
 * the contract's schema before sending; the server's field messages land on the fields.
 */
export function ReceivingAccountForm({ onCancel, onAdded }: ReceivingAccountFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useWorded();
  const form = useForm<Values>({
    resolver: zodResolver(receivingAccountInput),
    defaultValues: {
      kind: 'bank',
      holderName: '',
      institution: '',
      number: '',
      withdrawPassword: '',
    },
  });
  const { register, handleSubmit, setError, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const kind = watch('kind');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await call(withdrawalsEndpoints.receivingAccountAdd, values);
      onAdded();
    } catch (error) {
      showWalletError(error, setError, names, setFormError);
    }
  });

  return (
    <form
      className={walletForms.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('wallet.accounts.addTitle')}
    >
      <fieldset className={walletForms.choices}>
        <legend>{t('wallet.accounts.kind')}</legend>
        {(['bank', 'wallet'] as const).map((option) => (
          <label key={option} className={walletForms.choice}>
            <input type="radio" value={option} {...register('kind')} />
            <span className={walletForms.choiceTitle}>{t(`wallet.accounts.kinds.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={walletForms.formRow}>
        <TextField
          label={t('wallet.accounts.holderName')}
          autoComplete="name"
          error={fieldError(errors.holderName)}
          {...register('holderName')}
        />
        <TextField
          label={t(`wallet.accounts.institution.${kind}`)}
          placeholder={t(`wallet.accounts.institutionPlaceholder.${kind}`)}
          error={fieldError(errors.institution)}
          {...register('institution')}
        />
        <TextField
          label={t(`wallet.accounts.number.${kind}`)}
          autoComplete="off"
          spellCheck={false}
          error={fieldError(errors.number)}
          {...register('number')}
        />
        <PasswordField
          label={t('wallet.common.withdrawPassword')}
          autoComplete="off"
          inputMode="numeric"
          error={fieldError(errors.withdrawPassword)}
          {...register('withdrawPassword')}
        />
      </div>
      <FormAlert message={formError} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t('wallet.common.working') : t('wallet.accounts.add')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('wallet.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
