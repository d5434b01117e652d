import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberInfo } from '@portal/contract/member';
import {
  withdrawalsEndpoints,
  withdrawInput,
  type withdrawSettingsOutput,
} from '@portal/contract/withdrawals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ConfirmSendDialog } from '../../shared/money/confirm-send-dialog.tsx';
import { amountLimitError, toCents } from '../../shared/money/money.ts';
import { SelectField } from '../../shared/money/select-field.tsx';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { showWalletError } from '../../shared/money/wallet-errors.ts';
import { invalidateWallet } from '../../shared/money/wallet-queries.ts';
import walletForms from '../../shared/money/wallet-forms.module.css';
import '../../shared/money/wallet-texts.ts';
import { accountLabel } from './account-label.ts';

type Values = z.infer<typeof withdrawInput>;
type Settings = z.infer<typeof withdrawSettingsOutput>;

const names = ['accountId', 'amount', 'withdrawPassword'] as const;

/** Props of `WithdrawForm`. */
export interface WithdrawFormProps {
  settings: Settings;
  member: MemberInfo;
  onMoneyMoved: () => void;
}

/**
 * The withdrawal request: account, amount (within the limits and what is available) and the
 * withdrawal password, checked with the contract's schema; a dialog repeats amount and account
 * before anything is sent. One idempotency key per request, kept across retries.
 */
export function WithdrawForm({ settings, member, onMoneyMoved }: WithdrawFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoneyText(member.currencySymbol);
  const idempotency = useIdempotencyKey();
  const [pending, setPending] = useState<Values | null>(null);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useWorded();
  const [notice, setNotice] = useWorded();
  const form = useForm<Values>({
    resolver: zodResolver(withdrawInput),
    defaultValues: {
      accountId: settings.accounts[0]?.accountId ?? '',
      amount: '',
      withdrawPassword: '',
    },
  });
  const { register, handleSubmit, setError, setValue, reset, getValues, formState } = form;
  const { errors } = formState;

  const review = handleSubmit((values) => {
    setFormError(null);
    setNotice(null);
    const limit = amountLimitError(values.amount, {
      min: settings.minAmount,
      max: settings.maxAmount,
      available: settings.available,
    });
    if (limit !== null) {
      setError('amount', { message: limit }, { shouldFocus: true });
      return;
    }
    setPending(values);
  });

  const send = async () => {
    if (pending === null) return;
    setSending(true);
    try {
      await call(withdrawalsEndpoints.withdraw, pending, { idempotencyKey: idempotency.current() });
      idempotency.renew();
      setPending(null);
      reset({ accountId: getValues('accountId'), amount: '', withdrawPassword: '' });
      setNotice(() => t('wallet.withdraw.sent'));
      onMoneyMoved();
      await invalidateWallet(queryClient);
    } catch (error) {
      setPending(null);
      showWalletError(error, setError, names, setFormError);
    } finally {
      setSending(false);
    }
  };

  const account = settings.accounts.find((item) => item.accountId === pending?.accountId);
  return (
    <form className={walletForms.form} onSubmit={(event) => void review(event)} noValidate>
      <SelectField
        label={t('wallet.withdraw.account')}
        error={fieldError(errors.accountId)}
        {...register('accountId')}
      >
        {settings.accounts.map((item) => (
          <option key={item.accountId} value={item.accountId}>
            {accountLabel(item, t(`wallet.accounts.kinds.${item.kind}`))}
          </option>
        ))}
      </SelectField>
      <div className={walletForms.formRow}>
        <TextField
          label={t('wallet.common.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('wallet.common.amountHint', {
            min: money(settings.minAmount),
            max: money(settings.maxAmount),
          })}
          error={fieldError(errors.amount)}
          after={
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setValue('amount', settings.available, { shouldValidate: true })}
            >
              {t('wallet.withdraw.all')}
            </Button>
          }
          {...register('amount')}
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
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" size="lg" disabled={sending}>
          {t('wallet.withdraw.submit')}
        </Button>
      </div>
      {pending === null ? null : (
        <ConfirmSendDialog
          title={t('wallet.withdraw.confirmTitle')}
          confirmLabel={t('wallet.withdraw.confirm')}
          sending={sending}
          onCancel={() => setPending(null)}
          onConfirm={() => void send()}
        >
          <p>
            {t('wallet.withdraw.confirmText', {
              amount: money(toCents(pending.amount)),
              account:
                account === undefined
                  ? ''
                  : accountLabel(account, t(`wallet.accounts.kinds.${account.kind}`)),
            })}
          </p>
        </ConfirmSendDialog>
      )}
    </form>
  );
}
