import { zodResolver } from '@hookform/resolvers/zod';
import { amountInput, type vendorWallet, walletEndpoints } from '@portal/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/money/card.tsx';
import { compareMoney } from '../../shared/money/money.ts';
import { SelectField } from '../../shared/money/select-field.tsx';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import { showWalletError } from '../../shared/money/wallet-errors.ts';
import { invalidateWallet } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import walletForms from '../../shared/money/wallet-forms.module.css';
import '../../shared/money/wallet-texts.ts';
import { useWorded, type Wording } from '../../shared/forms/use-worded.ts';

type Wallet = z.infer<typeof vendorWallet>;

const schema = z.object({ amount: amountInput });
type Values = z.infer<typeof schema>;

/** Props of `TransferForm`. */
export interface TransferFormProps {
  wallets: readonly Wallet[];
  /** The chosen vendor (a row's "choose" button sets it too). */
  vendor: string | null;
  onVendor: (vendor: string) => void;
  /** The main wallet's balance, the most a transfer in can move. */
  main: string;
  onMoneyMoved: () => void;
}

/**
 * Moves an amount between the main wallet and the chosen vendor's wallet, or recalls every
 * vendor wallet home. Each action carries its own idempotency key (kept across retries,
 * renewed after a success); a transfer the vendor has not answered yet reads "pending".
 */
export function TransferForm({ wallets, vendor, onVendor, main, onMoneyMoved }: TransferFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const transferKey = useIdempotencyKey();
  const recallKey = useIdempotencyKey();
  const [formError, setFormError] = useWorded();
  const [notice, setNotice] = useWorded();
  const [recalling, setRecalling] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { amount: '' } });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const wallet = wallets.find((item) => item.vendor === vendor) ?? wallets[0];

  const settled = async (transfers: { status: string }[], done: Wording) => {
    setNotice(
      transfers.some((transfer) => transfer.status === 'pending')
        ? () => t('wallet.transfer.pendingNote')
        : done,
    );
    onMoneyMoved();
    await invalidateWallet(queryClient);
  };

  const send = (direction: 'in' | 'out') =>
    handleSubmit(async ({ amount }) => {
      setFormError(null);
      setNotice(null);
      if (wallet === undefined) return;
      const limit = direction === 'in' ? main : wallet.balance;
      if (compareMoney(amount, '0') <= 0) {
        setError('amount', { message: 'invalid_amount' }, { shouldFocus: true });
        return;
      }
      if (compareMoney(amount, limit) > 0) {
        setError('amount', { message: 'insufficient_funds' }, { shouldFocus: true });
        return;
      }
      try {
        const answer = await call(
          walletEndpoints.transfer,
          { direction, vendor: wallet.vendor, amount },
          { idempotencyKey: transferKey.current() },
        );
        transferKey.renew();
        reset();
        await settled(answer.transfers, () => t('wallet.transfer.done'));
      } catch (error) {
        showWalletError(error, setError, ['amount'], setFormError);
      }
    });

  const recallAll = async () => {
    setFormError(null);
    setNotice(null);
    setRecalling(true);
    try {
      const answer = await call(
        walletEndpoints.transfer,
        { direction: 'recallAll' },
        { idempotencyKey: recallKey.current() },
      );
      recallKey.renew();
      await settled(answer.transfers, () => t('wallet.transfer.recallDone'));
    } catch (error) {
      showWalletError(error, setError, [], setFormError);
    } finally {
      setRecalling(false);
    }
  };

  const busy = isSubmitting || recalling;
  const name = wallet?.displayName ?? '';
  return (
    <Card title={t('wallet.transfer.formTitle')} icon="send">
      <form className={walletForms.form} onSubmit={(event) => event.preventDefault()} noValidate>
        <div className={walletForms.formRow}>
          <SelectField
            label={t('wallet.transfer.vendor')}
            value={wallet?.vendor ?? ''}
            onChange={(event) => onVendor(event.target.value)}
          >
            {wallets.map((item) => (
              <option key={item.vendor} value={item.vendor}>
                {item.displayName}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('wallet.common.amount')}
            inputMode="decimal"
            autoComplete="off"
            error={fieldError(errors.amount)}
            {...register('amount')}
          />
        </div>
        <FormAlert message={formError} />
        {notice === null ? null : (
          <p className={formStyles.notice} role="status">
            {notice}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="primary" disabled={busy} onClick={() => void send('in')()}>
            {t('wallet.transfer.submitIn', { vendor: name })}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void send('out')()}>
            {t('wallet.transfer.submitOut', { vendor: name })}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => void recallAll()}>
            {t('wallet.transfer.recallAll')}
          </Button>
          <span className={styles.muted}>{t('wallet.transfer.recallText')}</span>
        </div>
      </form>
    </Card>
  );
}
