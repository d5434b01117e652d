import { zodResolver } from '@hookform/resolvers/zod';
import { agentEndpoints } from '@portal/contract/agent';
import {
  transferDownlineInput,
  type transferDownlineInfoOutput,
} from '@portal/contract/agent/transfer-downline';
import { formatMinor, parseMinor } from '@portal/contract/money';
import { useQueryClient } from '@tanstack/react-query';
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
import { ConfirmSendDialog } from '../../shared/money/confirm-send-dialog.tsx';
import { compareMoney, toCents } from '../../shared/money/money.ts';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import { showWalletError } from '../../shared/money/wallet-errors.ts';
import walletForms from '../../shared/money/wallet-forms.module.css';
import { Button } from '../../shared/ui/button.tsx';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { invalidateAgent } from './agent-queries.ts';
import '../../shared/money/wallet-texts.ts';
import './agent-texts.ts';

type Values = z.infer<typeof transferDownlineInput>;
type Info = z.infer<typeof transferDownlineInfoOutput>;

/** Props of `TransferDownlineForm`. */
export interface TransferDownlineFormProps {
  account: string;
  info: Info;
  money: (amount: string) => string;
  /** Where the withdrawal password is set, for an agent who has none. */
  securityHref: string;
  /** Money moved: the app refreshes the agent's balance. */
  onDone: () => void;
}

/** The sum of two decimal amounts, exactly (8 decimals cover every currency scale). */
function plus(a: string, b: string): string {
  return formatMinor(parseMinor(a, 8) + parseMinor(b, 8), 8);
}

/** The key of the message for an amount the limits refuse, or null when it fits. */
function limitProblem(amount: string, info: Info): string | null {
  if (compareMoney(amount, '0') <= 0) return 'invalid_amount';
  if (compareMoney(amount, info.min) < 0) return 'amount_below_minimum';
  if (info.max !== null && compareMoney(amount, info.max) > 0) return 'amount_above_maximum';
  if (compareMoney(amount, info.available) > 0) return 'insufficient_funds';
  if (info.dailyMax !== null && compareMoney(plus(info.sentToday, amount), info.dailyMax) > 0) {
    return 'daily_limit_exceeded';
  }
  return null;
}

/**
 * Amount and withdrawal password, a confirmation, then the transfer to the downline with one
 * idempotency key per action (kept across a retry, renewed after a success), as the transfer to
 * the upline does. Refusals show where they belong, the server's message otherwise.
 */
export function TransferDownlineForm({
  account,
  info,
  money,
  securityHref,
  onDone,
}: TransferDownlineFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [pending, setPending] = useState<Values | null>(null);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [noPassword, setNoPassword] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(transferDownlineInput),
    defaultValues: { account, amount: '', withdrawPassword: '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors } = formState;

  const review = handleSubmit((values) => {
    setFormError(null);
    setNotice(null);
    const problem = limitProblem(values.amount, info);
    if (problem === 'daily_limit_exceeded') setFormError(t(problem));
    else if (problem !== null) setError('amount', { message: problem }, { shouldFocus: true });
    else setPending({ ...values, account });
  });

  const send = async () => {
    if (pending === null) return;
    setSending(true);
    try {
      const answer = await call(agentEndpoints.transferDownline, pending, {
        idempotencyKey: idempotency.current(),
      });
      idempotency.renew();
      reset({ account, amount: '', withdrawPassword: '' });
      setNotice(t('agent.transfer.done', { balance: money(answer.balance) }));
      onDone();
      void invalidateAgent(queryClient);
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
        <Button type="submit" variant="primary" disabled={sending}>
          {t('agent.transfer.submit')}
        </Button>
      </div>
      {pending === null ? null : (
        <ConfirmSendDialog
          title={t('agent.transfer.confirmTitle')}
          confirmLabel={t('agent.transfer.confirm')}
          sending={sending}
          onCancel={() => setPending(null)}
          onConfirm={() => void send()}
        >
          <p>
            {t('agent.transfer.confirmText', { amount: money(toCents(pending.amount)), account })}
          </p>
        </ConfirmSendDialog>
      )}
    </form>
  );
}
