import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { isApiError } from '../api/api-error.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import formStyles from '../forms/form.module.css';
import { PasswordField } from '../forms/password-field.tsx';
import { fieldError } from '../forms/server-errors.ts';
import { TextField } from '../forms/text-field.tsx';
import { useWorded, type Wording } from '../forms/use-worded.ts';
import { Button } from '../ui/button.tsx';
import type { ButtonSize } from '../ui/button-class.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import { ConfirmSendDialog } from './confirm-send-dialog.tsx';
import { useIdempotencyKey } from './use-idempotency-key.ts';
import { showWalletError } from './wallet-errors.ts';
import walletForms from './wallet-forms.module.css';
import './wallet-texts.ts';

/** The fields a member types to send money: the amount and the withdrawal password. */
export interface PasswordSendValues {
  amount: string;
  withdrawPassword: string;
}

/** Why an amount is not sent: a code shown under the amount, or a message above the form. */
export type AmountRefusal = { amount: string } | { form: Wording };

/** Props of `PasswordSendForm`. */
export interface PasswordSendFormProps<V extends PasswordSendValues> {
  /** The endpoint's input schema: the form checks with it as the server will. */
  schema: z.ZodMiniType<V, V>;
  /** The form's values when it opens and after a success (fields not typed ride along). */
  defaultValues: V;
  /** Checks the amount against what may be sent before the confirmation; null when it fits. */
  check: (values: V) => AmountRefusal | null;
  /**
   * Sends the confirmed values with the action's idempotency key; resolves to how to word the
   * notice shown.
   */
  send: (values: V, idempotencyKey: string) => Promise<Wording>;
  /** Money moved (after the form is cleared and the notice shown). */
  onDone: () => void;
  /** Where the withdrawal password is set, for a member who has none. */
  securityHref: string;
  submitLabel: string;
  submitSize?: ButtonSize;
  confirmTitle: string;
  confirmLabel: string;
  /** The confirmation's sentence about the values about to be sent. */
  confirmText: (values: V) => string;
}

const names = ['amount', 'withdrawPassword'] as const;

/**
 * Amount and withdrawal password, a confirmation dialog, then the send (a transfer to the upline
 * or to a downline) with one idempotency key per action: kept across a retry, renewed after a
 * success. Refusals show under their input or above the form; a member without a withdrawal
 * password gets a link to set one.
 */
export function PasswordSendForm<V extends PasswordSendValues>({
  schema,
  defaultValues,
  check,
  send,
  onDone,
  securityHref,
  submitLabel,
  submitSize,
  confirmTitle,
  confirmLabel,
  confirmText,
}: PasswordSendFormProps<V>) {
  const { t } = useTranslation();
  const idempotency = useIdempotencyKey();
  const [pending, setPending] = useState<V | null>(null);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useWorded();
  const [noPassword, setNoPassword] = useState(false);
  const [notice, setNotice] = useWorded();
  // The generic values hold the two typed fields; react-hook-form cannot see that through `V`.
  const form = useForm<PasswordSendValues>({
    resolver: zodResolver(schema) as unknown as Resolver<PasswordSendValues>,
    defaultValues: defaultValues as DefaultValues<PasswordSendValues>,
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors } = formState;

  const review = handleSubmit((typed) => {
    const values = typed as V;
    setFormError(null);
    setNotice(null);
    const refusal = check(values);
    if (refusal === null) setPending(values);
    else if ('form' in refusal) setFormError(refusal.form);
    else setError('amount', { message: refusal.amount }, { shouldFocus: true });
  });

  const confirm = async () => {
    if (pending === null) return;
    setSending(true);
    try {
      const done = await send(pending, idempotency.current());
      idempotency.renew();
      reset(defaultValues);
      setNotice(done);
      onDone();
    } catch (error) {
      setNoPassword(isApiError(error) && error.code === 'withdraw_password_not_set');
      showWalletError(error, setError, names as readonly Path<PasswordSendValues>[], setFormError);
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
        <Button type="submit" variant="primary" size={submitSize} disabled={sending}>
          {submitLabel}
        </Button>
      </div>
      {pending === null ? null : (
        <ConfirmSendDialog
          title={confirmTitle}
          confirmLabel={confirmLabel}
          sending={sending}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        >
          <p>{confirmText(pending)}</p>
        </ConfirmSendDialog>
      )}
    </form>
  );
}
