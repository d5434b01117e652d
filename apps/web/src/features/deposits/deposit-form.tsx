import { zodResolver } from '@hookform/resolvers/zod';
import { depositsEndpoints } from '@portal/contract/deposits';
import { amountInput } from '@portal/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import { call } from '../../shared/api/api-client.ts';
import { FormAlert } from '../../shared/forms/form-alert.tsx';
import formStyles from '../../shared/forms/form.module.css';
import { fieldError } from '../../shared/forms/server-errors.ts';
import { TextField } from '../../shared/forms/text-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/money/card.tsx';
import { ListStatus } from '../../shared/money/list-status.tsx';
import { amountLimitError, compareMoney } from '../../shared/money/money.ts';
import { useIdempotencyKey } from '../../shared/money/use-idempotency-key.ts';
import { useMoneyText } from '../../shared/money/use-money-text.ts';
import { showWalletError } from '../../shared/money/wallet-errors.ts';
import { walletKey } from '../../shared/money/wallet-queries.ts';
import styles from '../../shared/money/wallet.module.css';
import walletForms from '../../shared/money/wallet-forms.module.css';
import type { WalletPageProps } from '../../shared/money/wallet-page-props.ts';
import '../../shared/money/wallet-texts.ts';
import { leaveTo } from './leave-to.ts';
import { rememberDeposit } from './pending-deposit.ts';

const schema = z.object({ channelId: z.string(), amount: amountInput });
type Values = z.infer<typeof schema>;

const demoChannelIds = ['pix-demo', 'card-demo'] as const;
type DemoChannelId = (typeof demoChannelIds)[number];
const isDemoChannel = (channelId: string): channelId is DemoChannelId =>
  (demoChannelIds as readonly string[]).includes(channelId);

/**
 * A channel's name on screen: the built-in demo provider's channels are named in the app's
 * language (their stored names are English, "Card (demo)"); a brand's own channels keep the
 * name its operator gave them.
 */
function channelName(t: TFunction, channel: { channelId: string; name: string; provider: string }) {
  return channel.provider === 'demo' && isDemoChannel(channel.channelId)
    ? t(`wallet.deposit.demoChannels.${channel.channelId}`)
    : channel.name;
}

/**
 * The deposit form: a channel (with its limits), a quick amount or a typed one within the
 * channel's limits, then the provider's checkout page in this tab. The page comes back to the
 * deposit page, which shows the result.
 */
export function DepositForm({ member }: WalletPageProps) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText(member.currencySymbol);
  const idempotency = useIdempotencyKey();
  const [formError, setFormError] = useWorded();
  const [leaving, setLeaving] = useState(false);
  const channels = useQuery({
    queryKey: walletKey('depositChannels'),
    queryFn: ({ signal }) => call(depositsEndpoints.depositChannels, {}, { signal }),
    retry: false,
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { channelId: '', amount: '' },
  });
  const { register, handleSubmit, setError, setValue, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const list = channels.data?.channels ?? [];
  const chosenId = watch('channelId') || list[0]?.channelId || '';
  const channel = list.find((item) => item.channelId === chosenId);
  const amount = watch('amount');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (channel === undefined) return;
    const limit = amountLimitError(values.amount, {
      min: channel.minAmount,
      max: channel.maxAmount,
    });
    if (limit !== null) {
      setError('amount', { message: limit }, { shouldFocus: true });
      return;
    }
    try {
      const deposit = await call(
        depositsEndpoints.depositCreate,
        // No returnUrl: the server's default comes back to this page with `depositId` added.
        { channelId: channel.channelId, amount: values.amount },
        { idempotencyKey: idempotency.current() },
      );
      idempotency.renew();
      rememberDeposit(deposit.depositId);
      if (deposit.checkoutUrl === null || !leaveTo(deposit.checkoutUrl)) {
        setFormError(() => t('internal_error'));
        return;
      }
      setLeaving(true);
    } catch (error) {
      showWalletError(error, setError, ['amount'], setFormError);
    }
  });

  if (channels.isPending) return <ListStatus kind="loading" />;
  if (channels.isError) {
    return (
      <ListStatus kind="error" error={channels.error} onRetry={() => void channels.refetch()} />
    );
  }
  if (list.length === 0) {
    return <ListStatus kind="empty" emptyText={t('wallet.deposit.noChannels')} />;
  }
  return (
    <form className={styles.page} onSubmit={(event) => void submit(event)} noValidate>
      <Card title={t('wallet.deposit.channelsTitle')} icon="coins">
        <fieldset className={walletForms.choices}>
          <legend className="visually-hidden">{t('wallet.deposit.channels')}</legend>
          {list.map((item) => (
            <label key={item.channelId} className={walletForms.choice}>
              <input
                type="radio"
                name="channelId"
                value={item.channelId}
                checked={item.channelId === chosenId}
                onChange={() => setValue('channelId', item.channelId)}
              />
              <span className={walletForms.choiceTitle}>
                {channelName(t, item)}
                {item.provider === 'demo' ? (
                  <span className={[styles.pill, styles['tone-accent']].join(' ')}>
                    {t('wallet.deposit.demo')}
                  </span>
                ) : null}
              </span>
              <span className={styles.muted}>
                {t('wallet.deposit.limits', {
                  min: money(item.minAmount),
                  max: money(item.maxAmount),
                })}
              </span>
              {item.turnoverPercent > 0 ? (
                <span className={styles.muted}>
                  {t('wallet.deposit.turnover', {
                    times: new Intl.NumberFormat(i18n.language).format(item.turnoverPercent / 100),
                  })}
                </span>
              ) : null}
            </label>
          ))}
        </fieldset>
      </Card>
      <Card title={t('wallet.common.amount')} icon="send">
        {channel === undefined || channel.presets.length === 0 ? null : (
          <div
            className={walletForms.presets}
            role="group"
            aria-label={t('wallet.deposit.presets')}
          >
            {channel.presets.map((preset) => (
              <Button
                key={preset}
                variant="secondary"
                className={walletForms.preset}
                aria-pressed={amount !== '' && isSame(amount, preset)}
                onClick={() => setValue('amount', preset, { shouldValidate: true })}
              >
                {money(preset)}
              </Button>
            ))}
          </div>
        )}
        <TextField
          label={t('wallet.deposit.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={
            channel === undefined
              ? undefined
              : t('wallet.common.amountHint', {
                  min: money(channel.minAmount),
                  max: money(channel.maxAmount),
                })
          }
          error={fieldError(errors.amount)}
          {...register('amount')}
        />
        <FormAlert message={formError} />
        {leaving ? (
          <p className={formStyles.notice} role="status">
            {t('wallet.deposit.redirecting')}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="primary" size="lg" disabled={isSubmitting || leaving}>
            {isSubmitting ? t('wallet.common.working') : t('wallet.deposit.submit')}
          </Button>
        </div>
      </Card>
    </form>
  );
}

/** Equal amounts whatever their decimals (`100` and `100.00`); false for a half-typed one. */
function isSame(typed: string, preset: string): boolean {
  try {
    return compareMoney(typed, preset) === 0;
  } catch {
    return false;
  }
}
