import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberInfo } from '@portal/contract/member';
import { transferUplineInput, uplineEndpoints } from '@portal/contract/upline';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { PasswordField } from '../../shared/forms/password-field.tsx';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { ConfirmSendDialog } from '../../shared/money/confirm-send-dialog.tsx';
import { compareMoney, toCents } from '../../shared/money/money.ts';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { showWalletError } from '../../shared/money/wallet-errors.ts';
import walletForms from '../../shared/money/wallet-forms.module.css';
import '../../shared/money/wallet-texts.ts';

type Values = z.infer<typeof transferUplineInput>;

/** Props of `UplineForm`. */
export interface UplineFormProps {
  upline: string;
  available: string;
  member: MemberInfo;
  /** Where the withdrawal password is set, for a member who has none. */
  securityHref: string;
  onDone: () => void;
}

/** Amount and withdrawal password, a confirmation dialog, then the transfer (one key each). */
export function UplineForm({ upline, available, member, securityHref, onDone }: UplineFormProps) {
  const { t } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const idempotency = useIdempotencyKey();
  const [pending, setPending] = useState<Values | null>(null);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [noPassword, setNoPassword] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(transferUplineInput),
    defaultValues: { amount: '', withdrawPassword: '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors } = formState;

  const review = handleSubmit((values) => {
    setFormError(null);
    setNotice(null);
    if (compareMoney(values.amount, '0') <= 0) {
      setError('amount', { message: 'invalid_amount' }, { shouldFocus: true });
    } else if (compareMoney(values.amount, available) > 0) {
      setError('amount', { message: 'insufficient_funds' }, { shouldFocus: true });
    } else setPending(values);
  });

  const send = async () => {
    if (pending === null) return;
    setSending(true);
    try {
      const answer = await call(uplineEndpoints.transferUpline, pending, {
        idempotencyKey: idempotency.current(),
      });
      idempotency.renew();
      reset();
      setNotice(t('wallet.upline.done', { balance: money(answer.balance) }));
      onDone();
    } catch (error) {
      setNoPassword(isApiError(error) && error.code === 'withdraw_password_not_set');
      showWalletError(error, setError, ['amount', 'withdrawPassword'], setFormError);
    } finally {
      setPending(null);
      setSending(false);
    }
  };

  return (
    <form className={walletForms.form} onSubmit={(event) => void review(event)} noValidate>
      <div className={walletForms.formRow}>
        <TextField
          label={t('wallet.common.amount')}
          inputMode="decimal"
          autoComplete="off"
          error={fieldError(errors.amount)}
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
      {noPassword ? (
        <div>
          <ButtonLink to={securityHref} variant="secondary" size="sm">
            {t('wallet.common.setWithdrawPassword')}
          </ButtonLink>
        </div>
      ) : null}
      {notice === null ? null : (
        <p className={formStyles.notice} role="status">
          {notice}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" size="lg" disabled={sending}>
          {t('wallet.upline.submit')}
        </Button>
      </div>
      {pending === null ? null : (
        <ConfirmSendDialog
          title={t('wallet.upline.confirmTitle')}
          confirmLabel={t('wallet.upline.confirm')}
          sending={sending}
          onCancel={() => setPending(null)}
          onConfirm={() => void send()}
        >
          <p>
            {t('wallet.upline.confirmText', {
              amount: money(toCents(pending.amount)),
              account: upline,
            })}
          </p>
        </ConfirmSendDialog>
      )}
    </form>
  );
}
